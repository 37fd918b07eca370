import { describe, expect, it } from 'vitest';
import { binomial, fieldTypeForCounts, largestCounts, rowsPerField } from '../../core/domain/system';
import {
  addField,
  chooseFieldType,
  clearAllFields,
  clearField,
  fieldCaps,
  removeField,
  removeTicketNumber,
  toggleInField,
  typeTicketNumber,
  withMinimumFields,
} from '../../core/domain/ticket-edit';
import type { TicketConfig } from '../../core/domain/ticket';
import { LOTTO, lottoTicketConfig } from './support/lotto-definition';
import { EUROJACKPOT_SYSTEM, GLUECKSSPIRALE, KENO, LOTTO_SYSTEM } from './support/pure-definitions';

const ejSystem = (
  main: number[],
  extra: number[],
  fieldTypeIdentifier: string | null = 'system_5_3',
): TicketConfig => ({
  ...lottoTicketConfig([]),
  productIdentifier: 'eurojackpot_system',
  fieldTypeIdentifier,
  fields: [{ main, extra }],
  drawEvents: ['friday'],
});

describe('system rows', () => {
  it('binomial: exact whole numbers, 0 outside the triangle', () => {
    expect([binomial(49, 6), binomial(7, 6), binomial(5, 0), binomial(5, 5), binomial(12, 2)]).toEqual([
      13_983_816, 7, 1, 1, 66,
    ]);
    expect([binomial(5, 6), binomial(5, -1), binomial(5.5, 2), binomial(5, 2.5)]).toEqual([0, 0, 0, 0]);
  });

  it('rows per field: C(n,6) for LOTTO, C(k,5)·C(m,2) for Eurojackpot, 1 otherwise', () => {
    expect(rowsPerField('lotto6aus49', { mainTips: 8, extraTips: 0 })).toBe(28);
    expect(rowsPerField('lotto6aus49', { mainTips: 6, extraTips: 0 })).toBe(1);
    expect(rowsPerField('eurojackpot', { mainTips: 7, extraTips: 3 })).toBe(63);
    expect(rowsPerField('eurojackpot', { mainTips: 5, extraTips: 2 })).toBe(1);
    expect(rowsPerField('keno', { mainTips: 10, extraTips: 0 })).toBe(1);
    expect(rowsPerField('gluecksspirale', { mainTips: 0, extraTips: 0 })).toBe(1);
  });

  it('the type for exactly these counts, and the largest counts of any type', () => {
    expect(fieldTypeForCounts(EUROJACKPOT_SYSTEM, 7, 3)?.identifier).toBe('system_7_3');
    expect(fieldTypeForCounts(EUROJACKPOT_SYSTEM, 6, 2)?.identifier).toBe('system_6_2');
    expect(fieldTypeForCounts(EUROJACKPOT_SYSTEM, 7, 2)).toBeNull();
    expect(largestCounts(EUROJACKPOT_SYSTEM)).toEqual({ main: 7, extra: 3 });
    expect(largestCounts(GLUECKSSPIRALE)).toEqual({ main: 0, extra: 0 });
  });
});

describe('ticket edits', () => {
  it('fieldCaps: the chosen type’s counts, the largest counts where the type follows them, 0 without a type', () => {
    expect(fieldCaps(lottoTicketConfig([[]]), LOTTO)).toEqual({ main: 6, extra: 0 });
    expect(fieldCaps({ ...lottoTicketConfig([[]]), fieldTypeIdentifier: 'system_008' }, LOTTO_SYSTEM)).toEqual({
      main: 8,
      extra: 0,
    });
    expect(fieldCaps(ejSystem([], [], 'system_5_3'), EUROJACKPOT_SYSTEM)).toEqual({ main: 7, extra: 3 });
    expect(fieldCaps({ ...lottoTicketConfig([[]]), fieldTypeIdentifier: 'unknown' }, LOTTO)).toEqual({
      main: 0,
      extra: 0,
    });
  });

  it('toggleInField: crosses and uncrosses, up to the cap, in the field asked for', () => {
    const config = lottoTicketConfig([[1, 2, 3, 4, 5], [7]]);
    expect(toggleInField(config, LOTTO, 0, 'main', 49).fields).toEqual([
      { main: [1, 2, 3, 4, 5, 49], extra: [] },
      { main: [7], extra: [] },
    ]);
    expect(toggleInField(config, LOTTO, 1, 'main', 7).fields[1]).toEqual({ main: [], extra: [] });
    const full = toggleInField(config, LOTTO, 0, 'main', 6);
    expect(toggleInField(full, LOTTO, 0, 'main', 7).fields[0]?.main).toEqual([1, 2, 3, 4, 5, 6]);
    expect(toggleInField(config, LOTTO, 5, 'main', 7)).toBe(config);
    expect(toggleInField(config, LOTTO, 0, 'main', 49).fieldTypeIdentifier).toBe('normal');
  });

  it('toggleInField on a Eurojackpot system: the type follows the crossed counts, or stays while none fits', () => {
    const six = ejSystem([1, 2, 3, 4, 5], [1, 2], 'system_5_3');
    const withSixth = toggleInField(six, EUROJACKPOT_SYSTEM, 0, 'main', 6);
    expect(withSixth.fieldTypeIdentifier).toBe('system_6_2');
    expect(withSixth.fields[0]).toEqual({ main: [1, 2, 3, 4, 5, 6], extra: [1, 2] });
    const third = toggleInField(withSixth, EUROJACKPOT_SYSTEM, 0, 'extra', 3);
    expect(third.fieldTypeIdentifier).toBe('system_6_2');
    expect(third.fields[0]?.extra).toEqual([1, 2, 3]);
    expect(toggleInField(ejSystem([1, 2, 3, 4], [1, 2, 3]), EUROJACKPOT_SYSTEM, 0, 'main', 5).fieldTypeIdentifier).toBe(
      'system_5_3',
    );
  });

  it('chooseFieldType: only a type the product offers', () => {
    const config = { ...lottoTicketConfig([[1, 2, 3, 4, 5, 6, 7, 8]]), productIdentifier: 'keno_regular' as const };
    expect(chooseFieldType(config, KENO, 'keno_type_3').fieldTypeIdentifier).toBe('keno_type_3');
    expect(chooseFieldType(config, KENO, 'keno_type_3').fields).toEqual(config.fields);
    expect(chooseFieldType(config, KENO, 'keno_type_9')).toBe(config);
  });

  it('clears one field or all of them', () => {
    const config = lottoTicketConfig([[1, 2], [3, 4], [5]]);
    expect(clearField(config, 1).fields).toEqual([
      { main: [1, 2], extra: [] },
      { main: [], extra: [] },
      { main: [5], extra: [] },
    ]);
    expect(clearAllFields(config).fields).toEqual([
      { main: [], extra: [] },
      { main: [], extra: [] },
      { main: [], extra: [] },
    ]);
  });

  it('removes a field, but only clears the last one', () => {
    const config = lottoTicketConfig([[1], [2], [3]]);
    expect(removeField(config, 1).fields).toEqual([
      { main: [1], extra: [] },
      { main: [3], extra: [] },
    ]);
    expect(removeField(lottoTicketConfig([[1, 2]]), 0).fields).toEqual([{ main: [], extra: [] }]);
  });

  it('adds fields up to the product’s quantity', () => {
    const eleven = lottoTicketConfig(Array.from({ length: 11 }, () => []));
    const twelve = addField(eleven, LOTTO);
    expect(twelve.fields).toHaveLength(12);
    expect(twelve.fields[11]).toEqual({ main: [], extra: [] });
    expect(addField(twelve, LOTTO)).toBe(twelve);
  });

  it('pads to a minimum of fields, never removes any', () => {
    expect(withMinimumFields(lottoTicketConfig([[1]]), 3).fields).toEqual([
      { main: [1], extra: [] },
      { main: [], extra: [] },
      { main: [], extra: [] },
    ]);
    expect(withMinimumFields(lottoTicketConfig([[1], [2]]), 1).fields).toHaveLength(2);
  });

  it('typeTicketNumber: digits only, cut to the product’s length, at an existing Los (or the first)', () => {
    const config = { ...lottoTicketConfig([]), ticketNumbers: ['1111111', '2222222'] };
    expect(typeTicketNumber(config, GLUECKSSPIRALE, 1, '12a3-45 6789').ticketNumbers).toEqual(['1111111', '1234567']);
    expect(typeTicketNumber(config, GLUECKSSPIRALE, 2, '5')).toBe(config);
    expect(typeTicketNumber(config, GLUECKSSPIRALE, -1, '5')).toBe(config);
    const none = { ...config, ticketNumbers: [] };
    expect(typeTicketNumber(none, GLUECKSSPIRALE, 0, '77').ticketNumbers).toEqual(['77']);
    expect(typeTicketNumber(none, GLUECKSSPIRALE, 1, '77')).toBe(none);
  });

  it('removeTicketNumber: the last Los stays', () => {
    const config = { ...lottoTicketConfig([]), ticketNumbers: ['1111111', '2222222', '3333333'] };
    expect(removeTicketNumber(config, 1).ticketNumbers).toEqual(['1111111', '3333333']);
    const one = { ...config, ticketNumbers: ['1111111'] };
    expect(removeTicketNumber(one, 0)).toBe(one);
  });
});

describe('ticket edits: caps per pool and chosen types', () => {
  it('a Eurojackpot system takes no more Euro numbers than its largest type', () => {
    const three = ejSystem([1, 2, 3, 4, 5], [1, 2, 3], 'system_5_3');
    expect(toggleInField(three, EUROJACKPOT_SYSTEM, 0, 'extra', 4).fields[0]?.extra).toEqual([1, 2, 3]);
  });

  it('KENO keeps the type the player chose, whatever the count of crossed numbers', () => {
    const keno: TicketConfig = {
      ...lottoTicketConfig([]),
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_3',
      fields: [{ main: [1, 2, 3], extra: [] }],
    };
    const two = toggleInField(keno, KENO, 0, 'main', 3);
    expect(two.fields[0]?.main).toEqual([1, 2]);
    expect(two.fieldTypeIdentifier).toBe('keno_type_3');
  });
});
