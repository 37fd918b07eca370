import { describe, expect, it } from 'vitest';
import { email } from '../../../core/domain/validation/email';

const INVALID = { rule: 'email' };

/** `count` small letters, cycling through the alphabet from `from`. */
const letters = (count: number, from = 'a') =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(97 + ((from.charCodeAt(0) - 97 + i) % 26))).join('');

describe('email: the limits of RFC 5321', () => {
  // A local part of 64 and labels of 63, 63 and `last` letters: 64 + 1 + 63 + 1 + 63 + 1 + last.
  const address = (last: number) => `${letters(64)}@${letters(63, 'b')}.${letters(63, 'c')}.${letters(last, 'd')}`;

  it('takes an address of 254 characters and refuses one of 255', () => {
    expect(address(61)).toHaveLength(254);
    expect(email(address(61))).toBe(true);
    expect(email(address(62))).toEqual(INVALID);
  });

  it('takes a local part of 64 characters and refuses one of 65', () => {
    expect(email(`${letters(64)}@example.de`)).toBe(true);
    expect(email(`${letters(65)}@example.de`)).toEqual(INVALID);
  });

  it('takes a domain label of 63 characters and refuses one of 64', () => {
    expect(email(`info@${letters(63)}.de`)).toBe(true);
    expect(email(`info@${letters(64)}.de`)).toEqual(INVALID);
    expect(email(`info@${letters(63)}.${letters(64)}`)).toEqual(INVALID);
  });
});

describe('email: the parts of an address', () => {
  it('refuses text without an @ or with nothing before it', () => {
    expect(email('example.de')).toEqual(INVALID);
    expect(email('info.example.de')).toEqual(INVALID);
    expect(email('@example.de')).toEqual(INVALID);
  });

  it('takes labels that end in a digit, refuses labels that end in a hyphen or hold other signs', () => {
    expect(email('info@web1.de')).toBe(true);
    expect(email('info@1und1.de')).toBe(true);
    expect(email('info@web-.de')).toEqual(INVALID);
    expect(email('info@-web.de')).toEqual(INVALID);
    expect(email('info@exa_mple.de')).toEqual(INVALID);
    expect(email('info@exam ple.de')).toEqual(INVALID);
  });

  it('takes a top-level domain of letters or punycode only', () => {
    expect(email('info@example.de')).toBe(true);
    expect(email('info@пример.рф')).toBe(true);
    expect(email('info@example.xn--p1ai')).toBe(true);
    expect(email('info@example.1de')).toEqual(INVALID);
    expect(email('info@example.de1')).toEqual(INVALID);
    expect(email('info@example.d')).toEqual(INVALID);
    expect(email('info@example.axn--p1ai')).toEqual(INVALID);
  });
});
