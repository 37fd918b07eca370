import { makeAutoObservable, observableRef } from 'mobx';
import type { WinningProbability } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';

/** What the page's loader finds: the odds tables, or an error when the content service fails. */
export type WinningProbabilitiesData =
  { readonly kind: 'ready'; readonly tables: readonly WinningProbability[] } | { readonly kind: 'error' };

export async function loadWinningProbabilities(content: ContentGateway): Promise<WinningProbabilitiesData> {
  try {
    return { kind: 'ready', tables: await content.winningProbabilities() };
  } catch {
    return { kind: 'error' };
  }
}

/** /gewinnwahrscheinlichkeiten: the odds tables of every game, in the content service's order. */
export class WinningProbabilitiesViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  tables: readonly WinningProbability[] = [];

  constructor(private readonly content: ContentGateway) {
    makeAutoObservable<this, 'content'>(this, { content: false, tables: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.accept(await loadWinningProbabilities(this.content));
  }

  /** Takes what the loader found. */
  accept(data: WinningProbabilitiesData): void {
    this.tables = data.kind === 'ready' ? data.tables : [];
    this.status = data.kind;
  }
}
