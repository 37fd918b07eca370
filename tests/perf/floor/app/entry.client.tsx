/**
 * The floor's browser entry (tests/perf/bundle-size.perf.ts): hydrates the server's page with
 * React Router, as src/app/entry.client.tsx does, after loading the runtime libraries the shop's
 * home route loads eagerly, and uses each the way the shop does, so the minifier keeps what the
 * shop needs anyway. The floor keeps the library set the budget has always been measured against
 * (issue 8: these libraries and temporal-polyfill, eagerly); the shop loads the polyfill only in a
 * browser without its own Temporal, a saving the budget lets it keep.
 */
import 'reflect-metadata';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { Container, ContainerModule } from 'inversify';
import { ofetch } from 'ofetch';
import { Temporal } from 'temporal-polyfill';
import { Clock, CLOCK, HTTP, type Http } from './clock';

const container = new Container();
container.load(
  new ContainerModule((options) => {
    options
      .bind(CLOCK)
      .toResolvedValue(() => new Clock())
      .inSingletonScope();
    options
      .bind(HTTP)
      .toResolvedValue(() => ofetch.create({ baseURL: '/api', retry: 1 }))
      .inSingletonScope();
  }),
);
container.get<Clock>(CLOCK).watch(container.get<Http>(HTTP));
// Berlin's date now, as the shop's clock port gives it.
document.documentElement.dataset['today'] = Temporal.Now.zonedDateTimeISO('Europe/Berlin').toPlainDate().toString();
(globalThis as { floorContainer?: Container }).floorContainer = container;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
