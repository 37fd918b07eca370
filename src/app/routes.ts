import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { LANDING_ROUTES, TICKET_ROUTES } from '../features/ticket/ticket-routes';
import {
  ARCHIVE_SEGMENT,
  archiveRouteName,
  RESULTS_OVERVIEW_ROUTE,
  RESULTS_ROUTES,
} from '../features/results/results-routes';
import { WINNING_CHECK_ROUTES } from '../features/winning-check/winning-check-routes';
import { STATISTICS_DATA_PATH, STATISTICS_ROUTES } from '../features/statistics/statistics-routes';
import { MEAN_QUOTAS_PATH, WINNING_CHECK_ARCHIVE_PATH } from '../../ports/archive-aggregates-gateway.port';

/**
 * Every page of the shop: its address, its route name (spec/1 §2, the route's `id`) and its route
 * module, which holds the page's loader, component, meta, headers and error boundary. A URL leads
 * to its data in one hop. Route names starting with "account" are private (route-names.ts).
 */
const page = (path: string, file: string, id: string) => route(path, file, { id });

/** A real-backend build (`npm run build`, TIPPWERK_BACKEND=real) has no developer pages. */
const fakeBuild = process.env.TIPPWERK_BACKEND !== 'real';

const perLottery = (table: Readonly<Record<string, { name: string; path: string }>>, file: string) =>
  Object.values(table).map(({ name, path }) => page(path, file, name));

export default [
  // Resource routes: no layout, no document.
  page('robots.txt', 'robots.route.ts', 'robots'),
  page('sitemap.xml', 'sitemap.route.ts', 'sitemap'),
  // The archive's aggregates the server computes once for every browser (JSON).
  page(`${MEAN_QUOTAS_PATH.slice(1)}/:lottery`, '../features/basket/mean-quotas.route.ts', 'meanQuotas'),
  page(
    `${WINNING_CHECK_ARCHIVE_PATH.slice(1)}/:lottery`,
    '../features/winning-check/winning-check-archive.route.ts',
    'winningCheckArchive',
  ),
  page(
    `${STATISTICS_DATA_PATH.slice(1)}/:lottery`,
    '../features/statistics/statistics-data.route.ts',
    'statisticsData',
  ),
  // The registration layout: no shop navigation, just the way through (spec/1 §2).
  route('registrierung', 'registration-layout.route.tsx', { id: 'registration-layout' }, [
    index('../features/registration/registration.route.tsx', { id: 'registration' }),
    page(':stepName', '../features/registration/registration.route.tsx', 'registration-step'),
  ]),
  // The empty layout: just the page. The password reset link's page (a single-use token in the address).
  layout('empty-layout.route.tsx', { id: 'empty-layout' }, [
    page('passwort-zuruecksetzen', '../features/recovery/reset-password.route.tsx', 'passwordReset'),
  ]),
  // The styleguide layout (developer pages, fake builds only): a design-system frame, no shop around it.
  ...(fakeBuild
    ? [
        layout('../features/dev/styleguide-layout.route.tsx', { id: 'styleguide-layout' }, [
          page('dev/styleguide', '../features/dev/styleguide.route.tsx', 'dev-styleguide'),
        ]),
      ]
    : []),
  layout('app-layout.route.tsx', { id: 'layout' }, [
    index('../features/home/home.route.tsx', { id: 'index' }),
    ...perLottery(LANDING_ROUTES, '../features/landing/landing.route.tsx'),
    ...perLottery(TICKET_ROUTES, '../features/ticket/ticket.route.tsx'),
    page(RESULTS_OVERVIEW_ROUTE.path, '../features/results/results-overview.route.tsx', RESULTS_OVERVIEW_ROUTE.name),
    ...Object.entries(RESULTS_ROUTES).flatMap(([lottery, { name, path }]) => [
      // A static segment ranks before `:date`.
      page(
        `${path}/${ARCHIVE_SEGMENT}`,
        '../features/results/results-archive.route.tsx',
        archiveRouteName(lottery as keyof typeof RESULTS_ROUTES),
      ),
      // One route with an optional date, so moving between dates keeps the page.
      page(`${path}/:date?`, '../features/results/results.route.tsx', name),
    ]),
    ...perLottery(WINNING_CHECK_ROUTES, '../features/winning-check/winning-check.route.tsx'),
    ...perLottery(STATISTICS_ROUTES, '../features/statistics/statistics.route.tsx'),
    page('games', '../features/games/games.route.tsx', 'games'),
    page('games/:slug', '../features/games/game.route.tsx', 'games-game'),
    page('warenkorb', '../features/basket/basket.route.tsx', 'checkoutBasket'),
    page('warenkorb/danke', '../features/basket/thanks.route.tsx', 'checkoutBasket-success'),
    // Tips saved in this browser: the server renders the page without them (noindex, like the account pages).
    page('meine-zahlen', '../features/my-numbers/my-numbers.route.tsx', 'myNumbers'),
    // Every account page shares the sub-navigation.
    route('kundenkonto', '../features/account/account-layout.route.tsx', { id: 'account-layout' }, [
      index('../features/account-home/account-home.route.tsx', { id: 'account' }),
      page('zahlungsdaten', '../features/payment-data/payment-data.route.tsx', 'account-paymentData'),
      page('spielhistorie', '../features/account/receipts.route.tsx', 'account-lotteryReceiptHistory'),
      page('alterspruefung', '../features/verification/verification.route.tsx', 'account-ageVerification'),
      page('daten', '../features/account/personal-data.route.tsx', 'account-personalData'),
      page('limits', '../features/limits/limits.route.tsx', 'account-limits'),
      page('transaktionen', '../features/transactions/transactions.route.tsx', 'account-transactions'),
      page('ausgaben', '../features/spending/spending.route.tsx', 'account-spending'),
    ]),
    // A /my call: the player logs in (the login's modal, then the checks after a login) and comes back here.
    page('confirm_email', '../features/recovery/confirm-email.route.tsx', 'confirmEmail'),
    page('404', 'not-found.route.tsx', 'notFound'),
    // Content pages (spec/1 §2): fixed paths, FAQ, odds; the CMS catch-all is the '*' route below.
    page('agb', '../features/content/fixed-page.route.tsx', 'agb'),
    page('datenschutz', '../features/content/fixed-page.route.tsx', 'datenschutz'),
    page('kundenservice', '../features/content/fixed-page.route.tsx', 'kundenservice'),
    page('faq', '../features/content/faq.route.tsx', 'faq'),
    page('gewinnwahrscheinlichkeiten', '../features/content/winning-probabilities.route.tsx', 'winningProbabilities'),
    ...(fakeBuild
      ? [
          page('dev/fake-backend', '../features/dev/fake-backend.route.tsx', 'dev-fakeBackend'),
          // Layout test: an unexpected error in a view ends on the error page of the route's boundary.
          page('dev/fehler', '../features/dev/error-test.route.tsx', 'dev-errorTest'),
        ]
      : []),
    // /{cmsSlug...}: slug paths are content pages (page check, redirects, fatal 404); anything else is the non-fatal not-found.
    page('*', '../features/content/content-page.route.tsx', 'cmsSlug'),
  ]),
] satisfies RouteConfig;
