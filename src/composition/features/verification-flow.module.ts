import { ContainerModule } from 'inversify';
import { PollIbanCheckUseCase } from '../../../core/use-cases/poll-iban-check.use-case';
import { VerifyPlayerUseCase } from '../../../core/use-cases/verify-player.use-case';
import type { Feature } from '../feature';
import { provide } from '../provide';

/**
 * The verification flow of spec/1 §4 (age and identity checks, IBAN check polling): run after a
 * login by the shell's guard (through `verifyPlayerLoader`, ../container.ts) and by the verification page.
 */
export const verificationFlowFeature: Feature = {
  name: 'verificationFlow',
  bindings: new ContainerModule((o) => {
    provide(o, 'pollIbanCheckUseCase', ['playerGateway', 'scheduler'], (p, s) => new PollIbanCheckUseCase(p, s));
    provide(
      o,
      'verifyPlayerUseCase',
      ['playerGateway', 'walletGateway', 'pollIbanCheckUseCase', 'clock', 'errorReporter', 'playerCache'],
      (p, w, poll, c, r, cache) => new VerifyPlayerUseCase(p, w, poll, c, r, cache),
    );
  }),
};
