import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/handlers/handlers';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryPlayerGateway } from '../../adapters/memory/memory-player-gateway';
import { MemoryPaymentGateway } from '../../adapters/memory/memory-payment-gateway';
import { paymentsContract } from './payments.contract';

const BASE = 'http://tippwerk.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

paymentsContract('memory adapters', (platform) => {
  const tokens = new MemoryTokenStore();
  return { platform, tokens, players: new MemoryPlayerGateway(platform, tokens), payments: new MemoryPaymentGateway(platform, tokens) };
});

paymentsContract('HTTP adapters over MSW', (platform) => {
  server.resetHandlers(...createHandlers(platform, BASE));
  const tokens = new MemoryTokenStore();
  const http = new HttpClient(BASE, tokens);
  return { platform, tokens, players: new HttpPlayerGateway(http), payments: new HttpPaymentGateway(http) };
});
