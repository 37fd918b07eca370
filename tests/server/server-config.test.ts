import { describe, expect, it } from 'vitest';
import { ConfigError, serverConfigFrom } from '../../src/server/server-config';

describe('serverConfigFrom', () => {
  it('reads the backend address, port and host, without a trailing slash', () => {
    expect(
      serverConfigFrom({ API_BASE_URL: 'https://api.example.com/platform/', PORT: '8080', HOST: '127.0.0.1' }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/platform',
      port: 8080,
      host: '127.0.0.1',
      gameFrameOrigins: [],
      publicCacheMs: 5000,
    });
  });

  it('shares public backend answers for PUBLIC_CACHE_SECONDS (0 turns it off)', () => {
    const base = { API_BASE_URL: 'https://api.example.com' };
    expect(serverConfigFrom({ ...base, PUBLIC_CACHE_SECONDS: '0' }).publicCacheMs).toBe(0);
    expect(serverConfigFrom({ ...base, PUBLIC_CACHE_SECONDS: '2.5' }).publicCacheMs).toBe(2500);
  });

  it('listens on every interface on port 4173 unless told otherwise', () => {
    expect(serverConfigFrom({ API_BASE_URL: 'http://backend:4010' })).toMatchObject({ port: 4173, host: '0.0.0.0' });
  });

  it.each([
    [{}, 'API_BASE_URL fehlt'],
    [{ API_BASE_URL: '  ' }, 'API_BASE_URL fehlt'],
    [{ API_BASE_URL: 'api.example.com' }, 'keine gültige URL'],
    [{ API_BASE_URL: 'ftp://api.example.com' }, 'http:// oder https://'],
    [{ API_BASE_URL: 'https://user:pw@api.example.com' }, 'Zugangsdaten'],
    [{ API_BASE_URL: 'https://api.example.com?x=1' }, 'Anfrageteil'],
    [{ API_BASE_URL: 'https://api.example.com', PORT: 'achtzig' }, 'PORT'],
    [{ API_BASE_URL: 'https://api.example.com', PORT: '70000' }, 'PORT'],
    [{ API_BASE_URL: 'https://api.example.com', GAME_FRAME_ORIGINS: 'javascript:alert(1)' }, 'GAME_FRAME_ORIGINS'],
    [{ API_BASE_URL: 'https://api.example.com', PUBLIC_CACHE_SECONDS: '-1' }, 'PUBLIC_CACHE_SECONDS'],
    [{ API_BASE_URL: 'https://api.example.com', PUBLIC_CACHE_SECONDS: 'kurz' }, 'PUBLIC_CACHE_SECONDS'],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => serverConfigFrom(env)).toThrow(ConfigError);
    expect(() => serverConfigFrom(env)).toThrow(message);
  });

  it('keeps only the origins of the game providers it may frame', () => {
    expect(
      serverConfigFrom({
        API_BASE_URL: 'https://api.example.com',
        GAME_FRAME_ORIGINS: 'https://games.example.net/lobby, https://slots.example.org',
      }).gameFrameOrigins,
    ).toEqual(['https://games.example.net', 'https://slots.example.org']);
  });
});
