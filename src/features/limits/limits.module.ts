import { ContainerModule } from 'inversify';
import { LoadLimitsUseCase } from '../../../core/use-cases/load-limits.use-case';
import { ChangeLimitUseCase } from '../../../core/use-cases/change-limit.use-case';
import { SetAutowithdrawalUseCase } from '../../../core/use-cases/set-autowithdrawal.use-case';
import { LockTemporarilyUseCase } from '../../../core/use-cases/lock-temporarily.use-case';
import { LimitsViewModel } from './limits.view-model';
import { SelfLockViewModel } from './self-lock.view-model';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';

export const LIMITS = {
  loadLimitsUseCase: token<LoadLimitsUseCase>('loadLimitsUseCase'),
  changeLimitUseCase: token<ChangeLimitUseCase>('changeLimitUseCase'),
  setAutowithdrawalUseCase: token<SetAutowithdrawalUseCase>('setAutowithdrawalUseCase'),
  lockTemporarilyUseCase: token<LockTemporarilyUseCase>('lockTemporarilyUseCase'),
  limitsViewModel: token<LimitsViewModel>('limitsViewModel'),
  selfLockViewModel: token<SelfLockViewModel>('selfLockViewModel'),
} as const;

/** The limits page: limits, autowithdrawal, Spielpause (the stakes notice stays in the shell). */
export const limitsFeature = defineFeature({
  name: 'limits',
  tokens: LIMITS,
  bindings: new ContainerModule((o) => {
    provide(o, LIMITS.loadLimitsUseCase, [SHARED.limitsGateway], (l) => new LoadLimitsUseCase(l));
    provide(o, LIMITS.changeLimitUseCase, [SHARED.limitsGateway], (l) => new ChangeLimitUseCase(l));
    provide(
      o,
      LIMITS.setAutowithdrawalUseCase,
      [SHARED.limitsGateway, SHARED.playerCache],
      (l, cache) => new SetAutowithdrawalUseCase(l, cache),
    );
    provide(
      o,
      LIMITS.lockTemporarilyUseCase,
      [SHARED.limitsGateway, SHARED.clock, SHARED.playerCache],
      (l, c, cache) => new LockTemporarilyUseCase(l, c, cache),
    );
    provide(
      o,
      LIMITS.limitsViewModel,
      [LIMITS.loadLimitsUseCase, LIMITS.changeLimitUseCase, LIMITS.setAutowithdrawalUseCase, SESSION.sessionViewModel],
      (load, changeLimit, setAutowithdrawal, session) =>
        new LimitsViewModel({ load, changeLimit, setAutowithdrawal, session }),
      'transient',
    );
    provide(
      o,
      LIMITS.selfLockViewModel,
      [LIMITS.lockTemporarilyUseCase, SESSION.sessionViewModel, SHARED.clock],
      (lock, session, clock) => new SelfLockViewModel(lock, session, clock),
      'transient',
    );
  }),
});
