/**
 * Gewinnabfrage benchmark (issue 19). Two figures, each against its budget on the reference host
 * (scaled to the host by its benchmark index, support/host-speed.ts), exit code 1 when one breaks:
 * (a) the core evaluation of 6,000 draws × 12 fields (evaluatePastWinnings, in Node), median of
 *     15 runs after a warm-up: < 50 ms;
 * (b) the Gewinnabfrage in Chromium on the `npm start` build over the whole fake archive of
 *     LOTTO 6aus49 (two years of shows, packed by the server into one answer, issue 26): from
 *     the click on "Prüfen" to the result on screen, on a freshly loaded page each run (no client
 *     cache helps), median of 5 runs: < 1.5 s. Its request count is history-requests.perf.ts's.
 * Run: npm run perf. Own port (PERF_WINNING_CHECK_PORT, a free one by default) and data folder (support/perf-app.ts).
 */
import type { Page } from '@playwright/test';
import type { Draw } from '../../core/domain/draw';
import { money } from '../../core/domain/money';
import { evaluatePastWinnings } from '../../core/domain/winning-check';
import type { CheckedTip } from '../../core/domain/winning-check-tip';
import { enforceMedianBudgets, median, startPerfApp, portFrom } from './support/perf-app';

/** On the reference host; scaled to the host that runs it. */
const CORE_BUDGET_MS = 50;
const PAGE_BUDGET_MS = 1500;
const CORE_RUNS = 15;
const PAGE_RUNS = 5;
const DRAWS = 6000;
const FIELDS = 12;

/** mulberry32: the same draws and fields on every run. */
function generator(seed: number): (max: number) => number {
  let state = seed;
  return (max) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

function sixOf49(next: (max: number) => number): number[] {
  const numbers = new Set<number>();
  while (numbers.size < 6) numbers.add(next(49));
  return [...numbers].sort((a, b) => a - b);
}

/** 6,000 LOTTO draws with numbers, Spiel 77 and Super 6 and a full set of quotas each. */
function syntheticArchive(): Draw[] {
  const next = generator(4949);
  const start = Date.UTC(2000, 0, 1, 18, 25);
  return Array.from({ length: DRAWS }, (_, i): Draw => {
    const at = new Date(start + i * 3.5 * 86_400_000).toISOString();
    const digits = (length: number) => Array.from({ length }, () => String(next(10) - 1)).join('');
    return {
      id: `lotto6aus49-${i}`,
      lotteryIdentifier: 'lotto6aus49',
      drawingTime: at,
      saleStopTime: at,
      jackpot: money(1_000_000_000),
      drawnNumbers: {
        main: sixOf49(next),
        extra: [],
        superNumber: next(10) - 1,
        tickets: [
          { game: 'spiel77', tier: 1, numbers: [digits(7)] },
          { game: 'super6', tier: 1, numbers: [digits(6)] },
        ],
      },
      odds: [
        ...Array.from({ length: 9 }, (_, t) => ({
          fieldType: 'normal',
          tier: t + 1,
          winningsAmount: money(600 * 10 ** (9 - t)),
          winningsQuantity: 1,
        })),
        ...Array.from({ length: 7 }, (_, t) => ({
          fieldType: 'spiel77',
          tier: t + 1,
          winningsAmount: money(500 * 10 ** (6 - t)),
          winningsQuantity: 1,
        })),
        ...Array.from({ length: 6 }, (_, t) => ({
          fieldType: 'super6',
          tier: t + 1,
          winningsAmount: money(250 * 10 ** (5 - t)),
          winningsQuantity: 1,
        })),
      ],
      recurringDrawEventIdentifier: 'saturday',
      stake: null,
    };
  });
}

function measureCore(): { runs: number[]; wins: number } {
  const draws = syntheticArchive();
  const next = generator(77);
  const tip: CheckedTip = {
    fields: Array.from({ length: FIELDS }, () => ({ main: sixOf49(next), extra: [] })),
    superNumber: 7,
    ticketNumber: '1234567',
  };
  let wins = 0;
  for (let i = 0; i < 5; i += 1) wins = evaluatePastWinnings('lotto6aus49', tip, draws).wins.length;
  const runs = Array.from({ length: CORE_RUNS }, () => {
    const started = performance.now();
    evaluatePastWinnings('lotto6aus49', tip, draws);
    return performance.now() - started;
  });
  return { runs, wins };
}

/**
 * Clicks "Prüfen" inside the page and waits there, without test-runner round trips, until the
 * result says how many draws were checked.
 */
function clickAndWaitForResult(page: Page): Promise<{ ms: number; checked: string }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; checked: string }>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Prüfen');
        if (!button) return reject(new Error('"Prüfen" not found'));
        const started = performance.now();
        const timer = setTimeout(() => reject(new Error('no result within 20 s')), 20_000);
        const observer = new MutationObserver(() => {
          const checked = document.querySelector('[data-testid="winning-check-checked"]');
          if (!checked) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ ms: performance.now() - started, checked: checked.textContent ?? '' });
        });
        observer.observe(document.body, { subtree: true, childList: true });
        button.click();
      }),
  );
}

const app = await startPerfApp(portFrom(process.env.PERF_WINNING_CHECK_PORT));
const coreBudget = app.budget(CORE_BUDGET_MS);
const pageBudget = app.budget(PAGE_BUDGET_MS);
try {
  const core = measureCore();

  const last = (await (
    await fetch(`${app.base}/lottery-store/public/api/v2/lotteries/lotto6aus49/draws/last`)
  ).json()) as { drawn_numbers: { main_numbers: number[]; super_number: number } };
  const page = await app.browser.newPage();
  const runs: number[] = [];
  let checked = '';
  for (let run = 0; run < PAGE_RUNS; run += 1) {
    await page.goto(`${app.base}/lotto/gewinnabfrage`);
    // The server renders the page; what is chosen before the app has taken over would be lost.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const grid = page.getByRole('group', { name: 'Tippfeld 1', exact: true });
    for (const n of last.drawn_numbers.main_numbers)
      await grid.getByRole('button', { name: `Zahl ${n}`, exact: true }).click();
    await page.getByRole('button', { name: `Superzahl ${last.drawn_numbers.super_number}`, exact: true }).click();
    const result = await clickAndWaitForResult(page);
    runs.push(result.ms);
    checked = result.checked;
  }

  console.log('\nGewinnabfrage (issue 19)');
  console.log('| measure | median | runs (ms) | budget |\n|---|---|---|---|');
  console.log(
    `| core evaluation, ${DRAWS.toLocaleString('en')} draws × ${FIELDS} fields (${core.wins} wins) | ${median(core.runs).toFixed(1)} ms | ${core.runs.map((v) => v.toFixed(1)).join(', ')} | ${coreBudget} ms |`,
  );
  console.log(
    `| "Prüfen" → result, whole LOTTO archive in Chromium, npm start (${checked}) | ${median(runs).toFixed(0)} ms | ${runs.map((v) => v.toFixed(0)).join(', ')} | ${pageBudget} ms |`,
  );
  console.log(app.hostLine);
  enforceMedianBudgets(coreBudget, [['core evaluation', core.runs]]);
  enforceMedianBudgets(pageBudget, [['Gewinnabfrage in Chromium', runs]]);
} finally {
  await app.stop();
}
