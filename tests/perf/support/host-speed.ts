/**
 * How fast this host is, in the unit Lighthouse uses: its `benchmarkIndex`, measured by
 * Lighthouse's own page function in Chromium. Machines of the same kind differ by more than 3×
 * here (about 1,060 on a slow one, about 3,700 on a fast one, Chromium 156), so a timing budget
 * means something only once it says on which machine it holds (docs/decisions.md, issue 15).
 *
 * - Lighthouse emulates one device on every host: the CPU slowdown is chosen so that the
 *   throttled host matches a mid-tier phone, as Lighthouse's throttling documentation asks.
 * - Wall-clock budgets of the other benchmarks hold on the reference host and scale with the
 *   measured index: a host half as fast gets twice the time, a faster one less.
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The device Lighthouse's mobile audit stands for: Chrome DevTools' "mid-tier mobile" (a
 * Pixel 5-class phone) is calibrated to a benchmark index of 1,000. Lighthouse's default 4×
 * slowdown assumes a host about four times faster than that.
 */
export const MID_TIER_MOBILE_INDEX = 1000;

/**
 * The host on which the wall-clock budgets of tests/perf were set: the benchmark index of the
 * CI machine kind, median of samples taken on 2026-11-25 (Chromium 156).
 */
export const REFERENCE_HOST_INDEX = 3700;

/** Lighthouse's CPU benchmark (about one second), as Lighthouse itself runs it in the page. */
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** Median of a few runs of the benchmark in a page of the browser under test. */
export async function measureBenchmarkIndex(page: Page, samples = 3): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < samples; i++) values.push(await page.evaluate<number>(BENCHMARK));
  return values.sort((a, b) => a - b)[Math.floor(samples / 2)]!;
}

/**
 * The CPU slowdown that turns this host into the mid-tier phone. A host slower than that phone
 * cannot be made faster: it runs unthrottled (1×), which only ever costs score.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / MID_TIER_MOBILE_INDEX) * 100) / 100);
}

/** A budget set on the reference host, for a host with this benchmark index. */
export function budgetOnHost(budgetMs: number, benchmarkIndex: number): number {
  return Math.round((budgetMs * REFERENCE_HOST_INDEX) / benchmarkIndex);
}

/** One line for a benchmark's output: what was measured and what it does to the budgets. */
export function describeHost(benchmarkIndex: number): string {
  const factor = REFERENCE_HOST_INDEX / benchmarkIndex;
  return `host benchmark index ${Math.round(benchmarkIndex)} (reference ${REFERENCE_HOST_INDEX}): time budgets × ${factor.toFixed(2)}`;
}
