import { ContainerModule } from 'inversify';
import { LandingViewModel } from './landing.view-model';
import { LotteryContentViewModel } from '../content/lottery-content.view-model';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { HOME } from '../home/home.module';

export const LANDING = {
  landingViewModel: token<LandingViewModel>('landingViewModel'),
  lotteryContentViewModel: token<LotteryContentViewModel>('lotteryContentViewModel'),
} as const;

/** The lottery landing pages (countdown, jackpot, the lottery's content section). */
export const landingFeature = defineFeature({
  name: 'landing',
  tokens: LANDING,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      LANDING.landingViewModel,
      [HOME.loadNextDrawsUseCase, SHARED.clock, SHARED.scheduler],
      (loadNextDraws, clock, scheduler) => new LandingViewModel({ loadNextDraws, clock, scheduler }),
      'transient',
    );
    provide(
      o,
      LANDING.lotteryContentViewModel,
      [SHARED.contentGateway],
      (c) => new LotteryContentViewModel(c),
      'transient',
    );
  }),
});
