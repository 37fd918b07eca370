import { describe, expect, it } from 'vitest';
import {
  additionalDataMissing,
  isLocked,
  isLongSession,
  type Player,
  type PlayerLocks,
} from '../../core/domain/player';

const UNLOCKED: PlayerLocks = {
  addictionLockExpiresAt: null,
  addictionLocked: false,
  fraudLocked: false,
  verificationLocked: false,
};

describe('isLocked', () => {
  it('is false without any lock', () => {
    expect(isLocked(UNLOCKED)).toBe(false);
  });

  it.each([
    ['addiction', { addictionLocked: true }],
    ['fraud', { fraudLocked: true }],
    ['verification', { verificationLocked: true }],
    ['an addiction lock that runs out', { addictionLockExpiresAt: '2026-09-01T00:00:00Z' }],
  ])('is true for %s alone', (_, lock) => {
    expect(isLocked({ ...UNLOCKED, ...lock })).toBe(true);
  });
});

describe('additionalDataMissing', () => {
  const player = (birthName: string | null, birthplace: string | null) =>
    ({ personalData: { birthName, birthplace } }) as unknown as Player;

  it('names what is missing', () => {
    expect(additionalDataMissing(player(null, ' '))).toEqual({
      kind: 'additional_data_needed',
      missing: ['birthName', 'birthplace'],
    });
    expect(additionalDataMissing(player('Muster', ''))).toEqual({
      kind: 'additional_data_needed',
      missing: ['birthplace'],
    });
    expect(additionalDataMissing(player(null, 'Köln'))).toEqual({
      kind: 'additional_data_needed',
      missing: ['birthName'],
    });
  });

  it('is null when both are given', () => {
    expect(additionalDataMissing(player('Muster', 'Köln'))).toBeNull();
  });
});

describe('isLongSession', () => {
  it('a refresh token of a long session starts with "long."', () => {
    expect(isLongSession({ accessToken: 'a', refreshToken: 'long.abc' })).toBe(true);
    expect(isLongSession({ accessToken: 'long.a', refreshToken: 'abc' })).toBe(false);
    expect(isLongSession({ accessToken: 'a', refreshToken: 'abc.long.' })).toBe(false);
    expect(isLongSession({ accessToken: 'a', refreshToken: 'longabc' })).toBe(false);
  });
});
