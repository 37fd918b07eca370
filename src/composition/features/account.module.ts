import { ContainerModule } from 'inversify';
import { HttpAccountGateway } from '../../../adapters/http/http-account-gateway';
import type { HttpClient } from '../../../adapters/http/client';
import { RegisterPlayerUseCase } from '../../../core/use-cases/register-player.use-case';
import { RegistrationViewModel } from '../../features/registration/registration.view-model';
import { registrationRules } from '../../features/registration/registration-rules';
import { RecoveryViewModel } from '../../features/recovery/recovery.view-model';
import { PersonalDataViewModel } from '../../features/account/personal-data.view-model';
import type { Feature } from '../feature';
import { HTTP_CLIENT } from '../http-client';
import { provide } from '../provide';
import { TOKENS } from '../tokens';

/** Registration, password recovery, personal data: everything over the account gateway. */
export const accountFeature: Feature = {
  name: 'account',
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'registerPlayerUseCase',
      ['accountGateway', 'loginUseCase', 'playerGateway', 'clock', 'idGenerator', 'attributionStore'],
      (a, l, p, c, i, t) => new RegisterPlayerUseCase(a, l, p, c, i, t),
    );
    provide(
      o,
      'registrationViewModel',
      ['registerPlayerUseCase', 'accountGateway', 'draftStore', 'sessionViewModel', 'clock'],
      (register, accounts, drafts, session, clock) =>
        new RegistrationViewModel({ register, accounts, drafts, session, validate: registrationRules(clock) }),
      'transient',
    );
    provide(
      o,
      'recoveryViewModel',
      ['accountGateway', 'clock'],
      (accounts, clock) => new RecoveryViewModel(accounts, registrationRules(clock)),
      'transient',
    );
    provide(
      o,
      'personalDataViewModel',
      ['sessionViewModel', 'accountGateway', 'notificationGateway'],
      (s, a, n) => new PersonalDataViewModel(s, a, n),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    o.bind(TOKENS.accountGateway)
      .toResolvedValue((h: HttpClient) => new HttpAccountGateway(h), [HTTP_CLIENT])
      .inSingletonScope();
  }),
};
