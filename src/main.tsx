import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './ui/tokens.css';
import './ui/base.css';
import './app/app.css';
import { createContainer, resolve } from './composition/container';
import { startFakeBackendIfWanted } from './composition/fake-backend';
import { ContainerProvider } from './app/container-context';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';

async function boot(): Promise<void> {
  await startFakeBackendIfWanted();
  const container = await createContainer({ kind: 'http', baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });
  const session = resolve(container, 'sessionViewModel');
  void session.init();
  resolve(container, 'basketViewModel').start();
  resolve(container, 'watchForUpdatesUseCase').start();
  registerServiceWorker(resolve(container, 'errorReporter'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </ContainerProvider>
    </StrictMode>,
  );
}

void boot();
