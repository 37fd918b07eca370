import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { fakeBackend } from './support';

/**
 * What the pages built on the draw archive (results, statistics, Gewinnabfrage) check against:
 * draws depend on the seed and the clock, so they are read from the API the app uses.
 */
const API = '/lottery-store/public/api/v2';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface LastDraw {
  drawing_time: string;
  drawn_numbers: { main_numbers: number[]; extra_numbers: number[]; super_number: number | null };
}

/** A lottery's last draw as the fake backend has it. */
export async function lastDraw(page: Page, lottery: string): Promise<LastDraw> {
  const response = await page.request.get(fakeBackend(`${API}/lotteries/${lottery}/draws/last`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as LastDraw;
}

/** An instant's day in Berlin as the pages write it: dd.MM.yyyy. */
export const germanDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ iframes: false, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
