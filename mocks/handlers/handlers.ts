import type { HttpHandler } from 'msw';
import type { FakePlatformApi } from '../platform/platform-api';
import { controlHandlers } from './control.handlers';
import { lotteryStoreHandlers } from './lottery-store.handlers';
import { playerHandlers } from './player.handlers';
import { walletHandlers } from './wallet.handlers';

/** Every API of the fake backend over one platform; baseUrl '' means same origin. */
export function createHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  return [
    ...playerHandlers(platform, baseUrl),
    ...walletHandlers(platform, baseUrl),
    ...lotteryStoreHandlers(platform, baseUrl),
    ...controlHandlers(platform, baseUrl),
  ];
}
