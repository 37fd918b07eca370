import { describe, expect, it } from 'vitest';
import { platformAt, platformError } from './platform-fixtures';
import { registration } from './account-fixtures';

describe('zip codes', () => {
  it('answers at most 10 entries for a prefix, sorted by zip code', () => {
    const { platform } = platformAt();
    const berlin = platform.zipCodes('10');
    expect(berlin).toHaveLength(10);
    expect(berlin.map((e) => e.zipcode)).toEqual([...berlin.map((e) => e.zipcode)].sort());
    expect(berlin[0]).toEqual({
      zipcode: '10115',
      city: 'Berlin',
      state: 'Berlin',
      district: 'Berlin',
      municipality: 'Berlin',
    });
  });

  it('narrows with more digits and knows every Land', () => {
    const { platform } = platformAt();
    expect(platform.zipCodes('8033')).toEqual([
      { zipcode: '80331', city: 'München', state: 'Bayern', district: 'München', municipality: 'München' },
    ]);
    expect(platform.zipCodes('17')[0]).toMatchObject({
      city: 'Greifswald',
      district: 'Landkreis Vorpommern-Greifswald',
    });
    expect(platform.zipCodes('999')).toEqual([]);
    const everyPrefix = Array.from({ length: 100 }, (_, n) => platform.zipCodes(String(n).padStart(2, '0'))).flat();
    expect(new Set(everyPrefix.map((e) => e.state)).size).toBe(16);
  });

  it.each(['', '1', '1a', '123456', ' '])('refuses starting_with %j with 400 required', (prefix) => {
    const { platform } = platformAt();
    expect(platformError(() => platform.zipCodes(prefix)).body).toEqual({
      global_errors: ['invalid_request'],
      attribute_errors: { starting_with: ['required'] },
    });
  });

  it('fills in the Land of a known zip code at registration', () => {
    const { platform } = platformAt();
    expect(platform.register(registration({ zip_code: '66111', city: 'Saarbrücken' })).address.state).toBe('Saarland');
    expect(platform.register(registration({ email: 'b@example.de', zip_code: '12345' })).address.state).toBeNull();
  });
});
