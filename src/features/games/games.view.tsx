import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useLoadedViewModel } from '../../app/container-context';
import { type GamesData } from './games.view-model';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { Button } from '../../ui/button';
import './games-strings';
import './games.css';
import { GAMES } from './games.module';

/** /games: the games of every provider (content service), each linking to its page. */
const GamesView = observer(function GamesView() {
  const vm = useLoadedViewModel(GAMES.gamesViewModel, useLoaderData<GamesData>(), (v, d) => v.accept(d));
  const revalidator = useRevalidator();
  usePageTitle(t('games.title'));

  return (
    <div className="tw-container tw-page">
      <h1>{t('games.title')}</h1>
      <p>{t('games.intro')}</p>
      {vm.status === 'loading' && <Skeleton lines={4} />}
      {vm.status === 'error' && (
        <Notice
          tone="error"
          action={
            <Button size="sm" onClick={() => void revalidator.revalidate()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('games.loadError')}
        </Notice>
      )}
      {vm.status === 'ready' && vm.byProvider.length === 0 && <p>{t('games.empty')}</p>}
      {vm.byProvider.map(({ provider, games }) => (
        <section key={provider.id} className="tw-games__provider" aria-labelledby={`provider-${provider.id}`}>
          <h2 id={`provider-${provider.id}`}>{provider.name}</h2>
          <ul className="tw-games__list">
            {games.map((game) => (
              <li key={game.id} className="tw-games__card">
                <img src={game.imageUrl} alt="" width={64} height={64} loading="lazy" />
                <Link to={`/games/${encodeURIComponent(game.slug)}`}>{game.title}</Link>
                <span className="tw-games__category">{game.categories.join(', ')}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

export default GamesView;
