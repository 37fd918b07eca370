import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../mocks/platform/platform';
import { loginAs, platformAt, platformError } from './platform-fixtures';
import { IBAN_INVALID, IBAN_NEVER, IBAN_VALID, ibanReads, storeIban } from './verification-fixtures';

describe('IBAN check after POST /my/sepa_accounts', () => {
  it('answers unchecked to two reads and valid from the third; the newcomer becomes provisionally verified', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(platform.me(token).iban_check_status).toBeNull();
    storeIban(platform, token, IBAN_VALID);
    expect(ibanReads(platform, token, 4)).toEqual(['unchecked', 'unchecked', 'valid', 'valid']);
    expect(platform.me(token)).toMatchObject({
      verification_status: 'provisionally_verified',
      verification_expired_at: '2026-03-07T16:59:00Z',
    });
  });

  it('answers invalid after two reads for DE02 1203 0000 0000 2020 51, leaving the player unverified', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    storeIban(platform, token, IBAN_INVALID);
    expect(ibanReads(platform, token, 3)).toEqual(['unchecked', 'unchecked', 'invalid']);
    expect(platform.me(token).verification_status).toBe('unverified');
  });

  it('never resolves DE12 5001 0517 0648 4898 90, however often or late it is read (the client gives up after 10 polls)', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    storeIban(platform, token, IBAN_NEVER);
    expect(new Set(ibanReads(platform, token, 12))).toEqual(new Set(['unchecked']));
    platform.shiftClock(10);
    expect(platform.me(token).iban_check_status).toBe('unchecked');
  });

  it('resolves by time alone after 30 seconds, without reads', () => {
    const { platform, clock } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    storeIban(platform, token, IBAN_INVALID);
    clock.setFixed('2026-03-04T16:59:29Z');
    expect(platform.me(token).iban_check_status).toBe('unchecked');
    clock.setFixed('2026-03-04T16:59:30Z');
    expect(platform.me(token).iban_check_status).toBe('invalid');
  });

  it('checks any other valid IBAN as valid', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    storeIban(platform, token, 'AT61 1904 3002 3457 3201');
    expect(ibanReads(platform, token, 3).at(-1)).toBe('valid');
  });

  it('starts over with a new account, and keeps a fully verified player fully verified', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    storeIban(platform, token, IBAN_INVALID, { first_name: 'Max', last_name: 'Mustermann' });
    expect(ibanReads(platform, token, 3)).toEqual(['unchecked', 'unchecked', 'invalid']);
    expect(platform.me(token)).toMatchObject({
      verification_status: 'fully_verified',
      micro_deposit_verification_status: 'success',
    });
  });

  it('keeps the check going across a reload of the saved state', () => {
    const { platform, storage, clock } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    storeIban(platform, token, IBAN_VALID);
    platform.me(token);
    const reloaded = createPlatform({ storage, clock });
    expect(ibanReads(reloaded, token, 2)).toEqual(['unchecked', 'valid']);
  });

  it('refuses an IBAN with a wrong checksum before any check', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(
      platformError(() => storeIban(platform, token, 'DE00 3704 0044 0532 0130 00')).body.attribute_errors,
    ).toEqual({ iban: ['invalid_checksum'] });
    expect(platform.me(token).iban_check_status).toBeNull();
  });
});
