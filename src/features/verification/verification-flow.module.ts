import { ContainerModule } from 'inversify';
import { PollIbanCheckUseCase } from '../../../core/use-cases/poll-iban-check.use-case';
import { VerifyPlayerUseCase } from '../../../core/use-cases/verify-player.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';

export const VERIFICATION_FLOW = {
  pollIbanCheckUseCase: token<PollIbanCheckUseCase>('pollIbanCheckUseCase'),
  verifyPlayerUseCase: token<VerifyPlayerUseCase>('verifyPlayerUseCase'),
} as const;

/**
 * The verification flow of spec/1 §4 (age and identity checks, IBAN check polling): run after a
 * login by the shell's guard (imported on its first run, ./verification-guard.module.ts) and by the verification page.
 */
export const verificationFlowFeature = defineFeature({
  name: 'verificationFlow',
  tokens: VERIFICATION_FLOW,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      VERIFICATION_FLOW.pollIbanCheckUseCase,
      [SHARED.playerGateway, SHARED.scheduler],
      (p, s) => new PollIbanCheckUseCase(p, s),
    );
    provide(
      o,
      VERIFICATION_FLOW.verifyPlayerUseCase,
      [
        SHARED.playerGateway,
        SHARED.walletGateway,
        VERIFICATION_FLOW.pollIbanCheckUseCase,
        SHARED.clock,
        SHARED.errorReporter,
        SHARED.playerCache,
      ],
      (p, w, poll, c, r, cache) => new VerifyPlayerUseCase(p, w, poll, c, r, cache),
    );
  }),
});
