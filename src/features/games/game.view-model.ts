import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Game, GameProvider } from '../../../core/domain/content';
import type { GameLaunch, GameLaunchRefusalKind, GamePlatform } from '../../../core/domain/game-launch';
import type { EndGameSessionUseCase } from '../../../core/use-cases/end-game-session.use-case';
import type { LaunchGameUseCase } from '../../../core/use-cases/launch-game.use-case';
import type { ContentGateway } from '../../../ports/content-gateway.port';

/** What a game page's loader finds: the game with its provider; not_found for an unknown slug. */
export type GameData =
  | { readonly kind: 'ready'; readonly game: Game; readonly provider: GameProvider | null }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'error' };

export async function loadGame(
  content: Pick<ContentGateway, 'game' | 'gameProviders'>,
  slug: string,
): Promise<GameData> {
  try {
    const [game, providers] = await Promise.all([content.game(slug), content.gameProviders().catch(() => [])]);
    if (!game) return { kind: 'not_found' };
    return { kind: 'ready', game, provider: providers.find((p) => p.id === game.providerId) ?? null };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * /games/:slug: the game's details, "Spielen" and "Demo". A launch opens the provider's page in
 * the iframe; leaving the page (or starting another launch) ends the running session.
 */
export class GameViewModel {
  status: 'loading' | 'ready' | 'not_found' | 'error' = 'loading';
  game: Game | null = null;
  provider: GameProvider | null = null;
  session: (GameLaunch & { readonly demo: boolean }) | null = null;
  launching = false;
  refusal: GameLaunchRefusalKind | 'error' | null = null;

  constructor(
    private readonly content: Pick<ContentGateway, 'game' | 'gameProviders'>,
    private readonly launchGame: LaunchGameUseCase,
    private readonly endSession: EndGameSessionUseCase,
  ) {
    makeAutoObservable<this, 'content' | 'launchGame' | 'endSession'>(
      this,
      {
        content: false,
        launchGame: false,
        endSession: false,
        game: observableRef,
        provider: observableRef,
        session: observableRef,
      },
      { autoBind: true },
    );
  }

  async load(slug: string): Promise<void> {
    this.status = 'loading';
    this.accept(await loadGame(this.content, slug));
  }

  /** Takes what the loader found; a session of the game shown before ends. */
  accept(data: GameData): void {
    this.leave();
    this.refusal = null;
    this.game = data.kind === 'ready' ? data.game : null;
    this.provider = data.kind === 'ready' ? data.provider : null;
    this.status = data.kind;
  }

  async launch(demo: boolean, platform: GamePlatform, homePath: string): Promise<void> {
    if (!this.game || this.launching) return;
    this.launching = true;
    this.refusal = null;
    this.leave();
    try {
      const result = await this.launchGame.execute({ gameId: this.game.id, platform, homePath, demo });
      runInAction(() => {
        if (result.ok) this.session = { ...result.value, demo };
        else this.refusal = result.error.kind;
      });
    } catch {
      runInAction(() => (this.refusal = 'error'));
    } finally {
      runInAction(() => (this.launching = false));
    }
  }

  /** Leaving the page ends the game (useViewModel calls this on unmount). */
  dispose(): void {
    this.leave();
  }

  /** Ends the running session (page left, game closed); safe to call twice. */
  leave(): void {
    const running = this.session;
    this.session = null;
    if (running) void this.endSession.execute(running.sessionId);
  }
}
