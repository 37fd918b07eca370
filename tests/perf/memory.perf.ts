/**
 * Memory benchmark (issue 8): one tab of the production build in Chromium against the fake
 * backend over HTTP. The verified demo player logs in, one warm-up round of the route cycle
 * below (five rounds) fills the bounded caches, loads the lazy chunks and lets V8 optimise, then the JS heap is measured after
 * a forced garbage collection (Chrome DevTools Protocol: HeapProfiler.collectGarbage, then
 * Runtime.getHeapUsage), 200 client-side navigations follow (link clicks handled by the router,
 * plus history back and forward) across home, landing pages, ticket screens, basket, results,
 * content and account pages, and the heap is measured again on the same page. Fails when the
 * heap grew by 10 % or more. Run: npm run perf
 * Own port (PERF_MEMORY_PORT, a free one by default) and data folder (tests/perf/support/perf-app.ts).
 */
import type { CDPSession, Page } from '@playwright/test';
import { logIn, startPerfApp, portFrom } from './support/perf-app';

const NAVIGATIONS = 200;
const GROWTH_BUDGET = 0.1;
const WARM_UP_ROUNDS = 5;

type Step =
  { readonly click: string; readonly path: string } | { readonly history: 'back' | 'forward'; readonly path: string };
/**
 * One round, 20 navigations, ending where it starts (so both measurements see the same page).
 * Links are the app's own (header, landing and account navigation, footer, page content); each
 * is clicked through the DOM, so a link hidden at this viewport (the phone bottom navigation)
 * still goes through the router like a tap would.
 */
const ROUND: readonly Step[] = [
  { click: 'header a[href="/"]', path: '/' },
  { click: 'header a[href="/lotto"]', path: '/lotto' },
  { click: 'main a[href="/lotto/normalschein"], nav a[href="/lotto/normalschein"]', path: '/lotto/normalschein' },
  { click: 'header a[href="/eurojackpot"]', path: '/eurojackpot' },
  { click: 'a[href="/eurojackpot/normalschein"]', path: '/eurojackpot/normalschein' },
  { click: 'header a[href="/keno"]', path: '/keno' },
  { click: 'a[href="/keno/spielschein"]', path: '/keno/spielschein' },
  { click: 'header a[href="/gluecksspirale"]', path: '/gluecksspirale' },
  { history: 'back', path: '/keno/spielschein' },
  { history: 'forward', path: '/gluecksspirale' },
  { click: 'header a[href="/warenkorb"]', path: '/warenkorb' },
  { click: 'header a[href="/gewinnzahlen"]', path: '/gewinnzahlen' },
  { click: 'main a[href^="/lotto/lottozahlen-quoten"]', path: '/lotto/lottozahlen-quoten' },
  { click: 'a[href="/faq"]', path: '/faq' },
  { click: 'a[href="/agb"]', path: '/agb' },
  { click: 'a[href="/kundenkonto"]', path: '/kundenkonto' },
  { click: '.tw-account__nav a[href="/kundenkonto/transaktionen"]', path: '/kundenkonto/transaktionen' },
  { click: '.tw-account__nav a[href="/kundenkonto/spielhistorie"]', path: '/kundenkonto/spielhistorie' },
  { click: '.tw-account__nav a[href="/kundenkonto/limits"]', path: '/kundenkonto/limits' },
  { click: '.tw-account__nav a[href="/kundenkonto/daten"]', path: '/kundenkonto/daten' },
];

const app = await startPerfApp(portFrom(process.env.PERF_MEMORY_PORT));
const started = performance.now();
try {
  // The after-login notice and the cookie banner are not what this measures.
  await app.control('/__fake/stakes_and_winnings_notice', { enabled: false });
  const page = await app.browser.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem('COOKIE_CONSENT'))
      localStorage.setItem('COOKIE_CONSENT', JSON.stringify({ categories: ['necessary'] }));
  });
  await logIn(page, app.base);
  // A marker in the document: a full page load would drop it (see navigate).
  await page.evaluate(() => ((window as { __memoryProbe?: number }).__memoryProbe = 1));
  const cdp = await page.context().newCDPSession(page);

  let navigations = 0;
  const round = async () => {
    for (const step of ROUND) {
      await navigate(page, step);
      navigations += 1;
    }
  };
  // Warm-up (100 navigations): lazy chunks, i18n bundles, bounded caches, and V8's optimised code.
  // Heap snapshots showed that after one round nearly all later growth is compiled code
  // (InstructionStream, ~1 MB), not app objects (JS objects grew by ~5 KB over 200 navigations).
  for (let warmUp = 0; warmUp < WARM_UP_ROUNDS; warmUp += 1) await round();
  const before = await measure(page, cdp);
  navigations = 0;
  while (navigations < NAVIGATIONS) await round();
  const after = await measure(page, cdp);

  const growth = after.heap / before.heap - 1;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `\nJS heap over ${navigations} client-side navigations (production build, Chromium, logged in, fake backend over HTTP; ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log('| measure | after warm-up | after navigations | change | budget |\n|---|---|---|---|---|');
  console.log(
    `| JS heap used (after forced GC) | ${mb(before.heap)} | ${mb(after.heap)} | ${(growth * 100).toFixed(1)} % | < ${GROWTH_BUDGET * 100} % |`,
  );
  console.log(`| DOM nodes | ${before.nodes} | ${after.nodes} | ${after.nodes - before.nodes} | |`);
  console.log(
    `| event listeners | ${before.listeners} | ${after.listeners} | ${after.listeners - before.listeners} | |`,
  );
  if (growth >= GROWTH_BUDGET) {
    console.error(`JS heap grew by ${(growth * 100).toFixed(1)} % (budget: less than ${GROWTH_BUDGET * 100} %)`);
    process.exitCode = 1;
  }
} finally {
  await app.stop();
}

/** Performs one step and waits until the router shows the target page (its h1 rendered). */
async function navigate(page: Page, step: Step): Promise<void> {
  if ('click' in step) {
    const link = page.locator(step.click).first();
    await link.waitFor({ state: 'attached', timeout: 10_000 });
    await link.evaluate((a: HTMLElement) => a.click());
  } else {
    await page.evaluate((direction) => (direction === 'back' ? history.back() : history.forward()), step.history);
  }
  await page.waitForFunction(
    (path) => location.pathname.startsWith(path) && document.querySelector('#main h1') !== null,
    step.path,
    { timeout: 10_000 },
  );
  // A full page load would reset the heap and hide a leak: every step must stay in the one document.
  if (await page.evaluate(() => (window as { __memoryProbe?: number }).__memoryProbe !== 1)) {
    throw new Error(`${step.path}: the page was reloaded; the benchmark needs client-side navigation`);
  }
}

/** Heap after two forced collections (once the page's requests settled), DOM nodes and listeners. */
async function measure(page: Page, cdp: CDPSession) {
  await page.waitForLoadState('networkidle');
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
}
