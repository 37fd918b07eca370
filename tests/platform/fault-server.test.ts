import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { platformOverNodeHttp } from './http-fixtures';

// The API half of mocks/server.ts, in process on an ephemeral port (the module itself parses
// argv and exits, so it is started as a child process in server.test.ts instead).
const server = platformOverNodeHttp();
const { faults } = server;
beforeEach(() => faults.clear());

const DRAWS_PATH = `${API_PATHS.lotteryStore}/product_definitions/lotto6aus49_regular/current_draws`;

/** Raw request: shows whether any HTTP answer arrived at all. */
function rawGet(path: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(`${server.base}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('faults through the node:http bridge', () => {
  it('drops the connection without an HTTP answer for network_error', async () => {
    faults.add({ path: DRAWS_PATH, network_error: true });
    expect(await rawGet(DRAWS_PATH)).toEqual({ error: 'ECONNRESET' });
    expect(await rawGet(DRAWS_PATH)).toEqual({ status: 200 });
  });

  it('makes fetch reject, and the next call on a kept-alive connection succeeds', async () => {
    expect((await fetch(`${server.base}${DRAWS_PATH}`)).status).toBe(200);
    faults.add({ path: DRAWS_PATH, network_error: true });
    await expect(fetch(`${server.base}${DRAWS_PATH}`)).rejects.toThrow('fetch failed');
    expect((await fetch(`${server.base}${DRAWS_PATH}`)).status).toBe(200);
  });

  it('answers a status fault with its JSON body and no-store', async () => {
    faults.add({ path: DRAWS_PATH, status: 503, body: { code: 'maintenance' } });
    const response = await fetch(`${server.base}${DRAWS_PATH}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ code: 'maintenance' });
  });

  it('adds faults through the control API of the same server', async () => {
    const created = await fetch(`${server.base}${API_PATHS.fakeControl}/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path: '^/lottery-store/.*/current_draws$',
        network_error: true,
        delay_ms: 20,
      }),
    });
    expect(created.status).toBe(201);
    await expect(fetch(`${server.base}${DRAWS_PATH}`)).rejects.toThrow();
    expect(faults.list()).toEqual([]);
  });
});
