import { makeAutoObservable, observableRef } from 'mobx';
import type { LoadNextDrawsUseCase, NextDraw } from '../../../core/use-cases/load-next-draws.use-case';

/** What the home page shows; plain data, loaded by its route's loader (home.view.tsx) and sent to the browser. */
export type HomeData = { readonly kind: 'ready'; readonly nextDraws: NextDraw[] } | { readonly kind: 'error' };

/** The next draw with its jackpot of every lottery; an error when none could be had. */
export async function loadHome(loadNextDraws: LoadNextDrawsUseCase): Promise<HomeData> {
  try {
    const nextDraws = await loadNextDraws.execute();
    return nextDraws.every((d) => d.draw === null) ? { kind: 'error' } : { kind: 'ready', nextDraws };
  } catch {
    return { kind: 'error' };
  }
}

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
    this.accept(await loadHome(this.loadNextDraws));
  }

  /** Takes what the loader found. */
  accept(data: HomeData): void {
    this.nextDraws = data.kind === 'ready' ? data.nextDraws : [];
    this.status = data.kind;
  }

  get lottoJackpot() {
    return this.nextDraws.find((d) => d.lottery === 'lotto6aus49')?.draw?.jackpot ?? null;
  }
}
