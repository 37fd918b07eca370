import { PageFallback } from '../../app/page-fallback';
import { playerData, keepOnQueryChange } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { t } from '../../i18n/i18n';
import { LIMITS } from './limits.module';
import { loadLimits } from './limits.view-model';
import './limits-strings';

/** Deposit and stakes limits, autowithdrawal, the stakes: in the browser (the player's tokens live there). */
export const clientLoader = () => playerData((container) => loadLimits(resolve(container, LIMITS.loadLimitsUseCase)));

export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('limits.title')} />;
}

export { default } from './limits.view';
