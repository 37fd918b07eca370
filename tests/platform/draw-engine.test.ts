import { describe, expect, it } from 'vitest';
import type { DrawDto } from '../../adapters/http/wire/draws.dto';
import { dayOf, slotsOn } from '../../mocks/platform/draws/draw-calendar';
import { marketOf } from '../../mocks/platform/draws/draw-market';
import { ALL_RECEIPTS, commonBalance, lineFor, loginAs, orderOf, platformAt, priceRequest } from './platform-fixtures';

const SPIELER = 'spieler@tippwerk.de';
const spiel77Of = (draw: DrawDto | undefined) =>
  draw?.drawn_numbers?.ticket_numbers.find((t) => t.lottery_identifier === 'spiel77')?.ticket_numbers[0];

describe('draw schedule (Europe/Berlin)', () => {
  it('keeps LOTTO at 19:25 Berlin across the spring DST switch, sale stop 19:00', () => {
    const { platform } = platformAt('2026-03-26T10:00:00Z');
    const saturdays = platform
      .futureDraws('lotto6aus49', 4)
      .filter((d) => d.recurring_draw_event_identifier === 'saturday');
    expect(saturdays.map((d) => [d.drawing_time, d.sale_stop_time])).toEqual([
      ['2026-03-28T18:25:00Z', '2026-03-28T18:00:00Z'],
      ['2026-04-04T17:25:00Z', '2026-04-04T17:00:00Z'],
    ]);
  });

  it('keeps KENO at 19:10 Berlin across the autumn switch and takes a draw off sale at its sale stop', () => {
    const { platform } = platformAt('2026-10-24T17:00:00Z');
    expect(platform.futureDraws('keno', 2).map((d) => d.drawing_time)).toEqual([
      '2026-10-25T18:10:00Z',
      '2026-10-26T18:10:00Z',
    ]);
    const before = platformAt('2026-10-24T16:59:00Z').platform.futureDraws('keno', 1);
    expect(before.map((d) => d.drawing_time)).toEqual(['2026-10-24T17:10:00Z']);
  });

  it('refuses limits out of range and unknown lotteries', () => {
    const { platform } = platformAt();
    expect(() => platform.futureDraws('keno', 0)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => platform.pastDrawDates('keno', 801)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => platform.lastDraw('lotto7aus49')).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('draw history', () => {
  it('goes back two years for every lottery, the same for one seed whenever it was seeded', () => {
    const early = platformAt('2026-03-04T16:59:00Z').platform;
    const later = platformAt('2026-11-18T09:00:00Z').platform;
    for (const [lottery, perYear] of [
      ['lotto6aus49', 104],
      ['eurojackpot', 104],
      ['keno', 365],
      ['gluecksspirale', 52],
    ] as const) {
      const shows = later.pastDrawDates(lottery, 800);
      expect(shows.length).toBeGreaterThanOrEqual(Math.min(800, 2 * perYear));
      const show = early.pastDrawDates(lottery, 800)[150]?.id ?? '';
      expect(later.showDraws(show)).toEqual(early.showDraws(show));
    }
    const other = platformAt('2026-11-18T09:00:00Z', 7).platform;
    expect(other.showDraws('lotto6aus49-2025-06-07')[0]?.drawn_numbers).not.toEqual(
      later.showDraws('lotto6aus49-2025-06-07')[0]?.drawn_numbers,
    );
  });

  it('rolls jackpots over until class 1 is hit, within the caps of §6', () => {
    const { platform } = platformAt('2026-11-18T09:00:00Z');
    for (const [lottery, min, cap] of [
      ['lotto6aus49', 100_000_000, 5_000_000_000],
      ['eurojackpot', 1_000_000_000, 12_000_000_000],
    ] as const) {
      // Older than the demo player's rigged draws (up to 58 days back).
      const draws = platform
        .pastDrawDates(lottery, 200)
        .slice(30)
        .reverse()
        .map((s) => platform.showDraws(s.id)[0]);
      let resets = 0;
      draws.forEach((draw, i) => {
        const next = draws[i + 1];
        const jackpot = draw?.jackpot?.fractional ?? 0;
        expect(jackpot).toBeGreaterThanOrEqual(min);
        expect(jackpot).toBeLessThanOrEqual(cap);
        if (!next) return;
        const hit = (draw?.odds.find((o) => o.field_type === 'normal' && o.tier === 1)?.winnings_quantity ?? 0) > 0;
        if (hit) resets += 1;
        if (!hit) expect(next.jackpot?.fractional).toBeGreaterThanOrEqual(Math.min(cap, jackpot));
        // Hit: back to the minimum plus at most one draw's share.
        else expect(next.jackpot?.fractional).toBeLessThanOrEqual(min + 500_000_000);
      });
      expect(resets).toBeGreaterThan(0);
    }
  });

  it('pays fixed classes exactly and splits pari-mutuel pools among the winners', () => {
    const { platform } = platformAt('2026-11-18T09:00:00Z');
    const draw = platform.lastDraw('lotto6aus49');
    const quota = (type: string, tier: number) =>
      draw.odds.find((o) => o.field_type === type && o.tier === tier)?.winnings_amount.fractional;
    expect([quota('normal', 9), quota('spiel77', 7), quota('spiel77', 2), quota('super6', 1)]).toEqual([
      600, 500, 7_777_700, 10_000_000,
    ]);
    // About half the stakes come back: class 9 plus classes 2–8 (class 1 is the jackpot).
    const paid = draw.odds
      .filter((o) => o.field_type === 'normal' && o.tier > 1)
      .reduce((sum, o) => sum + o.winnings_amount.fractional * o.winnings_quantity, 0);
    const stake = draw.stake?.fractional ?? 0;
    expect(paid).toBeGreaterThan(stake * 0.3);
    expect(paid).toBeLessThanOrEqual(stake / 2);
  });
});

describe('draws as the clock passes', () => {
  it('draws by itself after the drawing time and pays the player’s receipt, Spiel 77 jackpot included', () => {
    const { platform } = platformAt(); // Wednesday 17:59 Berlin
    const [slot] = slotsOn('lotto6aus49', dayOf('2026-03-04'));
    const coming = slot && marketOf(4949, slot);
    if (!coming) throw new Error('no draw that day');
    const ticket = coming.addons['spiel77']?.ticket_numbers[0]?.ticket_numbers[0] ?? '';
    const token = loginAs(platform, SPIELER);
    const before = commonBalance(platform, token);
    const data = {
      product_identifier: 'lotto6aus49_regular',
      ticket_numbers: [ticket],
      number_fields: [
        {
          type_identifier: 'normal',
          main_tips: coming.numbers.main_numbers
            .slice(0, 4)
            .concat(
              [
                coming.numbers.main_numbers.includes(48) ? 47 : 48,
                coming.numbers.main_numbers.includes(49) ? 46 : 49,
              ].filter((n) => !coming.numbers.main_numbers.includes(n)),
            )
            .slice(0, 6),
          extra_tips: [],
        },
      ],
      recurring_draw_event_identifiers: ['wednesday'],
      repetition_quantity: 1,
      addon_lotteries: [{ identifier: 'spiel77' }],
      repetition_frequency: { quantity: 1, unit: 'week' as const },
      field_stake: null,
    };
    const line = lineFor(
      platform,
      'a',
      data,
      priceRequest({
        recurring_draw_event_identifiers: ['wednesday'],
        addon_cachables: [{ identifier: 'spiel77', quantity: 1 }],
      }),
    );
    platform.placeOrder(token, orderOf('o-1', [line]));
    const paid = before - commonBalance(platform, token);
    expect(platform.lastDraw('lotto6aus49').id).toBe('lotto6aus49-20260228-saturday');

    platform.shiftClock(30); // 18:29, four minutes after the draw
    const [receipt] = platform.receipts(loginAs(platform, SPIELER), {
      ...ALL_RECEIPTS,
      sort_direction: 'desc',
    }).lottery_receipts;
    const last = platform.lastDraw('lotto6aus49');
    expect(last.id).toBe('lotto6aus49-20260304-wednesday');
    expect(receipt?.draws[0]?.drawn_numbers?.main_numbers).toEqual(last.drawn_numbers?.main_numbers);
    const superNumber = Number(ticket.slice(-1)) === last.drawn_numbers?.super_number;
    const lottoWin = receipt?.wager.lottery_winnings[0]?.winning_tiers[0];
    expect(lottoWin).toMatchObject({ tier: superNumber ? 5 : 6, quantity: 1 });
    const s77 = receipt?.addon_wagers[0]?.lottery_winnings[0];
    expect(s77?.winning_tiers[0]).toMatchObject({ tier: 1, quantity: 1 });
    // The jackpot is split among everybody who hit it: the simulated winners and this player.
    const s77Class1 = last.odds.find((o) => o.field_type === 'spiel77' && o.tier === 1);
    expect(s77Class1?.winnings_quantity).toBe((coming.counts['spiel77:1'] ?? 0) + 1);
    expect(s77?.amount.fractional).toBe(s77Class1?.winnings_amount.fractional);
    expect(spiel77Of(last)).toBe(ticket);
    expect(commonBalance(platform, loginAs(platform, SPIELER))).toBe(
      before - paid + (lottoWin?.amount.fractional ?? 0) + (s77?.amount.fractional ?? 0),
    );
    expect(
      last.odds.find((o) => o.field_type === 'normal' && o.tier === lottoWin?.tier)?.winnings_quantity,
    ).toBeGreaterThan(0);
  });

  it('keeps the current jackpot equal to the engine’s next draw and moves on after a draw', () => {
    const { platform } = platformAt();
    const current = () => platform.currentDraws('lotto6aus49_regular')[0];
    expect(current()?.jackpot).toEqual(platform.futureDraws('lotto6aus49', 1)[0]?.jackpot);
    platform.shiftClock(3 * 24 * 60 + 90); // Saturday 19:29
    const last = platform.lastDraw('lotto6aus49');
    expect(last.id).toBe('lotto6aus49-20260307-saturday');
    const hit = (last.odds[0]?.winnings_quantity ?? 0) > 0;
    const next = current()?.jackpot?.fractional ?? 0;
    if (hit) expect(next).toBeLessThan(last.jackpot?.fractional ?? 0);
    else expect(next).toBeGreaterThanOrEqual(last.jackpot?.fractional ?? 0);
  });

  it('waits with automatic draws off and runs the next draw on request', () => {
    const { platform } = platformAt();
    platform.setAutoDraws(false);
    platform.shiftClock(2 * 24 * 60);
    expect(platform.lastDraw('keno').id).toBe('keno-20260303-daily');
    const run = platform.runNextDraw({ lottery: 'keno' });
    expect(run.draw.id).toBe('keno-20260304-daily');
    expect(platform.lastDraw('keno').id).toBe('keno-20260304-daily');
    expect(() => platform.runNextDraw({ lottery: 'lotto7aus49' })).toThrow(expect.objectContaining({ status: 400 }));
  });
});
