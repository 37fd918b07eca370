import { PageFallback } from '../../app/page-fallback';
import { playerData, keepOnQueryChange } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { t } from '../../i18n/i18n';
import { SESSION } from '../session/session.module';
import { VERIFICATION_FLOW } from './verification-flow.module';
import { VERIFICATION_GUARD } from './verification-guard.module';
import { loadVerification } from './verification.view-model';
import './verification-strings';

/**
 * Age and identity verification: the flow's run (with the session's player and payment methods
 * reloaded beside it), in the browser (the player's tokens live there).
 */
export const clientLoader = () =>
  playerData((container) =>
    loadVerification({
      verifyPlayer: resolve(container, VERIFICATION_FLOW.verifyPlayerUseCase),
      session: resolve(container, SESSION.sessionViewModel),
      guard: resolve(container, VERIFICATION_GUARD.verificationGuardViewModel),
    }),
  );

/** The result modal and the ident provider's return marker live in the query: they do not run the flow again. */
export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('verification.title')} />;
}

export { default } from './verification.view';
