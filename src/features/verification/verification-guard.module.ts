import { ContainerModule } from 'inversify';
import { FEATURE_ACCESS, defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';
import { VerificationGuardViewModel } from './verification-guard.view-model';

export const VERIFICATION_GUARD = {
  verificationGuardViewModel: token<VerificationGuardViewModel>('verificationGuardViewModel'),
} as const;

/** The app-wide verification redirect after a login (shell); the flow it runs loads with its first run. */
export const verificationGuardFeature = defineFeature({
  name: 'verificationGuard',
  tokens: VERIFICATION_GUARD,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      VERIFICATION_GUARD.verificationGuardViewModel,
      [FEATURE_ACCESS, SESSION.sessionKeeper],
      (features, keeper) =>
        new VerificationGuardViewModel(async () => {
          const { verificationFlowFeature, VERIFICATION_FLOW } = await import('./verification-flow.module');
          return features.resolve(verificationFlowFeature, VERIFICATION_FLOW.verifyPlayerUseCase);
        }, keeper),
    );
  }),
});
