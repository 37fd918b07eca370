import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../mocks/handlers/handlers';
import type { FakePlatformApi } from '../../../mocks/platform/platform-api';
import { HttpClient } from '../../../adapters/http/client';
import { HttpPlayerGateway } from '../../../adapters/http/http-player-gateway';
import { MemoryTokenStore } from '../../../adapters/memory/memory-token-store';
import { MemoryPlayerGateway } from '../../../adapters/memory/memory-player-gateway';
import type { PlayerGateway } from '../../../ports/player-gateway.port';
import type { TokenStore } from '../../../ports/token-store.port';
import type { SessionTokens } from '../../../core/domain/player';
import { VERIFIED } from '../../support/demo';

const BASE = 'http://tippwerk.test';

export interface TransportWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
}

/**
 * Runs one contract twice: against the memory adapters, and against the HTTP adapters talking
 * to the same fake platform through MSW. `gateways` builds the contract's own gateways for each.
 * Call once per test file: it owns the file's MSW server.
 */
export function onBothTransports<W extends TransportWorld>(
  contract: (label: string, make: (platform: FakePlatformApi) => W) => void,
  gateways: {
    memory: (platform: FakePlatformApi, tokens: MemoryTokenStore) => NoInfer<Omit<W, keyof TransportWorld>>;
    http: (client: HttpClient) => NoInfer<Omit<W, keyof TransportWorld>>;
  },
): void {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  contract('memory adapters', (platform) => {
    const tokens = new MemoryTokenStore();
    return {
      platform,
      tokens,
      players: new MemoryPlayerGateway(platform, tokens),
      ...gateways.memory(platform, tokens),
    } as unknown as W;
  });
  contract('HTTP adapters over MSW', (platform) => {
    server.resetHandlers(...createHandlers(platform, BASE));
    const tokens = new MemoryTokenStore();
    const client = new HttpClient(BASE, tokens);
    return { platform, tokens, players: new HttpPlayerGateway(client), ...gateways.http(client) } as unknown as W;
  });
}

/** Logs a demo player in through the world's player gateway and keeps the tokens, as the app does. */
export async function logIn(
  world: Pick<TransportWorld, 'players' | 'tokens'>,
  who: { username: string; password: string } = VERIFIED,
): Promise<SessionTokens> {
  const result = await world.players.login({ ...who, longLastingSession: false });
  if (!result.ok) throw new Error(`login failed: ${result.error.kind}`);
  world.tokens.write(result.value);
  return result.value;
}
