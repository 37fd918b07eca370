import { describe, expect, it } from 'vitest';
import { isBlank, validateValue, type Rule } from '../../../core/domain/validation/rule';
import { length, required } from '../../../core/domain/validation/text-rules';
import { numeric } from '../../../core/domain/validation/number-rules';

describe('validateValue', () => {
  const zipCode = [required, numeric, length(5)];

  it('answers the first failing rule in order, or null', () => {
    expect(validateValue('', zipCode)).toEqual({ rule: 'required' });
    expect(validateValue('1011a', zipCode)).toEqual({ rule: 'numeric' });
    expect(validateValue('1011', zipCode)).toEqual({ rule: 'length', params: { length: '5' } });
    expect(validateValue('10115', zipCode)).toBeNull();
    expect(validateValue('anything', [])).toBeNull();
  });

  it('does not run the rules after the first failure', () => {
    const ran: string[] = [];
    const spy =
      (name: string, result: ReturnType<Rule>): Rule =>
      () => (ran.push(name), result);
    validateValue('x', [spy('a', true), spy('b', { rule: 'numeric' }), spy('c', { rule: 'length' })]);
    expect(ran).toEqual(['a', 'b']);
  });
});

describe('blank values', () => {
  it('are null, undefined and whitespace-only text', () => {
    expect([null, undefined, '', ' \n'].every(isBlank)).toBe(true);
    expect([0, false, 'a', []].some(isBlank)).toBe(false);
  });
});
