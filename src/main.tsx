import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import type { Container } from 'inversify';
import { RouterProvider } from 'react-router/dom';
import './ui/tokens.css';
import './ui/base.css';
import './app/app.css';
import { createContainer } from './composition/container';
import { resolve } from './composition/feature';
import { startFakeBackendIfWanted } from './composition/fake-backend';
import { ContainerProvider } from './app/container-context';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { whenDocumentParsed, whenRouterReady, yieldToMain } from './app/boot';
import { formatMoney, money } from '../core/domain/money';
import { ensureTemporal } from './app/temporal-runtime';
import { BASKET } from './features/basket/basket.module';
import { LAYOUT } from './features/layout/layout.module';
import { SESSION } from './features/session/session.module';
import { SHARED } from './composition/shared.tokens';
import { readRuntimeConfig } from './app/runtime-config';
import { setTabContainer } from './app/route-container';
import { AfterHydration, loadLazyMatches, serverHydrationData } from './app/hydration';

/**
 * A page the server rendered (`npm start`, `npm run serve`) is hydrated with the server's loader
 * data. Without one (`npm run dev`) the app renders itself, in short tasks (a phone at 4× slower
 * CPU must not freeze for hundreds of milliseconds): the container, the session and the first
 * route each get their own task, and React renders the first screen as a transition.
 */
async function boot(): Promise<void> {
  await ensureTemporal();
  await startFakeBackendIfWanted();
  const baseUrl = readRuntimeConfig()?.apiBaseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';
  const container = await createContainer({ kind: 'http', baseUrl });
  setTabContainer(container);
  await whenDocumentParsed();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const hydrationData = serverHydrationData();
  if (hydrationData) return hydrate(container, root, hydrationData);
  await yieldToMain();
  startBrowserServices(container);
  await yieldToMain();
  // Loading the locale data of the first number format is a task of its own, not part of the first render.
  formatMoney(money(0));
  await yieldToMain();
  const router = createBrowserRouter(routes);
  // The first route's lazy chunk first, so the first screen is the page, not the boot placeholder.
  await whenRouterReady(router);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ContainerProvider container={container}>
          <RouterProvider router={router} />
        </ContainerProvider>
      </StrictMode>,
    ),
  );
}

/** The session, the basket, the update check: what only the browser has. Then the page is the app's (`<html data-hydrated>`). */
function startBrowserServices(container: Container): void {
  document.documentElement.setAttribute('data-hydrated', '');
  // The cookie decision is the app's business from now on (the footer may reopen the banner). Read
  // before a client-rendered first screen, so a returning visitor never loads the banner's code.
  resolve(container, LAYOUT.cookieConsentViewModel).load();
  document.documentElement.removeAttribute('data-consent');
  document.documentElement.removeAttribute('data-booting');
  void resolve(container, SESSION.sessionViewModel).init();
  resolve(container, BASKET.basketViewModel).start();
  resolve(container, LAYOUT.watchForUpdatesUseCase).start();
  registerServiceWorker(resolve(container, SHARED.errorReporter));
}

/** A page the production server rendered: the same routes and loader data, then the browser's own state. */
async function hydrate(container: Container, root: HTMLElement, hydrationData: HydrationState): Promise<void> {
  await loadLazyMatches(routes, window.location);
  const router = createBrowserRouter(routes, { hydrationData });
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ContainerProvider container={container}>
          <AfterHydration then={() => startBrowserServices(container)}>
            <RouterProvider router={router} />
          </AfterHydration>
        </ContainerProvider>
      </StrictMode>,
    );
  });
}

void boot();
