import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../mocks/platform/account/sha256';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { loginAs, platformAt, WEDNESDAY_1759 } from './platform-fixtures';
import { latestMail, NEW_PASSWORD, registration, savedState, tokenOf } from './account-fixtures';

describe('SHA-256 in plain TypeScript', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('matches the FIPS 180-4 example for %j', (message, digest) => {
    expect(sha256Hex(message)).toBe(digest);
  });

  it.each([55, 56, 63, 64, 65, 119, 1000])('agrees with node:crypto around block boundaries (%i bytes)', (length) => {
    const message = 'x'.repeat(length);
    expect(sha256Hex(message)).toBe(createHash('sha256').update(message).digest('hex'));
  });

  it('hashes the UTF-8 bytes of umlauts, ß and emoji', () => {
    const message = 'Grüße aus Köln, Straße 🎉';
    expect(sha256Hex(message)).toBe(createHash('sha256').update(message, 'utf8').digest('hex'));
  });
});

describe('stored passwords', () => {
  it('keeps only salted hashes: no plain password anywhere in the saved state JSON', () => {
    const { platform, storage } = platformAt();
    platform.register(registration({ password: 'Registriert7' }));
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.changePassword(token, { old_password: DEMO_PASSWORD, new_password: 'Geaendert8!' });
    platform.startRecovery({ email: 'neu@tippwerk.de' });
    platform.resetPassword({
      password_recovery_token: tokenOf(latestMail(platform, 'neu@tippwerk.de').link),
      password: NEW_PASSWORD,
    });

    const json = JSON.stringify(storage.load());
    for (const password of [DEMO_PASSWORD, 'Registriert7', 'Geaendert8!', NEW_PASSWORD])
      expect(json).not.toContain(password);
  });

  it('salts every player differently, so equal passwords give different hashes', () => {
    const { storage } = platformAt();
    const hashes = savedState(storage).players.map((p) => p.password);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.sha256) && h.salt.length >= 16)).toBe(true);
    expect(new Set(hashes.map((h) => h.sha256)).size).toBe(hashes.length);
    expect(new Set(hashes.map((h) => h.salt)).size).toBe(hashes.length);
  });

  it('draws salts from the seeded stream: same seed and clock, same hashes', () => {
    expect(savedState(platformAt().storage).players[0]?.password).toEqual(
      savedState(platformAt().storage).players[0]?.password,
    );
  });

  it('discards a saved state of the previous schema (plain passwords) and reseeds', () => {
    const storage = createMemoryStorage({ ...savedState(platformAt().storage), schema_version: 3 });
    createPlatform({ storage, clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
    expect(savedState(storage).schema_version).toBeGreaterThan(3);
  });
});
