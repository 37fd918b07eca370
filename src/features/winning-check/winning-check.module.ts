import { ContainerModule } from 'inversify';
import { CheckPastWinningsUseCase } from '../../../core/use-cases/check-past-winnings.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { RESULTS, resultsFeature } from '../results/results.module';
import { WinningCheckViewModel } from './winning-check.view-model';

export const WINNING_CHECK = {
  checkPastWinningsUseCase: token<CheckPastWinningsUseCase>('checkPastWinningsUseCase'),
  winningCheckViewModel: token<WinningCheckViewModel>('winningCheckViewModel'),
} as const;

/** The Gewinnabfrage: what a tip would have won over the archive. Its draws come through the results feature's cached gateway. */
export const winningCheckFeature = defineFeature({
  name: 'winningCheck',
  tokens: WINNING_CHECK,
  requires: [resultsFeature],
  bindings: new ContainerModule((o) => {
    provide(
      o,
      WINNING_CHECK.checkPastWinningsUseCase,
      [SHARED.lotteryStoreGateway, RESULTS.drawsGateway],
      (l, d) => new CheckPastWinningsUseCase(l, d),
    );
    provide(
      o,
      WINNING_CHECK.winningCheckViewModel,
      [WINNING_CHECK.checkPastWinningsUseCase],
      (c) => new WinningCheckViewModel(c),
      'transient',
    );
  }),
});
