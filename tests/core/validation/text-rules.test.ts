import { describe, expect, it } from 'vitest';
import { email } from '../../../core/domain/validation/email';
import {
  containsLowerAndUpperCase,
  containsSpecialCharacterOrNumber,
} from '../../../core/domain/validation/password-rules';
import { length, minLength, regex, required, validSchufa } from '../../../core/domain/validation/text-rules';

describe('required', () => {
  it.each([[''], ['   '], ['\t\n'], ['\u00a0'], [null], [undefined], [false], [[]]])('fails for %j', (value) => {
    expect(required(value)).toEqual({ rule: 'required' });
  });

  it.each([['a'], [' x '], [0], [true], [['a']], [{}], ['0']])('passes %j', (value) => {
    expect(required(value)).toBe(true);
  });
});

describe('email', () => {
  it.each([
    'max.mustermann@example.de',
    'a@b.de',
    'first+tag@sub.domain.example.com',
    "o'brien@example.ie",
    'info@müller.de',
    'user@example.xn--p1ai',
  ])('passes %s', (value) => {
    expect(email(value)).toBe(true);
  });

  it.each([
    'plain',
    '@example.de',
    'name@',
    'name@example',
    'name@example.d',
    'na me@example.de',
    'name@@example.de',
    '.name@example.de',
    'name.@example.de',
    'na..me@example.de',
    'name@-example.de',
    'name@example..de',
    `${'a'.repeat(65)}@example.de`,
    `a@${'b'.repeat(250)}.de`,
    ' name@example.de',
  ])('fails %j', (value) => {
    expect(email(value)).toEqual({ rule: 'email' });
  });

  it('lets empty input pass (required judges that)', () => {
    expect(email('')).toBe(true);
    expect(email(null)).toBe(true);
    expect(email(undefined)).toBe(true);
  });
});

describe('length and minLength', () => {
  it('counts characters, not UTF-16 units: an emoji or an umlaut is one', () => {
    expect(length(5)('12345')).toBe(true);
    expect(length(5)('1234')).toEqual({ rule: 'length', params: { length: '5' } });
    expect(length(5)('123456')).toEqual({ rule: 'length', params: { length: '5' } });
    expect(length(2)('😀ü')).toBe(true);
    expect(minLength(3)('😀😀😀')).toBe(true);
    expect(minLength(8)('kurz')).toEqual({ rule: 'minLength', params: { min: '8' } });
    expect(minLength(8)('genau8ze')).toBe(true);
  });

  it('measures arrays by their items and lets empty input pass', () => {
    expect(minLength(2)(['a', 'b'])).toBe(true);
    expect(minLength(2)(['a'])).toEqual({ rule: 'minLength', params: { min: '2' } });
    expect(length(5)('')).toBe(true);
    expect(minLength(5)(null)).toBe(true);
  });

  it('fails values that have no length', () => {
    expect(minLength(1)({})).toEqual({ rule: 'minLength', params: { min: '1' } });
    expect(minLength(0)({})).toEqual({ rule: 'minLength', params: { min: '0' } });
  });

  it('lets an empty list pass like empty text', () => {
    expect(length(3)([])).toBe(true);
    expect(minLength(2)([])).toBe(true);
  });

  it('counts a surrogate pair as one character and every lone surrogate as one', () => {
    // The first and last code points outside the BMP are pairs of the edge surrogates.
    expect(length(1)('\ud800\udc00')).toBe(true);
    expect(length(1)('\udbff\udfff')).toBe(true);
    expect(length(2)('a\udc00')).toBe(true);
    expect(length(2)('\udc00\udc00')).toBe(true);
    expect(length(2)('\ud800a')).toBe(true);
    expect(length(2)('\ud800\ue000')).toBe(true);
    expect(length(2)('\udbff\ud800')).toBe(true);
    expect(length(3)('\udc00\ud800\udc00')).toEqual({ rule: 'length', params: { length: '3' } });
  });
});

describe('regex', () => {
  it('matches the pattern', () => {
    const houseNumber = regex(/^\d+[a-z]?$/i);
    expect(houseNumber('12a')).toBe(true);
    expect(houseNumber('a12')).toEqual({ rule: 'regex' });
  });

  it('fails values that are no text, even for a pattern that matches anything', () => {
    expect(regex(/null|undefined|object/)({})).toEqual({ rule: 'regex' });
    expect(regex(/.*/)(Number.NaN)).toEqual({ rule: 'regex' });
    expect(regex(/^12$/)(12)).toBe(true);
  });

  it('answers the same every time, even for a global pattern', () => {
    const digits = regex(/^\d+$/g);
    expect([digits('123'), digits('123'), digits('123')]).toEqual([true, true, true]);
  });
});

describe('containsLowerAndUpperCase', () => {
  it.each([['Passwort'], ['pASSWORT'], ['ßÄ'], ['Ωω']])('passes %s', (value) => {
    expect(containsLowerAndUpperCase(value)).toBe(true);
  });
  it.each([['passwort'], ['PASSWORT'], ['12345678'], ['ß!']])('fails %s', (value) => {
    expect(containsLowerAndUpperCase(value)).toEqual({ rule: 'containsLowerAndUpperCase' });
  });
});

describe('containsSpecialCharacterOrNumber (a non-letter is required)', () => {
  it.each([['Passwort1'], ['Passwort!'], ['Pass wort'], ['Passwort😀'], ['1']])('passes %s', (value) => {
    expect(containsSpecialCharacterOrNumber(value)).toBe(true);
  });
  it.each([['Passwort'], ['Grüße'], ['Ελληνικά'], ['Cafe\u0301']])('fails %s', (value) => {
    expect(containsSpecialCharacterOrNumber(value)).toEqual({ rule: 'containsSpecialCharacterOrNumber' });
  });
});

describe('validSchufa', () => {
  it.each([
    ['Müller-Lüdenscheidt'],
    ['Straße'],
    ["O'Neill"],
    ['Frankfurt (Oder)'],
    ['Hauptstr. 12/3, Hinterhaus: links'],
    ['José Łukasz Çelik'],
    ['ÄÖÜ äöü ß'],
  ])('passes %s', (value) => {
    expect(validSchufa(value)).toBe(true);
  });

  it.each([['Иван'], ['محمد'], ['李'], ['Anna😀'], ['Anna!'], ['a_b'], ['a@b'], ['50%'], ['§'], ['Ludwig Ⅻ']])(
    'fails %s',
    (value) => {
      expect(validSchufa(value)).toEqual({ rule: 'validSchufa' });
    },
  );
});
