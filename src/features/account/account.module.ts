import { ContainerModule } from 'inversify';
import { HttpAccountGateway } from '../../../adapters/http/http-account-gateway';
import { RegisterPlayerUseCase } from '../../../core/use-cases/register-player.use-case';
import { RegistrationViewModel } from '../registration/registration.view-model';
import { registrationRules } from '../registration/registration.form';
import { RecoveryViewModel } from '../recovery/recovery.view-model';
import { PersonalDataViewModel } from './personal-data.view-model';
import type { AccountGateway } from '../../../ports/account-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';

export const ACCOUNT = {
  accountGateway: token<AccountGateway>('accountGateway'),
  registerPlayerUseCase: token<RegisterPlayerUseCase>('registerPlayerUseCase'),
  registrationViewModel: token<RegistrationViewModel>('registrationViewModel'),
  recoveryViewModel: token<RecoveryViewModel>('recoveryViewModel'),
  personalDataViewModel: token<PersonalDataViewModel>('personalDataViewModel'),
} as const;

/** Registration, password recovery, personal data: everything over the account gateway. */
export const accountFeature = defineFeature({
  name: 'account',
  tokens: ACCOUNT,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      ACCOUNT.registerPlayerUseCase,
      [
        ACCOUNT.accountGateway,
        SESSION.loginUseCase,
        SHARED.playerGateway,
        SHARED.clock,
        SHARED.idGenerator,
        SHARED.attributionStore,
      ],
      (a, l, p, c, i, t) => new RegisterPlayerUseCase(a, l, p, c, i, t),
    );
    provide(
      o,
      ACCOUNT.registrationViewModel,
      [
        ACCOUNT.registerPlayerUseCase,
        ACCOUNT.accountGateway,
        SHARED.draftStore,
        SESSION.sessionViewModel,
        SHARED.clock,
      ],
      (register, accounts, drafts, session, clock) =>
        new RegistrationViewModel({ register, accounts, drafts, session, validate: registrationRules(clock) }),
      'transient',
    );
    provide(
      o,
      ACCOUNT.recoveryViewModel,
      [ACCOUNT.accountGateway, SHARED.clock],
      (accounts, clock) => new RecoveryViewModel(accounts, registrationRules(clock)),
      'transient',
    );
    provide(
      o,
      ACCOUNT.personalDataViewModel,
      [SESSION.sessionViewModel, ACCOUNT.accountGateway, SHARED.notificationGateway],
      (s, a, n) => new PersonalDataViewModel(s, a, n),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    provide(o, ACCOUNT.accountGateway, [HTTP_CLIENT], (h) => new HttpAccountGateway(h));
  }),
});
