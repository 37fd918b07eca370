import type { GameLaunch, GameLaunchRefusal, LaunchGameRequest } from '../domain/game-launch';
import { err, type Result } from '../shared/result';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { TokenStore } from '../../ports/token-store.port';

/**
 * Starts a game at the provider (spec/2 §7.5). Real money needs a logged-in player (a visitor is
 * asked to log in without a call); a demo does not. Every attempt gets a fresh idempotency key,
 * so a repeated click is a new session while a retried request is not.
 */
export class LaunchGameUseCase {
  constructor(
    private readonly gambling: GamblingGateway,
    private readonly ids: IdGenerator,
    private readonly tokens: TokenStore,
  ) {}

  async execute(request: LaunchGameRequest): Promise<Result<GameLaunch, GameLaunchRefusal>> {
    if (!request.demo && !this.tokens.read()) return err({ kind: 'login_required' });
    return this.gambling.launchGame(request, this.ids.uuid());
  }
}
