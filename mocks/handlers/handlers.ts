import type { HttpHandler } from 'msw';
import type { FakePlatformApi } from '../platform/platform-api';
import { accountControlHandlers } from './account-control.handlers';
import { receiptControlHandlers } from './receipt-control.handlers';
import { accountHandlers } from './account.handlers';
import { controlGuard, type ControlGuardOptions } from './control-guard';
import { controlHandlers } from './control.handlers';
import { FaultInjector } from './fault-injector';
import { faultHandler } from './fault.handlers';
import { lotteryStoreHandlers } from './lottery-store.handlers';
import { drawsHandlers } from './draws.handlers';
import { paymentHandlers } from './payment.handlers';
import { pspControlHandlers } from './psp-control.handlers';
import { thirdPartyPageHandlers } from './third-party-pages.handlers';
import { playerHandlers } from './player.handlers';
import { walletHandlers } from './wallet.handlers';
import { ledgerControlHandlers, ledgerHandlers } from './ledger.handlers';
import { limitsHandlers } from './limits.handlers';
import { walletMovesHandlers } from './wallet-moves.handlers';
import { notificationHandlers } from './notification.handlers';
import { verificationHandlers } from './verification.handlers';
import { contentHandlers } from './content.handlers';
import { gamblingHandlers } from './gambling.handlers';
import { seoHandlers } from './seo.handlers';
import { oasisHandlers } from './oasis.handlers';

/**
 * Every API of the fake backend over one platform; baseUrl '' means same origin. `faults` is
 * shared with the control API (`/__fake/faults`); pass your own to add faults from a test directly.
 * `control` tightens the control API (the Node server: its token, local dev origins, host names).
 */
export function createHandlers(
  platform: FakePlatformApi,
  baseUrl = '',
  faults = new FaultInjector(),
  control: ControlGuardOptions = {},
): HttpHandler[] {
  const handlers: HttpHandler[] = [
    // First, so a matching fault wins over the real handler (MSW takes handlers in order).
    faultHandler(faults, baseUrl, () => handlers.slice(1)),
    // Before every `/__fake` handler: the controls answer only JSON requests of their own origin.
    controlGuard(baseUrl, control),
    ...playerHandlers(platform, baseUrl),
    ...accountHandlers(platform, baseUrl),
    ...verificationHandlers(platform, baseUrl),
    ...walletHandlers(platform, baseUrl),
    ...ledgerHandlers(platform, baseUrl),
    ...limitsHandlers(platform, baseUrl),
    ...oasisHandlers(platform, baseUrl),
    ...paymentHandlers(platform, baseUrl),
    ...walletMovesHandlers(platform, baseUrl),
    ...notificationHandlers(platform, baseUrl),
    ...lotteryStoreHandlers(platform, baseUrl),
    ...drawsHandlers(platform, baseUrl),
    ...contentHandlers(platform, baseUrl),
    ...controlHandlers(platform, baseUrl, faults),
    ...pspControlHandlers(platform, baseUrl),
    ...thirdPartyPageHandlers(baseUrl, control.allowOrigin),
    ...accountControlHandlers(platform, baseUrl),
    ...receiptControlHandlers(platform, baseUrl),
    ...gamblingHandlers(platform, baseUrl, control.allowOrigin),
    ...seoHandlers(baseUrl),
    ...ledgerControlHandlers(platform, baseUrl),
  ];
  return handlers;
}
