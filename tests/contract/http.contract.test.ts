import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/handlers/handlers';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { gatewayContract } from './gateways.contract';

const BASE = 'http://tippwerk.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

gatewayContract('HTTP adapters over MSW', (platform: FakePlatformApi) => {
  server.resetHandlers(...createHandlers(platform, BASE));
  const tokens = new MemoryTokenStore();
  const http = new HttpClient(BASE, tokens);
  return {
    tokens,
    players: new HttpPlayerGateway(http),
    wallet: new HttpWalletGateway(http),
    orders: new HttpOrderGateway(http),
    lotteryStore: new HttpLotteryStoreGateway(http),
    notifications: new HttpNotificationGateway(http),
  };
});
