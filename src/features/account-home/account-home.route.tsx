import { PageFallback } from '../../app/page-fallback';
import { playerData } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { t } from '../../i18n/i18n';
import { RECEIPTS } from '../account/receipts.module';
import { loadAccountHome } from './account-home.view-model';
import '../wallet/wallet-strings';

/** The account overview: the games account and the Dauerscheine ended lately, in the browser (the player's tokens live there). */
export const clientLoader = () =>
  playerData((container) =>
    loadAccountHome({
      wallet: resolve(container, SHARED.walletGateway),
      receipts: resolve(container, RECEIPTS.loadReceiptsUseCase),
      clock: resolve(container, SHARED.clock),
    }),
  );

export function HydrateFallback() {
  return <PageFallback title={t('accountHome.title')} />;
}

export { default } from './account-home.view';
