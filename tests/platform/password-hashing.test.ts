import { createHash, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordMatches,
  SCRYPT_COST,
  type ScryptPasswordRecord,
} from '../../mocks/platform/account/password-hash';
import { scryptBytes } from '../../mocks/platform/account/scrypt';
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

  it('salts every player differently, so equal passwords give different scrypt hashes', () => {
    const { storage } = platformAt();
    const hashes = savedState(storage).players.map((p) => p.password as ScryptPasswordRecord);
    expect(hashes.every((h) => h.scheme === 'scrypt' && h.n === 16_384 && h.r === 8 && h.p === 1)).toBe(true);
    expect(new Set(hashes.map((h) => h.hash)).size).toBe(hashes.length);
    expect(new Set(hashes.map((h) => h.salt)).size).toBe(hashes.length);
  });

  it('draws a fresh salt for every new hash, so the same password never hashes alike twice', () => {
    const first = hashPassword(DEMO_PASSWORD);
    const second = hashPassword(DEMO_PASSWORD);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(passwordMatches(first, DEMO_PASSWORD) && passwordMatches(second, DEMO_PASSWORD)).toBe(true);
    expect(passwordMatches(first, 'Tippwerk2026?')).toBe(false);
  });

  it('refuses a stored record whose cost a tampered file made absurd, instead of deriving for minutes', () => {
    const honest = hashPassword(DEMO_PASSWORD);
    expect(passwordMatches({ ...honest, n: 1 << 22 }, DEMO_PASSWORD)).toBe(false);
    expect(passwordMatches({ ...honest, r: 64 }, DEMO_PASSWORD)).toBe(false);
    expect(passwordMatches({ ...honest, n: 3000 }, DEMO_PASSWORD)).toBe(false);
  });

  it('logs a player in with a schema-8 SHA-256 record and replaces it by scrypt', () => {
    const state = savedState(platformAt().storage);
    const record = state.players.find((p) => p.player.email === 'spieler@tippwerk.de')!;
    record.password = { salt: 'altes-salz', sha256: sha256Hex(`altes-salz:${DEMO_PASSWORD}`) };
    const storage = createMemoryStorage(state);
    const platform = createPlatform({ storage, clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
    const login = (password: string) =>
      platform.login({ username: 'spieler@tippwerk.de', password, long_lasting_session: false });
    expect(() => login('Falsch123!')).toThrow();
    expect(savedState(storage).players.find((p) => p.player.email === 'spieler@tippwerk.de')!.password).toHaveProperty(
      'sha256',
    );
    expect(login(DEMO_PASSWORD).access_token).toMatch(/^[\w-]{43}$/);
    const upgraded = savedState(storage).players.find((p) => p.player.email === 'spieler@tippwerk.de')!.password;
    expect(upgraded).toMatchObject({ scheme: 'scrypt', n: SCRYPT_COST.n });
    expect(passwordMatches(upgraded, DEMO_PASSWORD)).toBe(true);
  });
});

describe('scrypt', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('matches the RFC 7914 test vector (password / NaCl, N 1024, r 8, p 16)', () => {
    const key = scryptBytes(bytes('password'), bytes('NaCl'), { n: 1024, r: 8, p: 16 }, 64);
    expect(Buffer.from(key).toString('hex')).toBe(
      'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640',
    );
  });

  it('gives the same bytes as node:crypto at the cost the platform stores passwords with', () => {
    const salt = bytes('salz-für-den-test');
    const mine = scryptBytes(bytes('Grüße 🎉'), salt, SCRYPT_COST, 32);
    const node = scryptSync('Grüße 🎉', salt, 32, { N: SCRYPT_COST.n, r: SCRYPT_COST.r, p: SCRYPT_COST.p });
    expect(Buffer.from(mine).toString('hex')).toBe(node.toString('hex'));
  });
});
