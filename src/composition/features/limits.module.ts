import { ContainerModule } from 'inversify';
import { LoadLimitsUseCase } from '../../../core/use-cases/load-limits.use-case';
import { ChangeLimitUseCase } from '../../../core/use-cases/change-limit.use-case';
import { SetAutowithdrawalUseCase } from '../../../core/use-cases/set-autowithdrawal.use-case';
import { LockTemporarilyUseCase } from '../../../core/use-cases/lock-temporarily.use-case';
import { LimitsViewModel } from '../../features/limits/limits.view-model';
import { SelfLockViewModel } from '../../features/limits/self-lock.view-model';
import type { Feature } from '../feature';
import { provide } from '../provide';

/** The limits page: limits, autowithdrawal, Spielpause (the stakes notice stays in the shell). */
export const limitsFeature: Feature = {
  name: 'limits',
  bindings: new ContainerModule((o) => {
    provide(o, 'loadLimitsUseCase', ['limitsGateway'], (l) => new LoadLimitsUseCase(l));
    provide(o, 'changeLimitUseCase', ['limitsGateway'], (l) => new ChangeLimitUseCase(l));
    provide(
      o,
      'setAutowithdrawalUseCase',
      ['limitsGateway', 'playerCache'],
      (l, cache) => new SetAutowithdrawalUseCase(l, cache),
    );
    provide(
      o,
      'lockTemporarilyUseCase',
      ['limitsGateway', 'clock', 'playerCache'],
      (l, c, cache) => new LockTemporarilyUseCase(l, c, cache),
    );
    provide(
      o,
      'limitsViewModel',
      ['loadLimitsUseCase', 'changeLimitUseCase', 'setAutowithdrawalUseCase', 'sessionViewModel'],
      (load, changeLimit, setAutowithdrawal, session) =>
        new LimitsViewModel({ load, changeLimit, setAutowithdrawal, session }),
      'transient',
    );
    provide(
      o,
      'selfLockViewModel',
      ['lockTemporarilyUseCase', 'sessionViewModel', 'clock'],
      (lock, session, clock) => new SelfLockViewModel(lock, session, clock),
      'transient',
    );
  }),
};
