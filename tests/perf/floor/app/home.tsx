import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Clock, i18n } from './clock';

const clock = new Clock();

/** The page's data from the server, as the shop's route loaders give theirs. */
export function loader(): { draws: string[] } {
  return { draws: ['1', '2', '3'] };
}

/** The floor's page: an observer component with loader data, links, a navigation, a text and a portal. */
const Home = observer(function Home() {
  const { draws } = useLoaderData<typeof loader>();
  const [count, setCount] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const revalidator = useRevalidator();
  // The portal only in the browser, after hydration (the server renders none).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main
      onClick={() => {
        setCount(count + 1);
        clock.tick();
        void navigate('/?n=1');
        void revalidator.revalidate();
      }}
    >
      <h1>{i18n.t('hello', { name: new Date(clock.now).toLocaleString('de-DE') })}</h1>
      {[...draws, ...clock.draws].join(', ')}
      <NavLink to={location.pathname}>{search.get('n') ?? 'Start'}</NavLink>
      <Link to="/?n=2">{String(count)}</Link>
      {hydrated && createPortal(<span>portal</span>, document.body)}
    </main>
  );
});

export default Home;
