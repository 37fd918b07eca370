import { describe, expect, it } from 'vitest';
import { isBlank } from '../../../core/domain/validation/rule';

describe('blank values', () => {
  it('are null, undefined and whitespace-only text', () => {
    expect([null, undefined, '', ' \n'].every(isBlank)).toBe(true);
    expect([0, false, 'a', []].some(isBlank)).toBe(false);
  });
});
