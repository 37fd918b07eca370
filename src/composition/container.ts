import 'reflect-metadata';
import { Container } from 'inversify';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { coreModule } from './core.module';
import { httpModule } from './http.module';
import { HTTP_CLIENT } from './http-client';
import type { HttpClient } from '../../adapters/http/client';
import { browserModule } from './browser.module';
import { viewModelsModule } from './view-models.module';
import { cacheModule } from './cache.module';
import { loadFeature, setTransport } from './feature';
import { FEATURE_NAMES, FEATURES, type FeatureName } from './features';
import { TOKENS, type ServiceName, type Services } from './tokens';

export type ContainerMode =
  /** `on: 'server'`: a page rendered for one request (no browser storage, src/server). */
  | { readonly kind: 'http'; readonly baseUrl: string; readonly on?: 'browser' | 'server' }
  | { readonly kind: 'memory'; readonly platform: FakePlatformApi; readonly now?: string; readonly seed?: number };

export interface ContainerOptions {
  /**
   * 'lazy': only the shell (session, basket, header, home, layout); each feature loads with its
   * first screen (src/app/feature-page.tsx). 'all': every feature at once (Node tests).
   * Default: 'lazy' over HTTP, 'all' in memory.
   */
  readonly features?: 'lazy' | 'all';
}

/** The composition root: the only place that chooses adapters. Memory adapters (and with them the fake platform) load on demand, so production bundles never carry them. */
export async function createContainer(mode: ContainerMode, options: ContainerOptions = {}): Promise<Container> {
  const container = new Container();
  setTransport(container, mode.kind);
  container.load(coreModule, viewModelsModule, cacheModule);
  if (mode.kind === 'http') {
    container.load(
      httpModule(mode.baseUrl),
      mode.on === 'server' ? (await import('./server.module')).serverModule : browserModule,
    );
    // A 401 first tries the keeper's single shared refresh (wired here: the keeper needs the gateways, which need the client).
    const keeper = () => container.get<Services['sessionKeeper']>(TOKENS.sessionKeeper);
    container.get<HttpClient>(HTTP_CLIENT).onUnauthorized(() => keeper().refresh());
  } else {
    if (!__FAKE_BACKEND__) throw new Error('This build talks to a real backend: no memory adapters');
    const { memoryModule } = await import('./memory.module');
    container.load(memoryModule(mode));
  }
  // Shell view models reach these features' use cases on first use: the basket's checkout, the guard's verification flow.
  bindLoader(container, 'checkoutLoader', 'checkout', 'checkoutUseCase');
  bindLoader(container, 'verifyPlayerLoader', 'verificationFlow', 'verifyPlayerUseCase');
  if ((options.features ?? (mode.kind === 'memory' ? 'all' : 'lazy')) === 'all') {
    for (const feature of await Promise.all(FEATURE_NAMES.map((name) => FEATURES[name]())))
      loadFeature(container, feature);
  }
  return container;
}

/** Binds `loader` to a function that loads `feature` (once) and resolves `service` from it; a failed chunk rejects (the caller treats it as a failed request). */
function bindLoader<L extends ServiceName, S extends ServiceName>(
  container: Container,
  loader: L,
  feature: FeatureName,
  service: S,
): void {
  const load = async () => {
    loadFeature(container, await FEATURES[feature]());
    return resolve(container, service);
  };
  container.bind(TOKENS[loader]).toConstantValue(load);
}

export const resolve = <K extends ServiceName>(container: Container, name: K): Services[K] =>
  container.get<Services[K]>(TOKENS[name]);
