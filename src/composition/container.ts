import 'reflect-metadata';
import { Container } from 'inversify';
import type { TtlCache } from '../../adapters/cache/ttl-cache';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { Clock } from '../../ports/clock.port';
import { basketFeature } from '../features/basket/basket.module';
import { homeFeature } from '../features/home/home.module';
import { layoutFeature } from '../features/layout/layout.module';
import { stakesNoticeFeature } from '../features/limits/stakes-notice.module';
import { SESSION, sessionFeature } from '../features/session/session.module';
import { verificationGuardFeature } from '../features/verification/verification-guard.module';
import { browserModule } from './browser.module';
import { cacheModule } from './cache.module';
import { ensureFeature, FEATURE_ACCESS, featureAccess, resolve } from './feature';
import { httpModule } from './http.module';
import { HTTP_CLIENT, SERVER_ONLY, SHARED } from './shared.tokens';

export type ContainerMode =
  /** `on: 'server'`: a page rendered for one request (no browser storage, src/server). */
  | {
      readonly kind: 'http';
      readonly baseUrl: string;
      readonly on?: 'browser' | 'server';
      /** The server's shared cache of public answers (src/server/public-cache.ts); the global fetch otherwise. */
      readonly fetch?: typeof fetch;
      /** The server process's draws cache, shared by its requests (`serverDrawsStore`). */
      readonly drawsStore?: TtlCache<unknown>;
      /** Instead of the system's clock (a fake build's server whose platform clock is pinned). */
      readonly clock?: Clock;
    }
  /** The fake platform in this process, reached by the HTTP adapters through an in-process fetch (tests). */
  | { readonly kind: 'memory'; readonly platform: FakePlatformApi; readonly now?: string; readonly seed?: number };

export interface ContainerOptions {
  /**
   * 'shell': session, basket, home, layout and the after-login guards; every other feature loads
   * with the screen that needs it (its view imports its module) or with a route loader
   * (`ensureFeature`). 'all': every feature at once (Node tests). Default: 'shell' over HTTP, 'all' in memory.
   */
  readonly features?: 'shell' | 'all';
}

/** What every page needs, loaded with the container (and so part of the entry chunk). */
const SHELL = [
  sessionFeature,
  basketFeature,
  homeFeature,
  layoutFeature,
  verificationGuardFeature,
  stakesNoticeFeature,
] as const;

/**
 * The composition root: the only place that chooses adapters. Each call builds a container of its
 * own (one per server request, one per browser tab) and shares nothing with another. Every backend
 * API goes through the HTTP adapters; in memory mode their fetch is the fake platform in this
 * process, loaded on demand, so production bundles never carry it.
 */
export async function createContainer(mode: ContainerMode, options: ContainerOptions = {}): Promise<Container> {
  const container = new Container();
  container.bind(FEATURE_ACCESS).toConstantValue(featureAccess(container));
  container.load(cacheModule);
  if (mode.kind === 'http') {
    if (mode.drawsStore) container.bind(SERVER_ONLY.drawsStore).toConstantValue(mode.drawsStore);
    container.load(
      httpModule(mode.baseUrl, mode.fetch),
      mode.on === 'server' ? (await import('./server.module')).serverModule : browserModule,
    );
    if (mode.clock) container.rebind(SHARED.clock).toConstantValue(mode.clock);
  } else {
    if (!__FAKE_BACKEND__) throw new Error('This build talks to a real backend: no fake platform');
    const [{ memoryModule }, { platformFetch, IN_PROCESS_ORIGIN }] = await Promise.all([
      import('./memory.module'),
      import('../../mocks/platform-fetch'),
    ]);
    container.load(httpModule(IN_PROCESS_ORIGIN, platformFetch(mode.platform)), memoryModule(mode));
  }
  for (const feature of SHELL) ensureFeature(container, feature);
  // A 401 first tries the keeper's single shared refresh (wired here: the keeper needs the gateways, which need the client).
  resolve(container, HTTP_CLIENT).onUnauthorized(() => resolve(container, SESSION.sessionKeeper).refresh());
  if ((options.features ?? (mode.kind === 'memory' ? 'all' : 'shell')) === 'all') {
    if (!__FAKE_BACKEND__) throw new Error('This build loads features with their screens only');
    const { allFeatures } = await import('./all-features');
    for (const feature of await allFeatures()) ensureFeature(container, feature);
  }
  return container;
}
