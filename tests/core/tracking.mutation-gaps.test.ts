import { describe, expect, it } from 'vitest';
import { landingParameters } from '../../core/domain/tracking';

describe('landingParameters', () => {
  it('keeps the UTM parameters and the ad networks’ click ids, decoded', () => {
    expect(
      landingParameters(
        '?utm_source=newsletter&utm_medium=e%2Dmail&utm_campaign=jackpot+week&gclid=abc&fbclid=f&msclkid=m&dclid=d&ttclid=t',
      ),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'e-mail',
      utm_campaign: 'jackpot week',
      gclid: 'abc',
      fbclid: 'f',
      msclkid: 'm',
      dclid: 'd',
      ttclid: 't',
    });
    expect(landingParameters('utm_source=a')).toEqual({ utm_source: 'a' });
  });

  it('drops every other parameter, and gives null when none is left', () => {
    expect(landingParameters('?ref=x&utm_=y&utm_source1=z&xutm_source=w&page=2')).toBeNull();
    expect(landingParameters('')).toBeNull();
    expect(landingParameters('?')).toBeNull();
  });

  it('takes UTM names of 1 to 30 small letters or underscores after utm_', () => {
    expect(landingParameters(`?utm_${'a'.repeat(30)}=1&utm_${'b'.repeat(31)}=2`)).toEqual({
      [`utm_${'a'.repeat(30)}`]: '1',
    });
    expect(landingParameters('?utm_my_term=1')).toEqual({ utm_my_term: '1' });
  });

  it('reads names in any case, keeps the first value of a name, and skips empty values', () => {
    expect(landingParameters('?UTM_Source=first&utm_source=second&gclid=&fbclid=%20%20')).toEqual({
      utm_source: 'first',
    });
    expect(landingParameters('?utm_source&utm_medium=mail')).toEqual({ utm_medium: 'mail' });
    expect(landingParameters('?utm_source=&utm_source=later')).toEqual({ utm_source: 'later' });
  });

  it('trims values and cuts them at 100 characters', () => {
    expect(landingParameters(`?utm_term=${'x'.repeat(150)}`)).toEqual({ utm_term: 'x'.repeat(100) });
    expect(landingParameters(`?utm_term=${'y'.repeat(100)}`)).toEqual({ utm_term: 'y'.repeat(100) });
    expect(landingParameters('?utm_term=+a+b+')).toEqual({ utm_term: 'a b' });
  });

  it('drops only a leading question mark, not one inside a value', () => {
    expect(landingParameters('utm_content=a?b')).toEqual({ utm_content: 'a?b' });
    expect(landingParameters('?utm_content=a?b')).toEqual({ utm_content: 'a?b' });
  });

  it('keeps everything after the first = in a value', () => {
    expect(landingParameters('?utm_content=a=b=c')).toEqual({ utm_content: 'a=b=c' });
  });

  it('skips pairs with malformed escapes and keeps the others', () => {
    expect(landingParameters('?utm_source=%E0%A4%A&utm_medium=ok&utm_%zz=1')).toEqual({ utm_medium: 'ok' });
  });

  it('keeps at most 10 parameters, the first ones', () => {
    const names = 'abcdefghijkl'.split('').map((c) => `utm_${c}`);
    const found = landingParameters(`?${names.map((n) => `${n}=1`).join('&')}`);
    expect(Object.keys(found ?? {})).toEqual(names.slice(0, 10));
  });
});
