import { ContainerModule } from 'inversify';
import { LoadNextDrawsUseCase } from '../../../core/use-cases/load-next-draws.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { HomeViewModel } from './home.view-model';

export const HOME = {
  /** The next draws with their jackpots: home, landing pages and the results overview. */
  loadNextDrawsUseCase: token<LoadNextDrawsUseCase>('loadNextDrawsUseCase'),
  homeViewModel: token<HomeViewModel>('homeViewModel'),
} as const;

/** The home page (shell: the first screen of most visits) and the next draws it shows. */
export const homeFeature = defineFeature({
  name: 'home',
  tokens: HOME,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      HOME.loadNextDrawsUseCase,
      [SHARED.lotteryStoreGateway, SHARED.errorReporter],
      (l, r) => new LoadNextDrawsUseCase(l, r),
    );
    provide(o, HOME.homeViewModel, [HOME.loadNextDrawsUseCase], (l) => new HomeViewModel(l), 'transient');
  }),
});
