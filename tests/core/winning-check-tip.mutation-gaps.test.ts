import { describe, expect, it } from 'vitest';
import type { ProductDefinition } from '../../core/domain/lottery';
import { checkTip, isCheckedLottery, tipRulesOf, type TipRules } from '../../core/domain/winning-check-tip';
import { LOTTO } from './support/lotto-definition';
import { KENO } from './support/pure-definitions';

const EUROJACKPOT: ProductDefinition = {
  ...LOTTO,
  identifier: 'eurojackpot_regular',
  lotteryIdentifier: 'eurojackpot',
  numberFields: {
    quantity: 8,
    mainSelectableTips: 50,
    extraSelectableTips: 12,
    types: [{ identifier: 'normal', mainTips: 5, extraTips: 2 }],
  },
  addonLotteryDefinitions: [],
};

// Worked out in each test, so a broken rule fails the test, not the file's load.
const lottoRules = () => tipRulesOf(LOTTO);
const eurojackpotRules = () => tipRulesOf(EUROJACKPOT);
const SIX = [1, 2, 3, 4, 5, 6];

describe('tipRulesOf (a normal ticket’s rules from the product definition)', () => {
  it('LOTTO: 6 of 49, a Superzahl, a 7-digit ticket number for Spiel 77 and Super 6, 12 fields', () => {
    expect(lottoRules()).toEqual({
      lottery: 'lotto6aus49',
      mainPool: 49,
      mainTips: 6,
      extraPool: 0,
      extraTips: 0,
      superNumber: true,
      ticketNumberLength: 7,
      maxFields: 12,
    } satisfies TipRules);
  });

  it('Eurojackpot: 5 of 50 and 2 of 12, no Superzahl, no ticket number, 8 fields', () => {
    expect(eurojackpotRules()).toEqual({
      lottery: 'eurojackpot',
      mainPool: 50,
      mainTips: 5,
      extraPool: 12,
      extraTips: 2,
      superNumber: false,
      ticketNumberLength: null,
      maxFields: 8,
    } satisfies TipRules);
  });

  it('takes the normal type wherever it is listed, else the first type', () => {
    const systemFirst: ProductDefinition = {
      ...LOTTO,
      numberFields: {
        ...LOTTO.numberFields,
        types: [
          { identifier: 'system_007', mainTips: 7, extraTips: 0 },
          { identifier: 'normal', mainTips: 6, extraTips: 0 },
        ],
      },
    };
    expect(tipRulesOf(systemFirst).mainTips).toBe(6);
    const noNormal: ProductDefinition = {
      ...LOTTO,
      numberFields: { ...LOTTO.numberFields, types: [{ identifier: 'system_008', mainTips: 8, extraTips: 0 }] },
    };
    expect(tipRulesOf(noNormal).mainTips).toBe(8);
  });

  it('a ticket number only with Spiel 77 or Super 6 on offer', () => {
    const [spiel77, super6] = LOTTO.addonLotteryDefinitions;
    expect(tipRulesOf({ ...LOTTO, addonLotteryDefinitions: [spiel77!] }).ticketNumberLength).toBe(7);
    expect(tipRulesOf({ ...LOTTO, addonLotteryDefinitions: [super6!] }).ticketNumberLength).toBe(7);
    const gluecksspirale = { ...spiel77!, identifier: 'gluecksspirale' as const, lotteryIdentifier: 'gluecksspirale' };
    expect(tipRulesOf({ ...LOTTO, addonLotteryDefinitions: [gluecksspirale] }).ticketNumberLength).toBeNull();
    expect(tipRulesOf({ ...LOTTO, addonLotteryDefinitions: [] }).ticketNumberLength).toBeNull();
  });

  it('refuses lotteries the Gewinnabfrage does not check, and products without a field type', () => {
    expect(() => tipRulesOf(KENO)).toThrow('The Gewinnabfrage does not check keno');
    expect(() => tipRulesOf({ ...LOTTO, numberFields: { ...LOTTO.numberFields, types: [] } })).toThrow(
      'lotto6aus49_regular has no field type',
    );
    expect(isCheckedLottery('lotto6aus49')).toBe(true);
    expect(isCheckedLottery('eurojackpot')).toBe(true);
    expect(isCheckedLottery('keno')).toBe(false);
  });
});

describe('checkTip: edges', () => {
  const lotto = (fields: number[][], superNumber: number | null, ticketNumber: string | null = null) => ({
    fields: fields.map((main) => ({ main, extra: [] })),
    superNumber,
    ticketNumber,
  });

  it('takes numbers from 1 to the pool only, whole ones', () => {
    expect(checkTip(lottoRules(), lotto([[0, 1, 2, 3, 4, 5]], 7))).toEqual({
      ok: false,
      error: { kind: 'invalid_numbers', field: 1 },
    });
    expect(checkTip(lottoRules(), lotto([[1.5, 2, 3, 4, 5, 6]], 7))).toEqual({
      ok: false,
      error: { kind: 'invalid_numbers', field: 1 },
    });
    expect(checkTip(lottoRules(), lotto([[44, 45, 46, 47, 48, 49]], 7)).ok).toBe(true);
  });

  it('takes the Superzahl 0 to 9, a whole digit', () => {
    for (const superNumber of [0, 9]) expect(checkTip(lottoRules(), lotto([SIX], superNumber)).ok).toBe(true);
    for (const superNumber of [-1, 10, 2.5]) {
      expect(checkTip(lottoRules(), lotto([SIX], superNumber))).toEqual({
        ok: false,
        error: { kind: 'missing_super_number' },
      });
    }
  });

  it('takes a tip without a ticket number', () => {
    expect(checkTip(lottoRules(), lotto([SIX], 3, null))).toEqual({
      ok: true,
      value: { fields: [{ main: SIX, extra: [] }], superNumber: 3, ticketNumber: null },
    });
  });

  it('takes exactly the most fields a ticket has', () => {
    expect(
      checkTip(
        lottoRules(),
        lotto(
          Array.from({ length: 12 }, () => SIX),
          1,
        ),
      ).ok,
    ).toBe(true);
  });

  it('ignores Euro numbers on a LOTTO field', () => {
    const tip = { fields: [{ main: SIX, extra: [3, 4] }], superNumber: 1, ticketNumber: null };
    expect(checkTip(lottoRules(), tip)).toEqual({
      ok: true,
      value: { fields: [{ main: SIX, extra: [] }], superNumber: 1, ticketNumber: null },
    });
  });

  it('a Eurojackpot field with as many Euro numbers as numbers is still incomplete', () => {
    const tip = { fields: [{ main: [1, 2], extra: [3, 4] }], superNumber: null, ticketNumber: null };
    expect(checkTip(eurojackpotRules(), tip)).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', field: 1, missing: 3 },
    });
  });
});
