import { describe, expect, it } from 'vitest';
import { AuthenticationError, GatewayError } from '../../core/domain/errors';
import { formatMoney, money, zero } from '../../core/domain/money';
import type { SpendingMonth } from '../../core/domain/spending';
import type { LoadSpendingUseCase, SpendingOverview } from '../../core/use-cases/load-spending.use-case';
import { chartSummary, monthName, monthShort, signedMoney } from '../../src/features/spending/spending-format';
import SpendingChart from '../../src/features/spending/spending-chart.view';
import { SpendingTable } from '../../src/features/spending/spending-table.view';
import { SPENDING } from '../../src/features/spending/spending.module';
import { SpendingViewModel } from '../../src/features/spending/spending.view-model';
import { VERIFIED } from '../support/demo';
import { render, tags } from './components/markup';
import { memoryApp } from './support/memory-app';

const month = (name: string, stakes: number, winnings: number, deposits: number): SpendingMonth => ({
  month: name,
  stakes: money(stakes),
  winnings: money(winnings),
  deposits: money(deposits),
});

/** A use case that answers what the test says, when the test says. */
function scripted(...answers: (() => Promise<SpendingOverview>)[]): LoadSpendingUseCase {
  return { execute: () => answers.shift()!() } as unknown as LoadSpendingUseCase;
}

const OVERVIEW: SpendingOverview = {
  months: [month('2026-10', 0, 0, 0), month('2026-11', 1250, 2300, 5000)],
  totals: { stakes: money(1250), winnings: money(2300), deposits: money(5000) },
  net: money(1050),
  depositLimit: null,
  lugasLimit: null,
  limitsUnavailable: true,
  complete: true,
};

describe('spending dashboard (/kundenkonto/ausgaben)', () => {
  it('loads 12 months of the logged-in player from the ledger, with the limits', async () => {
    const app = await memoryApp();
    await app.session.login({ ...VERIFIED, longLastingSession: false });
    app.platform.seedLedgerHistory({ email: VERIFIED.username, count: 80 });
    const vm = app.get(SPENDING.spendingViewModel);
    expect(vm.status).toBe('loading');
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.months).toHaveLength(12);
    expect(vm.currentMonth!.month).toBe('2026-11');
    expect(vm.empty).toBe(false);
    const overview = vm.overview!;
    expect(overview.net.fractional).toBe(overview.totals.winnings.fractional - overview.totals.stakes.fractional);
    expect(overview.lugasLimit).not.toBeNull();
    expect(overview.limitsUnavailable).toBe(false);
  });

  it('says so when loading fails, and loads again on retry', async () => {
    const vm = new SpendingViewModel(
      scripted(
        () => Promise.reject(new GatewayError(503, 'GET', '/my/vouchers')),
        () => Promise.resolve(OVERVIEW),
      ),
    );
    await vm.load();
    expect(vm.status).toBe('error');
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.overview).toBe(OVERVIEW);
  });

  it('leaves a lost session to the session keeper and ignores an answer after the page is gone', async () => {
    const lost = new SpendingViewModel(scripted(() => Promise.reject(new AuthenticationError(401, 'GET', '/x'))));
    await lost.load();
    expect(lost.status).toBe('loading');

    let answer: (overview: SpendingOverview) => void = () => undefined;
    const late = new SpendingViewModel(scripted(() => new Promise((resolve) => (answer = resolve))));
    const loading = late.load();
    late.dispose();
    answer(OVERVIEW);
    await loading;
    expect(late.overview).toBeNull();
  });

  it('is empty without a stake, winning or deposit in the year', async () => {
    const vm = new SpendingViewModel(
      scripted(() =>
        Promise.resolve({
          ...OVERVIEW,
          months: [month('2026-11', 0, 0, 0)],
          totals: { stakes: zero(), winnings: zero(), deposits: zero() },
          net: zero(),
        }),
      ),
    );
    await vm.load();
    expect(vm.empty).toBe(true);
  });
});

describe('spending texts, chart and table', () => {
  it('names months in German and signs the net result', () => {
    expect(monthName('2026-03')).toBe('März 2026');
    expect(monthShort('2026-11')).toBe('Nov. 26');
    expect(signedMoney(money(-6445))).toBe('\u2212\u00a064,45\u00a0€');
    expect(signedMoney(money(950))).toBe('+\u00a09,50\u00a0€');
    expect(signedMoney(money(0))).toBe('0,00\u00a0€');
  });

  it('draws an SVG image whose label states every figure', () => {
    const label = chartSummary(OVERVIEW.months);
    expect(label).toContain('Oktober 2026: Einsätze 0,00\u00a0€, Gewinne 0,00\u00a0€, Einzahlungen 0,00\u00a0€');
    expect(label).toContain('November 2026: Einsätze 12,50\u00a0€, Gewinne 23,00\u00a0€, Einzahlungen 50,00\u00a0€');
    const html = render(<SpendingChart months={OVERVIEW.months} label={label} monthLabel={monthShort} />);
    const [svg] = tags(html, 'svg');
    expect(svg?.attrs).toMatchObject({ role: 'img', 'aria-label': label });
    // Three bars a month; the axis is in whole euros.
    expect(tags(html, 'rect').filter((r) => r.attrs['class']?.includes('tw-spending-chart__bar'))).toHaveLength(6);
    expect(html).toContain('50\u00a0€');
  });

  it('tabulates the same figures with their sums', () => {
    const html = render(<SpendingTable months={OVERVIEW.months} totals={OVERVIEW.totals} />);
    expect(html).toContain('<th scope="row">November 2026</th>');
    for (const amount of [1250, 2300, 5000]) expect(html).toContain(formatMoney(money(amount)));
    expect(tags(html, 'td')).toHaveLength(2 * 3 + 3);
  });
});
