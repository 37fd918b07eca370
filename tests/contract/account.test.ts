import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/handlers/handlers';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpAccountGateway } from '../../adapters/http/http-account-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryPlayerGateway } from '../../adapters/memory/memory-player-gateway';
import { MemoryAccountGateway } from '../../adapters/memory/memory-account-gateway';
import { MemoryNotificationGateway } from '../../adapters/memory/memory-notification-gateway';
import { accountContract } from './account.contract';

const BASE = 'http://tippwerk.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

accountContract('memory adapters', (platform) => {
  const tokens = new MemoryTokenStore();
  return {
    platform,
    tokens,
    players: new MemoryPlayerGateway(platform, tokens),
    accounts: new MemoryAccountGateway(platform, tokens),
    notifications: new MemoryNotificationGateway(platform, tokens),
  };
});

accountContract('HTTP adapters over MSW', (platform) => {
  server.resetHandlers(...createHandlers(platform, BASE));
  const tokens = new MemoryTokenStore();
  const http = new HttpClient(BASE, tokens);
  return { platform, tokens, players: new HttpPlayerGateway(http), accounts: new HttpAccountGateway(http), notifications: new HttpNotificationGateway(http) };
});
