import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Game, GameProvider } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';

export interface ProviderGames {
  readonly provider: GameProvider;
  readonly games: readonly Game[];
}

/** /games: every game by provider (content games and gameProviders), optionally one provider only. */
export class GamesViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  providers: readonly GameProvider[] = [];
  games: readonly Game[] = [];

  constructor(private readonly content: Pick<ContentGateway, 'games' | 'gameProviders'>) {
    makeAutoObservable<this, 'content'>(
      this,
      { content: false, providers: observableRef, games: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [providers, games] = await Promise.all([this.content.gameProviders(), this.content.games()]);
      runInAction(() => {
        this.providers = providers;
        this.games = games;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  /** Providers in content order, each with its games; providers without games are left out. */
  get byProvider(): readonly ProviderGames[] {
    return this.providers
      .map((provider) => ({ provider, games: this.games.filter((g) => g.providerId === provider.id) }))
      .filter((p) => p.games.length > 0);
  }
}
