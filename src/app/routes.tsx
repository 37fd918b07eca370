import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout.view';
import { RouteErrorView } from './error-page.view';
import HomeView from '../features/home/home.view';
import { lazyPage } from './lazy-page';

/** Every screen but home is a lazy chunk (a failed chunk reloads once with client_update); `handle.name` carries the spec's route names. */
const page = lazyPage;

const devRoutes: RouteObject[] = __FAKE_BACKEND__
  ? [
      { path: 'dev/styleguide', handle: { name: 'dev-styleguide' }, lazy: page(() => import('../features/dev/styleguide.view')) },
      { path: 'dev/fake-backend', handle: { name: 'dev-fakeBackend' }, lazy: page(() => import('../features/dev/fake-backend.view')) },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <div className="tw-boot" aria-busy="true" />,
    children: [
      { index: true, handle: { name: 'index' }, element: <HomeView /> },
      { path: 'lotto/normalschein', handle: { name: 'products-lotto-regular' }, lazy: page(() => import('../features/ticket/lotto-normalschein.view')) },
      { path: 'warenkorb', handle: { name: 'checkoutBasket' }, lazy: page(() => import('../features/basket/basket.view')) },
      { path: 'warenkorb/danke', handle: { name: 'checkoutBasket-success' }, lazy: page(() => import('../features/basket/thanks.view')) },
      {
        path: 'kundenkonto/spielhistorie',
        handle: { name: 'account-lotteryReceiptHistory' },
        lazy: page(() => import('../features/account/receipts.view')),
      },
      { path: '404', handle: { name: 'notFound' }, lazy: page(() => import('./not-found.view')) },
      ...devRoutes,
      { path: '*', handle: { name: 'notFound' }, lazy: page(() => import('./not-found.view')) },
    ],
  },
];
