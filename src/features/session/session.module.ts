import { ContainerModule } from 'inversify';
import { LoginUseCase } from '../../../core/use-cases/login.use-case';
import { LogoutUseCase } from '../../../core/use-cases/logout.use-case';
import { SessionKeeper } from '../../../core/use-cases/keep-session.use-case';
import { LoadPlayerProfileUseCase } from '../../../core/use-cases/load-player-profile.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SessionViewModel } from './session.view-model';

export const SESSION = {
  loginUseCase: token<LoginUseCase>('loginUseCase'),
  logoutUseCase: token<LogoutUseCase>('logoutUseCase'),
  sessionKeeper: token<SessionKeeper>('sessionKeeper'),
  loadPlayerProfileUseCase: token<LoadPlayerProfileUseCase>('loadPlayerProfileUseCase'),
  sessionViewModel: token<SessionViewModel>('sessionViewModel'),
} as const;

/** The app-wide session (shell): login, logout, keeping and refreshing it, the player's profile. */
export const sessionFeature = defineFeature({
  name: 'session',
  tokens: SESSION,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      SESSION.loginUseCase,
      [SHARED.playerGateway, SHARED.tokenStore, SHARED.scheduler],
      (p, t, s) => new LoginUseCase(p, t, s),
    );
    provide(
      o,
      SESSION.logoutUseCase,
      [SHARED.playerGateway, SHARED.tokenStore, SHARED.localData, SHARED.gamblingGateway],
      (p, t, l, g) => new LogoutUseCase(p, t, l, g),
    );
    provide(
      o,
      SESSION.sessionKeeper,
      [
        SHARED.playerGateway,
        SHARED.tokenStore,
        SHARED.localData,
        SESSION.logoutUseCase,
        SHARED.scheduler,
        SHARED.clock,
        SHARED.errorReporter,
        SHARED.playerCache,
      ],
      (p, t, l, logout, s, c, r, cache) => new SessionKeeper(p, t, l, logout, s, c, r, cache),
    );
    provide(
      o,
      SESSION.loadPlayerProfileUseCase,
      [SHARED.playerGateway, SHARED.walletGateway, SHARED.notificationGateway],
      (p, w, n) => new LoadPlayerProfileUseCase(p, w, n),
    );
    provide(
      o,
      SESSION.sessionViewModel,
      [
        SESSION.loginUseCase,
        SESSION.sessionKeeper,
        SESSION.loadPlayerProfileUseCase,
        SHARED.tokenStore,
        SHARED.localData,
        SHARED.errorReporter,
      ],
      (login, keeper, loadProfile, tokens, local, reporter) =>
        new SessionViewModel({ login, keeper, loadProfile, tokens, local, reporter }),
    );
  }),
});
