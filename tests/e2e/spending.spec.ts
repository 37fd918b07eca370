import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, VERIFIED } from './support';

/** Issue 19: the spending dashboard (/kundenkonto/ausgaben) against the bookings the fake API lists. */
test.beforeEach(async ({ page }) => freshShop(page));

const WALLET = '/wallet/public/api/v1';
type Cents = { fractional: number };
interface VoucherDto {
  number: string;
  amount: Cents;
  booking_type: 'credit' | 'debit';
  reversed: boolean;
  created_at: string;
  voucherable: { voucherable_type: string };
}
interface Sums {
  stakes: number;
  winnings: number;
  deposits: number;
}

async function control(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const answer = await page.request.post(fakeBackend(`/__fake/ledger/${path}`), { data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The player's own session on the API, as the shop's transactions page would use it. */
async function apiSession(request: APIRequestContext): Promise<Record<string, string>> {
  const session = await request.post(fakeBackend('/player/public/api/v1/login'), {
    data: { username: VERIFIED.email, password: VERIFIED.password, long_lasting_session: false },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Every booking of both accounts, page by page (GET /my/vouchers, the transactions page's call). */
async function allVouchers(request: APIRequestContext, headers: Record<string, string>): Promise<VoucherDto[]> {
  const found: VoucherDto[] = [];
  for (const kind of ['common', 'games']) {
    for (let offset = 0; ; offset += 100) {
      const answer = await request.get(fakeBackend(`${WALLET}/my/vouchers`), {
        headers,
        params: { kind, page_limit: 100, page_offset: offset, sort_attribute: 'created_at', sort_direction: 'asc' },
      });
      expect(answer.ok()).toBe(true);
      const list = (await answer.json()) as { vouchers: VoucherDto[]; page_info: { total_count: number } };
      found.push(...list.vouchers);
      if (offset + 100 >= list.page_info.total_count) break;
    }
  }
  return found;
}

const berlinMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' });
const monthKey = (date: Date) => berlinMonth.format(date).slice(0, 7);
const monthLabel = (key: string) =>
  new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01`));
const euro = (cents: number) =>
  `${Math.trunc(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}\u00a0€`;

/** The last 12 Berlin months, oldest first, each with its sums by the platform's rules. */
function sumPerMonth(vouchers: VoucherDto[]): [string, Sums][] {
  const now = new Date();
  const keys: string[] = [];
  for (let back = 11; back >= 0; back--) {
    // The 15th of each month back, so no month is skipped or repeated near a month's end.
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15));
    keys.push(back === 0 ? monthKey(now) : monthKey(day));
  }
  const sums = new Map(keys.map((k) => [k, { stakes: 0, winnings: 0, deposits: 0 }]));
  for (const v of vouchers) {
    const sum = sums.get(monthKey(new Date(v.created_at)));
    if (!sum || v.reversed) continue;
    const cents = v.amount.fractional;
    const type = v.voucherable.voucherable_type;
    if (type === 'purchase' || type === 'gambling_purchase') sum.stakes += cents;
    if (type === 'purchase_partial_refund' || type === 'gambling_purchase_partial_refund') sum.stakes -= cents;
    if (type === 'lottery_winning' || type === 'gambling_winning') sum.winnings += cents;
    if (type === 'deposit' && v.booking_type === 'credit') sum.deposits += cents;
  }
  return [...sums.entries()];
}

test('the dashboard shows per month what the transactions add up to, as a table and a described chart', async ({
  page,
}) => {
  // Two pages of bookings on the Lotterie-Konto, some on the Spiele-Konto, a chargeback and a partial refund.
  await control(page, 'seed-history', { email: VERIFIED.email, count: 150 });
  await control(page, 'seed-history', { email: VERIFIED.email, count: 25, kind: 'games' });
  const headers = await apiSession(page.request);
  const seeded = await allVouchers(page.request, headers);
  const deposit = seeded.findLast((v) => v.voucherable.voucherable_type === 'deposit')!;
  const purchase = seeded.findLast((v) => v.voucherable.voucherable_type === 'purchase' && v.amount.fractional >= 200)!;
  await control(page, 'chargeback', { email: VERIFIED.email, voucher_number: deposit.number });
  await control(page, 'partial-refund', { email: VERIFIED.email, voucher_number: purchase.number, amount_cents: 100 });
  const limit = await page.request.put(fakeBackend(`${WALLET}/my/deposit_limits/personal`), {
    headers,
    data: { amount: { fractional: 50_000, currency: 'EUR' }, interval: 'month' },
  });
  expect(limit.ok(), await limit.text()).toBe(true);

  // The server sends a shell without figures (noindex); the figures come after hydration.
  const html = await (await page.request.get('/kundenkonto/ausgaben')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toContain('data-testid="spending-table"');

  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto');
  await page
    .getByRole('navigation', { name: 'Kundenkonto', exact: true })
    .getByRole('link', { name: 'Ausgaben' })
    .click();
  await expect(page).toHaveURL(/\/kundenkonto\/ausgaben$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ausgaben' })).toBeVisible();
  const table = page.getByTestId('spending-table');
  await expect(table).toBeVisible();

  const months = sumPerMonth(await allVouchers(page.request, headers));
  const expectedRows = months.map(([key, s]) => [monthLabel(key), euro(s.stakes), euro(s.winnings), euro(s.deposits)]);
  const shownRows = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));
  expect(shownRows).toEqual(expectedRows);
  expect(months.filter(([, s]) => s.stakes > 0).length).toBeGreaterThan(0);

  const total = (key: keyof Sums) => months.reduce((sum, [, s]) => sum + s[key], 0);
  await expect(page.getByTestId('spending-totals')).toHaveText(
    `Summe${euro(total('stakes'))}${euro(total('winnings'))}${euro(total('deposits'))}`,
  );
  const net = total('winnings') - total('stakes');
  await expect(page.getByTestId('spending-net')).toHaveText(
    net === 0 ? euro(0) : `${net < 0 ? '\u2212' : '+'}\u00a0${euro(Math.abs(net))}`,
  );

  // The chart: an SVG image whose name says every month's figures.
  const chart = page.getByRole('img', { name: /^Balkendiagramm der Einsätze/ });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const label = (await chart.getAttribute('aria-label')) ?? '';
  for (const [key, s] of months)
    expect(label).toContain(
      `${monthLabel(key)}: Einsätze ${euro(s.stakes)}, Gewinne ${euro(s.winnings)}, Einzahlungen ${euro(s.deposits)}`,
    );

  // This month's use of the limits, as the platform counts it.
  const limits = (await (await page.request.get(fakeBackend(`${WALLET}/my/limits`), { headers })).json()) as {
    deposit_limits: { personal: { amount: Cents; remaining_amount: Cents } };
    lugas_limit: { amount: Cents; remaining_amount: Cents };
  };
  for (const [testId, use] of [
    ['spending-limit-deposit', limits.deposit_limits.personal],
    ['spending-limit-lugas', limits.lugas_limit],
  ] as const) {
    const used = Math.max(0, use.amount.fractional - use.remaining_amount.fractional);
    await expect(page.getByTestId(testId)).toContainText(
      `Diesen Monat genutzt: ${euro(used)} von ${euro(use.amount.fractional)}`,
    );
  }

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
