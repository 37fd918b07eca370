import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Container } from 'inversify';
import { createContainer } from '../composition/container';
import { resolve } from '../composition/feature';
import { SHARED } from '../composition/shared.tokens';
import { BASKET } from '../features/basket/basket.module';
import { LAYOUT } from '../features/layout/layout.module';
import { SESSION } from '../features/session/session.module';
import { ContainerProvider } from './container-context';
import { DocumentProvider } from './document-context';
import { AfterHydration } from './hydration';
import { readRuntimeConfig } from './runtime-config';
import { setTabContainer } from './route-container';
import { registerServiceWorker } from './service-worker';
import { ensureTemporal } from './temporal-runtime';

/** The session, the basket, the update check: what only the browser has. Then the page is the app's (`<html data-hydrated>`). */
function startBrowserServices(container: Container): void {
  document.documentElement.setAttribute('data-hydrated', '');
  // The cookie decision is the app's business from now on (the footer may reopen the banner).
  resolve(container, LAYOUT.cookieConsentViewModel).load();
  document.documentElement.removeAttribute('data-consent');
  document.documentElement.removeAttribute('data-booting');
  void resolve(container, SESSION.sessionViewModel).init();
  resolve(container, BASKET.basketViewModel).start();
  resolve(container, LAYOUT.watchForUpdatesUseCase).start();
  registerServiceWorker(resolve(container, SHARED.errorReporter));
}

/**
 * Hydrates the page the server rendered with the same routes and loader data, in the tab's one
 * container; what only the browser knows (tokens, basket, cookie decision) is applied after that,
 * so the first client render matches the server's exactly.
 */
async function boot(): Promise<void> {
  await ensureTemporal();
  const config = readRuntimeConfig() ?? { apiBaseUrl: '' };
  const container = await createContainer({ kind: 'http', baseUrl: config.apiBaseUrl });
  setTabContainer(container);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DocumentProvider value={{ nonce: '', config }}>
          <ContainerProvider container={container}>
            <AfterHydration then={() => startBrowserServices(container)}>
              <HydratedRouter />
            </AfterHydration>
          </ContainerProvider>
        </DocumentProvider>
      </StrictMode>,
    );
  });
}

void boot();
