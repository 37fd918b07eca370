import { ContainerModule } from 'inversify';
import { HttpVerificationGateway } from '../../../adapters/http/http-verification-gateway';
import { AddBankDetailsUseCase } from '../../../core/use-cases/add-bank-details.use-case';
import { StartMicroDepositUseCase } from '../../../core/use-cases/start-micro-deposit.use-case';
import { ConfirmMicroDepositUseCase } from '../../../core/use-cases/confirm-micro-deposit.use-case';
import { StartSelfieIdentUseCase } from '../../../core/use-cases/start-selfie-ident.use-case';
import type { VerificationGateway } from '../../../ports/verification-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';
import { VerificationViewModel } from './verification.view-model';
import { VERIFICATION_GUARD } from './verification-guard.module';
import { VERIFICATION_FLOW, verificationFlowFeature } from './verification-flow.module';

export const VERIFICATION = {
  verificationGateway: token<VerificationGateway>('verificationGateway'),
  addBankDetailsUseCase: token<AddBankDetailsUseCase>('addBankDetailsUseCase'),
  startMicroDepositUseCase: token<StartMicroDepositUseCase>('startMicroDepositUseCase'),
  confirmMicroDepositUseCase: token<ConfirmMicroDepositUseCase>('confirmMicroDepositUseCase'),
  startSelfieIdentUseCase: token<StartSelfieIdentUseCase>('startSelfieIdentUseCase'),
  verificationViewModel: token<VerificationViewModel>('verificationViewModel'),
} as const;

/** The age verification page and its steps (bank details, micro deposit, selfie ident); the redirect guard stays in the shell. */
export const verificationFeature = defineFeature({
  name: 'verification',
  tokens: VERIFICATION,
  requires: [verificationFlowFeature],
  bindings: new ContainerModule((o) => {
    provide(
      o,
      VERIFICATION.addBankDetailsUseCase,
      [VERIFICATION.verificationGateway, VERIFICATION_FLOW.pollIbanCheckUseCase, SHARED.playerCache],
      (v, poll, cache) => new AddBankDetailsUseCase(v, poll, cache),
    );
    provide(
      o,
      VERIFICATION.startMicroDepositUseCase,
      [VERIFICATION.verificationGateway],
      (v) => new StartMicroDepositUseCase(v),
    );
    provide(
      o,
      VERIFICATION.confirmMicroDepositUseCase,
      [VERIFICATION.verificationGateway],
      (v) => new ConfirmMicroDepositUseCase(v),
    );
    provide(
      o,
      VERIFICATION.startSelfieIdentUseCase,
      [VERIFICATION.verificationGateway],
      (v) => new StartSelfieIdentUseCase(v),
    );
    provide(
      o,
      VERIFICATION.verificationViewModel,
      [
        VERIFICATION_FLOW.verifyPlayerUseCase,
        VERIFICATION.addBankDetailsUseCase,
        VERIFICATION.startMicroDepositUseCase,
        VERIFICATION.confirmMicroDepositUseCase,
        VERIFICATION.startSelfieIdentUseCase,
        SESSION.sessionViewModel,
        VERIFICATION_GUARD.verificationGuardViewModel,
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
    provide(o, VERIFICATION.verificationGateway, [HTTP_CLIENT], (h) => new HttpVerificationGateway(h));
  }),
});
