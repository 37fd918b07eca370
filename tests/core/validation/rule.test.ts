import { describe, expect, it } from 'vitest';
import { isBlank, textOf } from '../../../core/domain/validation/rule';

describe('blank values', () => {
  it('are null, undefined and whitespace-only text', () => {
    expect([null, undefined, '', ' \n'].every(isBlank)).toBe(true);
    expect([0, false, 'a', []].some(isBlank)).toBe(false);
  });
});

describe('textOf', () => {
  it('gives text as it is and finite numbers as their digits', () => {
    expect(textOf(' a ')).toBe(' a ');
    expect(textOf(42)).toBe('42');
    expect(textOf(-1.5)).toBe('-1.5');
  });

  it('gives no text for other numbers and other types', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, ['1'], 1n]) {
      expect(textOf(value)).toBeNull();
    }
  });
});
