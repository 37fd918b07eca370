import { beforeAll, describe, expect, it } from 'vitest';
import { binomial, fieldTypeForCounts, largestCounts, rowsPerField } from '../../core/domain/system';
import { PriceTicketUseCase } from '../../core/use-cases/price-ticket.use-case';
import { memoryWorld } from './support/memory-world';
import { productDefinitions, ticketOf, upTo, type Definitions } from './support/product-definitions';

/** n! / (k! (n-k)!) the slow way, independent of the code under test. */
const choose = (n: number, k: number): number => {
  const factorial = (x: number): number => (x <= 1 ? 1 : x * factorial(x - 1));
  return factorial(n) / (factorial(k) * factorial(n - k));
};

let defs: Definitions;
beforeAll(async () => {
  defs = await productDefinitions();
});

describe('system rows (Tippreihen)', () => {
  it('counts C(n,6) rows for the LOTTO full systems 007 to 012', () => {
    const types = defs.lotto6aus49_system.numberFields.types;
    expect(types.map((t) => t.identifier)).toEqual([
      'system_007',
      'system_008',
      'system_009',
      'system_010',
      'system_011',
      'system_012',
    ]);
    expect(types.map((t) => rowsPerField('lotto6aus49', t))).toEqual([7, 28, 84, 210, 462, 924]);
  });

  it('counts C(k,5)·C(m,2) rows for every offered Eurojackpot system, k 5..10 × m 2..5 without 5 + 2', () => {
    const types = defs.eurojackpot_system.numberFields.types;
    expect(types).toHaveLength(23);
    expect(types.some((t) => t.mainTips === 5 && t.extraTips === 2)).toBe(false);
    for (const type of types) {
      expect(type.identifier).toBe(`system_${type.mainTips}_${type.extraTips}`);
      expect(rowsPerField('eurojackpot', type)).toBe(choose(type.mainTips, 5) * choose(type.extraTips, 2));
    }
    const rows = (main: number, extra: number) => rowsPerField('eurojackpot', { mainTips: main, extraTips: extra });
    expect([rows(6, 2), rows(5, 3), rows(6, 3), rows(10, 5)]).toEqual([6, 3, 18, 2520]);
  });

  it('plays one row per normal field and per KENO type', () => {
    expect(rowsPerField('lotto6aus49', { mainTips: 6, extraTips: 0 })).toBe(1);
    expect(rowsPerField('eurojackpot', { mainTips: 5, extraTips: 2 })).toBe(1);
    expect(rowsPerField('keno', { mainTips: 10, extraTips: 0 })).toBe(1);
    expect(binomial(49, 6)).toBe(13_983_816);
    expect(binomial(3, 5)).toBe(0);
  });

  it('finds the Eurojackpot system from the crossed counts, and none for 5 + 2', () => {
    const ej = defs.eurojackpot_system;
    expect(fieldTypeForCounts(ej, 7, 3)?.identifier).toBe('system_7_3');
    expect(fieldTypeForCounts(ej, 5, 2)).toBeNull();
    expect(largestCounts(ej)).toEqual({ main: 10, extra: 5 });
  });

  it('agrees with the platform: every system costs its rows × the row price, plus the fee', async () => {
    const world = memoryWorld();
    const priceTicket = new PriceTicketUseCase(world.gateways.lotteryStore);
    const cases = [
      ...defs.lotto6aus49_system.numberFields.types.map((t) => ({
        def: defs.lotto6aus49_system,
        t,
        lottery: 'lotto6aus49' as const,
        row: 120,
      })),
      ...defs.eurojackpot_system.numberFields.types.map((t) => ({
        def: defs.eurojackpot_system,
        t,
        lottery: 'eurojackpot' as const,
        row: 200,
      })),
    ];
    for (const { def, t, lottery, row } of cases) {
      const config = ticketOf(def, [[upTo(t.mainTips), upTo(t.extraTips)]], { fieldTypeIdentifier: t.identifier });
      const price = await priceTicket.execute({ config, definition: def });
      expect(price?.stake.fractional, t.identifier).toBe(rowsPerField(lottery, t) * row);
      expect(price?.total.fractional).toBe(rowsPerField(lottery, t) * row + 50);
    }
  });
});
