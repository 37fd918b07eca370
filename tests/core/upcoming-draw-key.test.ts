import { describe, expect, it } from 'vitest';
import { upcomingDrawKey } from '../../core/domain/draw';
import { memoryWorld } from './support/memory-world';

describe('the upcoming-draw key (spec/2 constants)', () => {
  it('is the lottery identifier and the weekday of the sale stop, in Berlin', () => {
    expect(upcomingDrawKey({ lotteryIdentifier: 'lotto6aus49', saleStopTime: '2026-11-28T18:00:00Z' })).toBe(
      'lotto6aus49_saturday',
    );
    expect(upcomingDrawKey({ lotteryIdentifier: 'lotto6aus49', saleStopTime: '2026-12-02T17:00:00Z' })).toBe(
      'lotto6aus49_wednesday',
    );
    expect(upcomingDrawKey({ lotteryIdentifier: 'eurojackpot', saleStopTime: '2026-12-01T18:00:00Z' })).toBe(
      'eurojackpot_tuesday',
    );
    // 23:30 UTC on a Saturday is already Sunday in Berlin (summer and winter time alike).
    expect(upcomingDrawKey({ lotteryIdentifier: 'gluecksspirale', saleStopTime: '2026-11-28T23:30:00Z' })).toBe(
      'gluecksspirale_sunday',
    );
    expect(upcomingDrawKey({ lotteryIdentifier: 'gluecksspirale', saleStopTime: '2026-07-04T22:30:00Z' })).toBe(
      'gluecksspirale_sunday',
    );
  });

  it('KENO, drawn every day, has none', () => {
    expect(upcomingDrawKey({ lotteryIdentifier: 'keno', saleStopTime: '2026-11-28T18:00:00Z' })).toBeNull();
  });

  it("names each lottery's next draw on the platform by its sale-stop day: LOTTO and Eurojackpot their two days, GlücksSpirale Saturday", async () => {
    const world = memoryWorld();
    const next = await world.loadNextDraws.execute();
    const keys = new Map(next.map(({ lottery, draw }) => [lottery, draw ? upcomingDrawKey(draw) : 'none']));
    expect(keys.get('lotto6aus49')).toMatch(/^lotto6aus49_(wednesday|saturday)$/);
    expect(keys.get('eurojackpot')).toMatch(/^eurojackpot_(tuesday|friday)$/);
    expect(keys.get('gluecksspirale')).toBe('gluecksspirale_saturday');
    expect(keys.get('keno')).toBeNull();
  });
});
