import { ContainerModule } from 'inversify';
import { LandingViewModel } from '../../features/landing/landing.view-model';
import { LotteryContentViewModel } from '../../features/content/lottery-content.view-model';
import type { Feature } from '../feature';
import { provide } from '../provide';

/** The lottery landing pages (countdown, jackpot, the lottery's content section). */
export const landingFeature: Feature = {
  name: 'landing',
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'landingViewModel',
      ['loadNextDrawsUseCase', 'clock', 'scheduler'],
      (loadNextDraws, clock, scheduler) => new LandingViewModel({ loadNextDraws, clock, scheduler }),
      'transient',
    );
    provide(o, 'lotteryContentViewModel', ['contentGateway'], (c) => new LotteryContentViewModel(c), 'transient');
  }),
};
