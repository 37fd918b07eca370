import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { WinningProbability } from '../../../core/domain/content';
import type { ContentGateway } from '../../../ports/content-gateway.port';

/** /gewinnwahrscheinlichkeiten: the odds tables of every game, in the content service's order. */
export class WinningProbabilitiesViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  tables: readonly WinningProbability[] = [];

  constructor(private readonly content: ContentGateway) {
    makeAutoObservable<this, 'content'>(this, { content: false, tables: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const tables = await this.content.winningProbabilities();
      runInAction(() => {
        this.tables = tables;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }
}
