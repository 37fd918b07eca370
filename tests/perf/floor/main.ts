/**
 * The bundle-size floor (tests/perf/bundle-size.perf.ts): a bare page that imports the app's
 * runtime libraries eagerly, the way the app imports them, and uses each, so the minifier keeps
 * what the app would need anyway. The app's home route is measured against this build.
 */
import 'reflect-metadata';
import { createElement, StrictMode, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Container, ContainerModule } from 'inversify';
import i18next from 'i18next';
import { ofetch } from 'ofetch';
import { Temporal } from 'temporal-polyfill';

class Clock {
  now = Temporal.Now.zonedDateTimeISO('Europe/Berlin');
  draws = observable.array<string>([]);
  constructor() {
    makeAutoObservable(this);
  }
  tick(): void {
    this.now = this.now.add({ seconds: 1 });
  }
}

const container = new Container();
container.load(
  new ContainerModule((o) => {
    o.bind('clock')
      .toResolvedValue(() => new Clock())
      .inSingletonScope();
    o.bind('http')
      .toResolvedValue(() => ofetch.create({ baseURL: '/api', retry: 1 }))
      .inSingletonScope();
  }),
);
const clock = container.get<Clock>('clock');
const http = container.get<typeof ofetch>('http');

const i18n = i18next.createInstance();
void i18n.init({ lng: 'de', resources: { de: { translation: { hello: 'Hallo {{name}}' } } }, initAsync: false });

reaction(
  () => clock.now.toPlainDate().toString(),
  (day) =>
    void http<{ draws: string[] }>(`/draws?day=${day}`).then((r) => runInAction(() => clock.draws.replace(r.draws))),
);

const Home = observer(() => {
  const [count, setCount] = useState(0);
  const navigate = useNavigate();
  return createElement(
    'main',
    { onClick: () => (setCount(count + 1), clock.tick(), navigate('/b')) },
    i18n.t('hello', { name: clock.now.toLocaleString('de-DE') }),
    clock.draws.join(', '),
    createElement(Link, { to: '/b' }, String(count)),
    createPortal(createElement('span', null, 'portal'), document.body),
  );
});
const Layout = () => createElement('div', null, createElement(Outlet));
const router = createBrowserRouter([
  { path: '/', element: createElement(Layout), children: [{ index: true, element: createElement(Home) }] },
]);

createRoot(document.getElementById('root')!).render(
  createElement(StrictMode, null, createElement(RouterProvider, { router })),
);
