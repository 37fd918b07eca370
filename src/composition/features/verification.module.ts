import { ContainerModule } from 'inversify';
import { HttpVerificationGateway } from '../../../adapters/http/http-verification-gateway';
import type { HttpClient } from '../../../adapters/http/client';
import { AddBankDetailsUseCase } from '../../../core/use-cases/add-bank-details.use-case';
import { StartMicroDepositUseCase } from '../../../core/use-cases/start-micro-deposit.use-case';
import { ConfirmMicroDepositUseCase } from '../../../core/use-cases/confirm-micro-deposit.use-case';
import { StartSelfieIdentUseCase } from '../../../core/use-cases/start-selfie-ident.use-case';
import { VerificationViewModel } from '../../features/verification/verification.view-model';
import type { Feature } from '../feature';
import { HTTP_CLIENT } from '../http-client';
import { provide } from '../provide';
import { TOKENS } from '../tokens';
import { verificationFlowFeature } from './verification-flow.module';

/** The age verification page and its steps (bank details, micro deposit, selfie ident); the redirect guard stays in the shell. */
export const verificationFeature: Feature = {
  name: 'verification',
  requires: [verificationFlowFeature],
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'addBankDetailsUseCase',
      ['verificationGateway', 'pollIbanCheckUseCase', 'playerCache'],
      (v, poll, cache) => new AddBankDetailsUseCase(v, poll, cache),
    );
    provide(o, 'startMicroDepositUseCase', ['verificationGateway'], (v) => new StartMicroDepositUseCase(v));
    provide(o, 'confirmMicroDepositUseCase', ['verificationGateway'], (v) => new ConfirmMicroDepositUseCase(v));
    provide(o, 'startSelfieIdentUseCase', ['verificationGateway'], (v) => new StartSelfieIdentUseCase(v));
    provide(
      o,
      'verificationViewModel',
      [
        'verifyPlayerUseCase',
        'addBankDetailsUseCase',
        'startMicroDepositUseCase',
        'confirmMicroDepositUseCase',
        'startSelfieIdentUseCase',
        'sessionViewModel',
        'verificationGuardViewModel',
      ],
      (verifyPlayer, addBankDetails, startMicroDeposit, confirmMicroDeposit, startSelfieIdent, session, guard) =>
        new VerificationViewModel({
          verifyPlayer,
          addBankDetails,
          startMicroDeposit,
          confirmMicroDeposit,
          startSelfieIdent,
          session,
          guard,
        }),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    o.bind(TOKENS.verificationGateway)
      .toResolvedValue((h: HttpClient) => new HttpVerificationGateway(h), [HTTP_CLIENT])
      .inSingletonScope();
  }),
};
