import { PageFallback } from '../../app/page-fallback';
import { keepOnQueryChange, playerData } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { t } from '../../i18n/i18n';
import { TRANSACTIONS } from './transactions.module';
import { FIRST_PAGE } from './transactions.view-model';
import './transaction-text';

/** The newest bookings of the common account, in the browser (the player's tokens live there). */
export const clientLoader = () =>
  playerData((container) => resolve(container, TRANSACTIONS.loadTransactionsUseCase).execute(FIRST_PAGE));

export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('transactions.title')} />;
}

export { default } from './transactions.view';
