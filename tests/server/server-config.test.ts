import { describe, expect, it } from 'vitest';
import { ConfigError, serverConfigFrom, trustProxyFrom } from '../../src/server/server-config';

const BASE = { API_BASE_URL: 'https://api.example.com', PUBLIC_ORIGIN: 'https://www.tippwerk.example' };

describe('serverConfigFrom', () => {
  it('reads the backend address, public origin, port and host, without a trailing slash', () => {
    expect(
      serverConfigFrom({
        API_BASE_URL: 'https://api.example.com/platform/',
        PUBLIC_ORIGIN: 'https://www.tippwerk.example/',
        PORT: '8080',
        HOST: '127.0.0.1',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/platform',
      publicOrigin: 'https://www.tippwerk.example',
      port: 8080,
      host: '127.0.0.1',
      gameFrameOrigins: [],
      publicCacheMs: 5000,
      backendTimeoutMs: 4000,
      trustProxy: false,
      registrationMode: 'steps',
    });
  });

  it('asks for the registration in five steps unless REGISTRATION_MODE says single-step; refuses anything else', () => {
    expect(serverConfigFrom({ ...BASE, REGISTRATION_MODE: 'single-step' }).registrationMode).toBe('single-step');
    expect(serverConfigFrom({ ...BASE, REGISTRATION_MODE: 'steps' }).registrationMode).toBe('steps');
    expect(serverConfigFrom({ ...BASE, REGISTRATION_MODE: ' ' }).registrationMode).toBe('steps');
    expect(() => serverConfigFrom({ ...BASE, REGISTRATION_MODE: 'alles' })).toThrow(
      new ConfigError('REGISTRATION_MODE muss steps oder single-step sein, nicht "alles"'),
    );
  });

  it('shares public backend answers for PUBLIC_CACHE_SECONDS (0 turns it off)', () => {
    expect(serverConfigFrom({ ...BASE, PUBLIC_CACHE_SECONDS: '0' }).publicCacheMs).toBe(0);
    expect(serverConfigFrom({ ...BASE, PUBLIC_CACHE_SECONDS: '2.5' }).publicCacheMs).toBe(2500);
  });

  it('gives every backend call a deadline of at most 5 s (BACKEND_TIMEOUT_SECONDS)', () => {
    expect(serverConfigFrom({ ...BASE, BACKEND_TIMEOUT_SECONDS: '1.5' }).backendTimeoutMs).toBe(1500);
    expect(() => serverConfigFrom({ ...BASE, BACKEND_TIMEOUT_SECONDS: '30' })).toThrow('BACKEND_TIMEOUT_SECONDS');
    expect(() => serverConfigFrom({ ...BASE, BACKEND_TIMEOUT_SECONDS: '0' })).toThrow('BACKEND_TIMEOUT_SECONDS');
  });

  it('listens on every interface on port 4173 unless told otherwise', () => {
    expect(serverConfigFrom({ ...BASE, API_BASE_URL: 'http://backend:4010' })).toMatchObject({
      port: 4173,
      host: '0.0.0.0',
    });
  });

  it.each([
    [{ PUBLIC_ORIGIN: BASE.PUBLIC_ORIGIN }, 'API_BASE_URL fehlt'],
    [{ ...BASE, API_BASE_URL: '  ' }, 'API_BASE_URL fehlt'],
    [{ ...BASE, API_BASE_URL: 'api.example.com' }, 'keine gültige URL'],
    [{ ...BASE, API_BASE_URL: 'ftp://api.example.com' }, 'http:// oder https://'],
    [{ ...BASE, API_BASE_URL: 'https://user:pw@api.example.com' }, 'Zugangsdaten'],
    [{ ...BASE, API_BASE_URL: 'https://api.example.com?x=1' }, 'Anfrageteil'],
    [{ API_BASE_URL: BASE.API_BASE_URL }, 'PUBLIC_ORIGIN fehlt'],
    [{ ...BASE, PUBLIC_ORIGIN: 'https://www.tippwerk.example/shop' }, 'PUBLIC_ORIGIN darf keinen Pfad'],
    [{ ...BASE, PUBLIC_ORIGIN: 'javascript:alert(1)' }, 'PUBLIC_ORIGIN'],
    [{ ...BASE, PORT: 'achtzig' }, 'PORT'],
    [{ ...BASE, PORT: '70000' }, 'PORT'],
    [{ ...BASE, GAME_FRAME_ORIGINS: 'javascript:alert(1)' }, 'GAME_FRAME_ORIGINS'],
    [{ ...BASE, PUBLIC_CACHE_SECONDS: '-1' }, 'PUBLIC_CACHE_SECONDS'],
    [{ ...BASE, PUBLIC_CACHE_SECONDS: 'kurz' }, 'PUBLIC_CACHE_SECONDS'],
    [{ ...BASE, TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ ...BASE, TRUST_PROXY: '99' }, 'TRUST_PROXY'],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => serverConfigFrom(env)).toThrow(ConfigError);
    expect(() => serverConfigFrom(env)).toThrow(message);
  });

  it('keeps only the origins of the game providers it may frame', () => {
    expect(
      serverConfigFrom({ ...BASE, GAME_FRAME_ORIGINS: 'https://games.example.net/lobby, https://slots.example.org' })
        .gameFrameOrigins,
    ).toEqual(['https://games.example.net', 'https://slots.example.org']);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no forwarded header unless configured', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
  });

  it('takes true, a hop count or a list of proxy addresses and subnets', () => {
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('loopback, 10.0.0.0/8, ::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
  });
});
