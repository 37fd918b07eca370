import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadNextDrawsUseCase, NextDraw } from '../../../core/use-cases/load-next-draws.use-case';

/** Home page: current jackpots and next draw times of every lottery. */
export class HomeViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  nextDraws: NextDraw[] = [];

  constructor(private readonly loadNextDraws: LoadNextDrawsUseCase) {
    makeAutoObservable<this, 'loadNextDraws'>(
      this,
      { loadNextDraws: false, nextDraws: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const draws = await this.loadNextDraws.execute();
      runInAction(() => {
        this.nextDraws = draws;
        this.status = draws.every((d) => d.draw === null) ? 'error' : 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  get lottoJackpot() {
    return this.nextDraws.find((d) => d.lottery === 'lotto6aus49')?.draw?.jackpot ?? null;
  }
}
