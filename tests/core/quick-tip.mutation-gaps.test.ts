import { describe, expect, it } from 'vitest';
import { PRODUCT_IDENTIFIERS } from '../../core/domain/lottery';
import { productRules } from '../../core/domain/product-rules';
import { drawDistinct, freshTicketNumber, QUICK_TIPS, randomTicketNumber } from '../../core/domain/quick-tip';

/** A random source that answers the given numbers in turn (and then repeats the last). */
const scripted = (...answers: number[]) => {
  let next = 0;
  const asked: [number, number][] = [];
  const randomInteger = (min: number, max: number) => {
    asked.push([min, max]);
    return answers[Math.min(next++, answers.length - 1)]!;
  };
  return { randomInteger, asked };
};

describe('drawDistinct', () => {
  it('picks count numbers by swapping from the rest of the pool, ascending', () => {
    const { randomInteger, asked } = scripted(4, 4, 2);
    // [1 2 3 4 5] → swap 0 and 4: [5 2 3 4 1] → swap 1 and 4: [5 1 3 4 2] → keep 2: the first three are 5, 1, 3.
    expect(drawDistinct(randomInteger, 3, 5)).toEqual([1, 3, 5]);
    expect(asked).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
    ]);
  });

  it('can pick the whole pool or nothing', () => {
    expect(drawDistinct(scripted(0, 1, 2).randomInteger, 3, 3)).toEqual([1, 2, 3]);
    expect(drawDistinct(scripted(0).randomInteger, 0, 5)).toEqual([]);
  });

  it('refuses more numbers than the pool has, and a negative count', () => {
    expect(() => drawDistinct(scripted(0).randomInteger, 4, 3)).toThrow(new RangeError('Cannot pick 4 of 3'));
    expect(() => drawDistinct(scripted(0).randomInteger, -1, 3)).toThrow(new RangeError('Cannot pick -1 of 3'));
  });
});

describe('ticket numbers', () => {
  it('randomTicketNumber: length digits of 0–9, leading zeros kept', () => {
    const { randomInteger, asked } = scripted(0, 0, 7, 9, 1, 2, 3);
    expect(randomTicketNumber(randomInteger, 7)).toBe('0079123');
    expect(asked).toHaveLength(7);
    expect(asked.every(([min, max]) => min === 0 && max === 9)).toBe(true);
    expect(randomTicketNumber(randomInteger, 0)).toBe('');
  });

  it('freshTicketNumber: draws again until the number is not taken', () => {
    const { randomInteger, asked } = scripted(1, 2, 1, 2, 3, 4);
    expect(freshTicketNumber(randomInteger, 2, ['12'])).toBe('34');
    expect(asked).toHaveLength(6);
    expect(freshTicketNumber(scripted(5, 6).randomInteger, 2, [])).toBe('56');
  });

  it('freshTicketNumber: gives up after 1000 tries with a random source that repeats itself', () => {
    const { randomInteger, asked } = scripted(7);
    expect(() => freshTicketNumber(randomInteger, 1, ['7'])).toThrow('Random source keeps repeating ticket numbers');
    expect(asked).toHaveLength(1000);
  });
});

describe('productRules', () => {
  it('LOTTO: fields, no type to choose, six fields to start with (the largest desktop preset)', () => {
    expect(productRules('lotto6aus49_regular')).toEqual({
      kind: 'fields',
      choosesFieldType: false,
      fieldTypeFollowsCounts: false,
      quickTips: QUICK_TIPS.lotto6aus49,
      initialFields: 6,
    });
  });

  it('Eurojackpot: fields, five to start with', () => {
    expect(productRules('eurojackpot_regular')).toEqual({
      kind: 'fields',
      choosesFieldType: false,
      fieldTypeFollowsCounts: false,
      quickTips: QUICK_TIPS.eurojackpot,
      initialFields: 5,
    });
  });

  it('KENO: fields, the KENO type chosen by the player', () => {
    expect(productRules('keno_regular')).toEqual({
      kind: 'fields',
      choosesFieldType: true,
      fieldTypeFollowsCounts: false,
      quickTips: QUICK_TIPS.keno,
      initialFields: 3,
    });
  });

  it('systems: one field of a chosen system; Eurojackpot’s follows the crossed counts', () => {
    expect(productRules('lotto6aus49_system')).toEqual({
      kind: 'system',
      choosesFieldType: true,
      fieldTypeFollowsCounts: false,
      quickTips: QUICK_TIPS.lotto6aus49_system,
      initialFields: 1,
    });
    expect(productRules('eurojackpot_system')).toEqual({
      kind: 'system',
      choosesFieldType: true,
      fieldTypeFollowsCounts: true,
      quickTips: QUICK_TIPS.eurojackpot_system,
      initialFields: 1,
    });
  });

  it('GlücksSpirale: Lose, one to start with', () => {
    expect(productRules('gluecksspirale_regular')).toEqual({
      kind: 'lose',
      choosesFieldType: false,
      fieldTypeFollowsCounts: false,
      quickTips: QUICK_TIPS.gluecksspirale,
      initialFields: 1,
    });
  });

  it('every product has rules whose presets stay within its maximum', () => {
    for (const product of PRODUCT_IDENTIFIERS) {
      const { quickTips } = productRules(product);
      for (const count of [...quickTips.teaser, ...quickTips.desktopTicket, ...quickTips.mobileTicket]) {
        expect(count).toBeLessThanOrEqual(quickTips.max);
      }
    }
  });
});
