import { ContainerModule } from 'inversify';
import { CheckStakesNoticeUseCase } from '../../../core/use-cases/check-stakes-notice.use-case';
import { ConfirmStakesNoticeUseCase } from '../../../core/use-cases/confirm-stakes-notice.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { StakesNoticeViewModel } from './stakes-notice.view-model';

export const STAKES_NOTICE = {
  checkStakesNoticeUseCase: token<CheckStakesNoticeUseCase>('checkStakesNoticeUseCase'),
  confirmStakesNoticeUseCase: token<ConfirmStakesNoticeUseCase>('confirmStakesNoticeUseCase'),
  stakesNoticeViewModel: token<StakesNoticeViewModel>('stakesNoticeViewModel'),
} as const;

/** The stakes-and-winnings notice after a login (shell; the limits page is a feature of its own). */
export const stakesNoticeFeature = defineFeature({
  name: 'stakesNotice',
  tokens: STAKES_NOTICE,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      STAKES_NOTICE.checkStakesNoticeUseCase,
      [SHARED.limitsGateway, SHARED.stakesConfirmationStore, SHARED.clock, SHARED.errorReporter],
      (l, s, c, r) => new CheckStakesNoticeUseCase(l, s, c, r),
    );
    provide(
      o,
      STAKES_NOTICE.confirmStakesNoticeUseCase,
      [SHARED.limitsGateway, SHARED.stakesConfirmationStore, SHARED.clock, SHARED.errorReporter],
      (l, s, c, r) => new ConfirmStakesNoticeUseCase(l, s, c, r),
    );
    provide(
      o,
      STAKES_NOTICE.stakesNoticeViewModel,
      [STAKES_NOTICE.checkStakesNoticeUseCase, STAKES_NOTICE.confirmStakesNoticeUseCase, SHARED.limitsGateway],
      (check, confirm, gateway) => new StakesNoticeViewModel(check, confirm, gateway),
    );
  }),
});
