import { beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TIPS } from '../../core/domain/quick-tip';
import { productRules } from '../../core/domain/product-rules';
import { chosenFieldType, isFieldComplete, validateTicket, type TicketConfig } from '../../core/domain/ticket';
import type { ProductDefinition, ProductIdentifier } from '../../core/domain/lottery';
import { FillQuickTipUseCase } from '../../core/use-cases/fill-quick-tip.use-case';
import { SeededRandom } from '../../adapters/memory/seeded-random';
import { productDefinitions, ticketOf, type Definitions } from './support/product-definitions';

let defs: Definitions;
beforeAll(async () => {
  defs = await productDefinitions();
});

const quickTip = (seed = 11) => new FillQuickTipUseCase(new SeededRandom(seed));

/** Every field is complete, in its pools, without duplicates, ascending. */
function expectSoundFields(config: TicketConfig, definition: ProductDefinition): void {
  const type = chosenFieldType(config, definition);
  const { mainSelectableTips, extraSelectableTips } = definition.numberFields;
  for (const field of config.fields) {
    expect(isFieldComplete(field, type)).toBe(true);
    for (const [numbers, pool] of [
      [field.main, mainSelectableTips],
      [field.extra, extraSelectableTips],
    ] as const) {
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= pool)).toBe(true);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
  }
}

describe('quick tip presets (spec/2 §9)', () => {
  it('has max, teaser, desktop and mobile presets per lottery; system tickets only a max', () => {
    expect(QUICK_TIPS).toEqual({
      lotto6aus49: { max: 12, teaser: [3, 6], desktopTicket: [1, 6], mobileTicket: [1, 2, 6] },
      lotto6aus49_system: { max: 12, teaser: [3, 6], desktopTicket: [], mobileTicket: [] },
      eurojackpot: { max: 8, teaser: [2, 4], desktopTicket: [1, 5], mobileTicket: [1, 2, 4] },
      eurojackpot_system: { max: 8, teaser: [2, 4], desktopTicket: [], mobileTicket: [] },
      gluecksspirale: { max: 5, teaser: [1, 3], desktopTicket: [1, 3], mobileTicket: [] },
      keno: { max: 5, teaser: [1, 3], desktopTicket: [1, 3], mobileTicket: [1, 2, 3] },
    });
    const product = (id: ProductIdentifier) => productRules(id).quickTips;
    expect(product('lotto6aus49_system')).toBe(QUICK_TIPS.lotto6aus49_system);
    expect(product('eurojackpot_regular')).toBe(QUICK_TIPS.eurojackpot);
    expect(product('keno_regular')).toBe(QUICK_TIPS.keno);
  });
});

describe('quick tip per product', () => {
  it.each([
    ['lotto6aus49_regular', 6, 6, 0],
    ['eurojackpot_regular', 4, 5, 2],
    ['keno_regular', 3, 2, 0],
  ] as const)('%s: fills %i complete fields of %i + %i numbers', (id, count, main, extra) => {
    const def = defs[id];
    const config = quickTip().execute({ config: ticketOf(def, []), definition: def, count });
    expect(config.fields).toHaveLength(count);
    expect(config.fields.every((f) => f.main.length === main && f.extra.length === extra)).toBe(true);
    expectSoundFields(config, def);
    expect(validateTicket(config, def).ok).toBe(true);
  });

  it('fills the KENO type the player chose, and never beyond the maximum fields', () => {
    const def = defs.keno_regular;
    const config = quickTip().execute({
      config: ticketOf(def, [], { fieldTypeIdentifier: 'keno_type_7' }),
      definition: def,
      count: 99,
    });
    expect(config.fields).toHaveLength(5);
    expect(config.fields.every((f) => f.main.length === 7)).toBe(true);
    const lotto = defs.lotto6aus49_regular;
    expect(quickTip().execute({ config: ticketOf(lotto, []), definition: lotto, count: 20 }).fields).toHaveLength(12);
  });

  it('fills one field and leaves the others alone', () => {
    const def = defs.eurojackpot_regular;
    const start = ticketOf(def, [
      [
        [1, 2, 3, 4, 5],
        [1, 2],
      ],
      [[]],
      [[7]],
    ]);
    const config = quickTip().execute({ config: start, definition: def, fieldIndexes: [1] });
    expect(config.fields[0]).toEqual(start.fields[0]);
    expect(config.fields[2]).toEqual(start.fields[2]);
    expect(config.fields[1]?.main).toHaveLength(5);
    expect(config.fields[1]?.extra).toHaveLength(2);
  });

  it('fills a system field with as many numbers as the chosen system', () => {
    const lotto = defs.lotto6aus49_system;
    const system = quickTip().execute({
      config: ticketOf(lotto, [[[]]], { fieldTypeIdentifier: 'system_012' }),
      definition: lotto,
      fieldIndexes: [0],
    });
    expect(system.fields[0]?.main).toHaveLength(12);
    const ej = defs.eurojackpot_system;
    const euro = quickTip().execute({
      config: ticketOf(ej, [[[]]], { fieldTypeIdentifier: 'system_8_4' }),
      definition: ej,
      count: 8,
    });
    expect(euro.fields).toHaveLength(1); // a Systemschein has one field, whatever the count
    expect(euro.fields[0]?.main).toHaveLength(8);
    expect(euro.fields[0]?.extra).toHaveLength(4);
    expectSoundFields(euro, ej);
  });

  it('gives GlücksSpirale distinct 7-digit Lose, at most five, and re-rolls a single Los', () => {
    const def = defs.gluecksspirale_regular;
    const three = quickTip().execute({ config: ticketOf(def, []), definition: def, count: 3 });
    expect(three.ticketNumbers).toHaveLength(3);
    expect(new Set(three.ticketNumbers).size).toBe(3);
    expect(three.ticketNumbers.every((n) => /^\d{7}$/.test(n))).toBe(true);
    expect(three.fields).toEqual([]);
    expect(quickTip().execute({ config: three, definition: def, count: 9 }).ticketNumbers).toHaveLength(5);
    const rerolled = quickTip(99).execute({ config: three, definition: def, fieldIndexes: [1] });
    expect(rerolled.ticketNumbers[0]).toBe(three.ticketNumbers[0]);
    expect(rerolled.ticketNumbers[2]).toBe(three.ticketNumbers[2]);
    expect(rerolled.ticketNumbers[1]).not.toBe(three.ticketNumbers[1]);
  });

  it('is reproducible for the same seed and differs for another', () => {
    const def = defs.lotto6aus49_regular;
    const run = (seed: number) =>
      quickTip(seed).execute({ config: ticketOf(def, []), definition: def, count: 6 }).fields;
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });

  it('never repeats a number over many draws', () => {
    const def = defs.keno_regular;
    const useCase = quickTip(3);
    for (let i = 0; i < 200; i++) {
      const config = useCase.execute({
        config: ticketOf(def, [], { fieldTypeIdentifier: 'keno_type_10' }),
        definition: def,
        count: 5,
      });
      expectSoundFields(config, def);
    }
  });
});
