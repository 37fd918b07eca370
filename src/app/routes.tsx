import type { RouteObject } from 'react-router';
import { AppLayout, LAYOUT_ROUTE_ID, layoutLoader } from './app-layout.view';
import { RegistrationLayout } from './registration-layout.view';
import { RouteErrorView } from './error-page.view';
import { AccountLayout } from '../features/account/account-layout.view';
import HomeView, { homeLoader } from '../features/home/home.view';
import { lazyPage } from './lazy-page';
import type { LotteryIdentifier, ProductIdentifier } from '../../core/domain/lottery';
import { LANDING_ROUTES, TICKET_ROUTES } from '../features/ticket/ticket-routes';
import { resultsRoutes } from '../features/results/results-route-objects';
import { winningCheckRoutes } from '../features/winning-check/winning-check-route-objects';
import { statisticsRoutes } from '../features/statistics/statistics-route-objects';

/** Every screen but home is a lazy chunk (a failed chunk reloads once with client_update); a screen of a feature brings its module and loads its bindings before it renders (`withFeature`). `handle.name` carries the spec's route names. */
const page = lazyPage;

/** Landing pages and ticket screens of every lottery; one lazy chunk each for landing pages and ticket screens. */
const productRoutes: RouteObject[] = [
  ...(Object.entries(LANDING_ROUTES) as [LotteryIdentifier, { name: string; path: string }][]).map(
    ([lottery, route]) => ({
      path: route.path.slice(1),
      handle: { name: route.name },
      lazy: page(() =>
        import('../features/landing/landing.view').then((m) => ({
          default: m.landingPageFor(lottery),
          loader: m.landingLoaderFor(lottery),
        })),
      ),
    }),
  ),
  ...(Object.entries(TICKET_ROUTES) as [ProductIdentifier, { name: string; path: string }][]).map(
    ([product, route]) => ({
      path: route.path.slice(1),
      handle: { name: route.name },
      lazy: page(() =>
        import('../features/ticket/ticket-screen.view').then((m) => ({
          default: m.ticketScreenFor(product),
          loader: m.ticketLoaderFor(product),
        })),
      ),
    }),
  ),
];

const devRoutes: RouteObject[] = __FAKE_BACKEND__
  ? [
      {
        path: 'dev/styleguide',
        handle: { name: 'dev-styleguide' },
        lazy: page(() => import('../features/dev/styleguide.view')),
      },
      {
        path: 'dev/fake-backend',
        handle: { name: 'dev-fakeBackend' },
        lazy: page(() => import('../features/dev/fake-backend.view')),
      },
      {
        // Layout test: an unexpected error in a view ends on the error page of the route's boundary.
        path: 'dev/fehler',
        handle: { name: 'dev-errorTest' },
        lazy: page(() => import('../features/dev/error-test.view')),
      },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    // The registration layout: no shop navigation, just the way through (spec/1 §2).
    path: '/registrierung',
    element: <RegistrationLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        index: true,
        handle: { name: 'registration' },
        lazy: page(() => import('../features/registration/registration.view')),
      },
      {
        path: ':stepName',
        handle: { name: 'registration-step' },
        lazy: page(() => import('../features/registration/registration.view')),
      },
    ],
  },
  {
    id: LAYOUT_ROUTE_ID,
    path: '/',
    element: <AppLayout />,
    loader: layoutLoader,
    shouldRevalidate: () => false,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <div className="tw-boot" aria-busy="true" />,
    children: [
      { index: true, handle: { name: 'index' }, element: <HomeView />, loader: homeLoader },
      ...productRoutes,
      ...resultsRoutes,
      ...winningCheckRoutes,
      ...statisticsRoutes,
      {
        path: 'games',
        handle: { name: 'games' },
        lazy: page(() => import('../features/games/games.view')),
      },
      {
        path: 'games/:slug',
        handle: { name: 'games-game' },
        lazy: page(() => import('../features/games/game.view')),
      },
      {
        path: 'warenkorb',
        handle: { name: 'checkoutBasket' },
        lazy: page(() => import('../features/basket/basket.view')),
      },
      {
        path: 'warenkorb/danke',
        handle: { name: 'checkoutBasket-success' },
        lazy: page(() => import('../features/basket/thanks.view')),
      },
      {
        // Tips saved in this browser: the server renders the page without them (noindex, like the account pages).
        path: 'meine-zahlen',
        handle: { name: 'myNumbers' },
        lazy: page(() => import('../features/my-numbers/my-numbers.view')),
      },
      {
        // Every account page shares the sub-navigation; route names starting with "account" are private.
        path: 'kundenkonto',
        element: <AccountLayout />,
        children: [
          {
            index: true,
            handle: { name: 'account' },
            lazy: page(() => import('../features/account-home/account-home.view')),
          },
          {
            path: 'zahlungsdaten',
            handle: { name: 'account-paymentData' },
            lazy: page(() => import('../features/payment-data/payment-data.view')),
          },
          {
            path: 'spielhistorie',
            handle: { name: 'account-lotteryReceiptHistory' },
            lazy: page(() => import('../features/account/receipts.view')),
          },
          {
            path: 'alterspruefung',
            handle: { name: 'account-ageVerification' },
            lazy: page(() => import('../features/verification/verification.view')),
          },
          {
            path: 'daten',
            handle: { name: 'account-personalData' },
            lazy: page(() => import('../features/account/personal-data.view')),
          },
          {
            path: 'limits',
            handle: { name: 'account-limits' },
            lazy: page(() => import('../features/limits/limits.view')),
          },
          {
            path: 'transaktionen',
            handle: { name: 'account-transactions' },
            lazy: page(() => import('../features/transactions/transactions.view')),
          },
          {
            path: 'ausgaben',
            handle: { name: 'account-spending' },
            lazy: page(() => import('../features/spending/spending.view')),
          },
        ],
      },
      {
        path: 'passwort-zuruecksetzen',
        handle: { name: 'passwordReset' },
        lazy: page(() => import('../features/recovery/reset-password.view')),
      },
      {
        path: 'confirm_email',
        handle: { name: 'confirmEmail' },
        lazy: page(() => import('../features/recovery/confirm-email.view')),
      },
      { path: '404', handle: { name: 'notFound' }, lazy: page(() => import('./not-found.view')) },
      // Content pages (spec/1 §2): fixed paths, FAQ, odds; the CMS catch-all is the '*' route below.
      {
        path: 'agb',
        handle: { name: 'agb' },
        lazy: page(() => import('../features/content/fixed-pages').then((m) => m.AGB)),
      },
      {
        path: 'datenschutz',
        handle: { name: 'datenschutz' },
        lazy: page(() => import('../features/content/fixed-pages').then((m) => m.DATENSCHUTZ)),
      },
      {
        path: 'kundenservice',
        handle: { name: 'kundenservice' },
        lazy: page(() => import('../features/content/fixed-pages').then((m) => m.KUNDENSERVICE)),
      },
      {
        path: 'faq',
        handle: { name: 'faq' },
        lazy: page(() => import('../features/content/faq.view')),
      },
      {
        path: 'gewinnwahrscheinlichkeiten',
        handle: { name: 'winningProbabilities' },
        lazy: page(() => import('../features/content/winning-probabilities.view')),
      },
      ...devRoutes,
      // /{cmsSlug...}: slug paths are content pages (page check, redirects, fatal 404); anything else is the non-fatal not-found.
      {
        path: '*',
        handle: { name: 'cmsSlug' },
        lazy: page(() => import('../features/content/content-page.view')),
      },
    ],
  },
];
