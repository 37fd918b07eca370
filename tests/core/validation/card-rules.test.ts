import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardNumber,
  expiryMonth,
  expiryYear,
  isLuhnValid,
  securityCode,
} from '../../../core/domain/validation/card-rules';

// The PSPs' published test numbers (Visa, Visa 13 digits, Mastercard, Amex, Discover, Diners).
const TEST_CARDS = [
  '4111111111111111',
  '4012888888881881',
  '4222222222222',
  '5555555555554444',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '30569309025904',
];

const digit = fc.integer({ min: 0, max: 9 });
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((list) => list.join(''));

describe('isLuhnValid', () => {
  it.each(TEST_CARDS)('accepts the test card %s, also written in groups of four', (number) => {
    expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid(number.replace(/(\d{4})/g, '$1 ').trim())).toBe(true);
    expect(isLuhnValid(number.replace(/(\d{4})/g, '$1  '))).toBe(true);
  });

  it.each(TEST_CARDS)('refuses %s with any one digit mistyped', (number) => {
    for (let position = 0; position < number.length; position++) {
      for (let typed = 0; typed <= 9; typed++) {
        if (String(typed) === number[position]) continue;
        const mistyped = `${number.slice(0, position)}${typed}${number.slice(position + 1)}`;
        expect(isLuhnValid(mistyped), mistyped).toBe(false);
      }
    }
  });

  it('refuses two neighbouring digits swapped (other than 0 and 9)', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('1411111111111111')).toBe(false);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('5555555555545444')).toBe(false);
  });

  it('exactly one check digit completes any 11 to 18 digits', () => {
    fc.assert(
      fc.property(digits(11, 18), (body) => {
        const completing = '0123456789'.split('').filter((check) => isLuhnValid(`${body}${check}`));
        expect(completing).toHaveLength(1);
      }),
    );
  });

  it('takes 12 to 19 digits only', () => {
    // All zeros pass the checksum at any length, so only the length decides.
    expect(isLuhnValid('0'.repeat(11))).toBe(false);
    expect(isLuhnValid('0'.repeat(12))).toBe(true);
    expect(isLuhnValid('0'.repeat(19))).toBe(true);
    expect(isLuhnValid('0'.repeat(20))).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });

  it('refuses anything but digits and spaces', () => {
    expect(isLuhnValid('4111-1111-1111-1111')).toBe(false);
    expect(isLuhnValid('x4111111111111111')).toBe(false);
    expect(isLuhnValid('4111111111111111x')).toBe(false);
    expect(isLuhnValid('４１１１１１１１１１１１１１１１')).toBe(false);
  });
});

describe('the card fields', () => {
  it('cardNumber: a Luhn-valid number, trimmed, also given as a number', () => {
    expect(cardNumber('4111 1111 1111 1111')).toBe(true);
    expect(cardNumber(' 4111111111111111 ')).toBe(true);
    expect(cardNumber(4111111111111111)).toBe(true);
    expect(cardNumber('4111111111111112')).toEqual({ rule: 'cardNumber' });
  });

  it('judges an empty or missing field too: it names what is missing', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(cardNumber(empty)).toEqual({ rule: 'cardNumber' });
      expect(expiryMonth(empty)).toEqual({ rule: 'month' });
      expect(expiryYear(empty)).toEqual({ rule: 'year' });
      expect(securityCode(empty)).toEqual({ rule: 'securityCode' });
    }
  });

  it('fails values that are no text', () => {
    for (const value of [{}, [], true, Number.NaN, { toString: () => '12' }]) {
      expect(cardNumber(value)).toEqual({ rule: 'cardNumber' });
      expect(expiryMonth(value)).toEqual({ rule: 'month' });
      expect(expiryYear(value)).toEqual({ rule: 'year' });
      expect(securityCode(value)).toEqual({ rule: 'securityCode' });
    }
  });

  it('expiryMonth: 1 to 12, with or without a leading zero', () => {
    for (const month of ['1', '01', '9', '09', '10', '11', '12', ' 7 ', 3, 12]) {
      expect(expiryMonth(month), String(month)).toBe(true);
    }
    for (const month of ['0', '00', '13', '20', '012', '123', '001', '1a', 'a1', '-1', '1.0', 0, 13]) {
      expect(expiryMonth(month), String(month)).toEqual({ rule: 'month' });
    }
  });

  it('expiryYear: two or four digits', () => {
    for (const year of ['26', '2026', ' 31 ', 2030, 99]) expect(expiryYear(year), String(year)).toBe(true);
    for (const year of ['2', '202', '20261', 'a26', '26a', '20 26', '２６']) {
      expect(expiryYear(year), year).toEqual({ rule: 'year' });
    }
  });

  it('securityCode: three or four digits', () => {
    for (const code of ['123', '1234', '007', ' 999 ', 737]) expect(securityCode(code), String(code)).toBe(true);
    for (const code of ['12', '12345', '12a', 'a123', '1234a', '1 23']) {
      expect(securityCode(code), code).toEqual({ rule: 'securityCode' });
    }
  });
});
