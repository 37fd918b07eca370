import type { FakePlatformApi } from '../../../mocks/platform/platform-api';
import type { PlayerGateway } from '../../../ports/player-gateway.port';
import type { TokenStore } from '../../../ports/token-store.port';
import type { SessionTokens } from '../../../core/domain/player';
import { VERIFIED } from '../../support/demo';
import { inProcess, type InProcess } from '../../support/in-process';

export interface TransportWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
}

/**
 * Runs a contract against the production HTTP client and gateways, talking to a fresh fake
 * platform through its MSW handlers in this process: the one transport every container uses.
 */
export function overHttp<W extends TransportWorld>(
  contract: (label: string, make: (platform: FakePlatformApi) => W) => void,
  extra: (world: InProcess) => Partial<W> = () => ({}),
): void {
  contract('HTTP adapters, fake platform in process', (platform) => {
    const world = inProcess(platform);
    return { platform, ...world, ...extra(world) } as unknown as W;
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
