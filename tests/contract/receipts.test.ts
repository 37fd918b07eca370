import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/handlers/handlers';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryPlayerGateway } from '../../adapters/memory/memory-player-gateway';
import { MemoryLotteryStoreGateway } from '../../adapters/memory/memory-lottery-store-gateway';
import { receiptsContract } from './receipts.contract';

const BASE = 'http://tippwerk.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

receiptsContract('memory adapters', (platform) => {
  const tokens = new MemoryTokenStore();
  return { platform, tokens, players: new MemoryPlayerGateway(platform, tokens), lotteryStore: new MemoryLotteryStoreGateway(platform, tokens) };
});

receiptsContract('HTTP adapters over MSW', (platform) => {
  server.resetHandlers(...createHandlers(platform, BASE));
  const tokens = new MemoryTokenStore();
  const http = new HttpClient(BASE, tokens);
  return { platform, tokens, players: new HttpPlayerGateway(http), lotteryStore: new HttpLotteryStoreGateway(http) };
});
