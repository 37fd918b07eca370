import { PageFallback } from '../../app/page-fallback';
import { playerData, keepOnQueryChange } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { t } from '../../i18n/i18n';
import { SPENDING } from './spending.module';
import './spending-strings';

/** Ausgaben: the last 12 months' stakes, winnings and deposits and the limits' use, in the browser (the player's tokens live there). */
export const clientLoader = () => playerData((container) => resolve(container, SPENDING.loadSpendingUseCase).execute());

export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('spending.title')} />;
}

export { default } from './spending.view';
