import { makeAutoObservable, observableRef } from 'mobx';
import type { Game, GameProvider } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';

export interface ProviderGames {
  readonly provider: GameProvider;
  readonly games: readonly Game[];
}

/** What the lobby's loader finds: providers and games, or an error when the content service fails. */
export type GamesData =
  | { readonly kind: 'ready'; readonly providers: readonly GameProvider[]; readonly games: readonly Game[] }
  | { readonly kind: 'error' };

export async function loadGames(content: Pick<ContentGateway, 'games' | 'gameProviders'>): Promise<GamesData> {
  try {
    const [providers, games] = await Promise.all([content.gameProviders(), content.games()]);
    return { kind: 'ready', providers, games };
  } catch {
    return { kind: 'error' };
  }
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
    this.accept(await loadGames(this.content));
  }

  /** Takes what the loader found. */
  accept(data: GamesData): void {
    this.providers = data.kind === 'ready' ? data.providers : [];
    this.games = data.kind === 'ready' ? data.games : [];
    this.status = data.kind;
  }

  /** Providers in content order, each with its games; providers without games are left out. */
  get byProvider(): readonly ProviderGames[] {
    return this.providers
      .map((provider) => ({ provider, games: this.games.filter((g) => g.providerId === provider.id) }))
      .filter((p) => p.games.length > 0);
  }
}
