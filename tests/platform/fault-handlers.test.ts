import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { isFaultable } from '../../mocks/handlers/fault.handlers';
import { BASE, platformOverHttp } from './http-fixtures';

const { faults } = platformOverHttp();

const DRAWS_PATH = `${API_PATHS.lotteryStore}/product_definitions/keno_regular/current_draws`;
const DRAWS = `${BASE}${DRAWS_PATH}`;
const control = (path: string) => `${BASE}${API_PATHS.fakeControl}${path}`;
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('injected faults over MSW', () => {
  it('answers 503 once with the given body, then the real 200', async () => {
    faults.add({ method: 'GET', path: DRAWS_PATH, status: 503, body: { code: 'maintenance' } });
    const failed = await fetch(DRAWS);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ code: 'maintenance' });
    expect((await fetch(DRAWS)).status).toBe(200);
  });

  it('answers an empty JSON object when no body is given, and a Bearer challenge with 401', async () => {
    faults.add({ path: `${API_PATHS.player}/me`, status: 401 });
    const response = await fetch(`${BASE}${API_PATHS.player}/me`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({});
  });

  it('answers statuses that have no body without one', async () => {
    faults.add({ path: DRAWS_PATH, status: 204 });
    const response = await fetch(DRAWS);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('makes fetch reject like a dropped connection for network_error', async () => {
    faults.add({ path: API_PATHS.lotteryStore, network_error: true });
    await expect(fetch(DRAWS)).rejects.toThrow(TypeError);
    expect((await fetch(DRAWS)).status).toBe(200);
  });

  it('delays and then gives the real answer when there is no status', async () => {
    const normal: unknown = await (await fetch(DRAWS)).json();
    faults.add({ path: DRAWS_PATH, delay_ms: 60 });
    const started = performance.now();
    const response = await fetch(DRAWS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(normal);
  });

  it('delays and then gives the fault answer when there is a status', async () => {
    faults.add({ path: DRAWS_PATH, delay_ms: 60, status: 504 });
    const started = performance.now();
    expect((await fetch(DRAWS)).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('lets other methods and paths through', async () => {
    faults.add({ method: 'POST', path: API_PATHS.lotteryStore, status: 500, times: 0 });
    expect((await fetch(DRAWS)).status).toBe(200);
    expect((await fetch(`${BASE}${API_PATHS.player}/me`)).status).toBe(401);
  });

  it('never applies to the control API', async () => {
    faults.add({ path: '/', status: 500, times: 0 });
    faults.add({ path: '^/__fake', network_error: true, times: 0 });
    expect((await fetch(DRAWS)).status).toBe(500);
    expect((await fetch(control('/status'))).status).toBe(200);
    expect((await fetch(control('/faults'), { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(DRAWS)).status).toBe(200);
  });
});

describe('fault control API', () => {
  it('adds a fault with 201 and the list, lists and clears', async () => {
    const created = await fetch(control('/faults'), post({ method: 'get', path: DRAWS_PATH, status: 503, times: 2 }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual([{ method: 'GET', path: DRAWS_PATH, status: 503, times: 2 }]);
    expect((await fetch(DRAWS)).status).toBe(503);
    expect(await (await fetch(control('/faults'))).json()).toEqual([
      { method: 'GET', path: DRAWS_PATH, status: 503, times: 1 },
    ]);

    const cleared = await fetch(control('/faults'), { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual([]);
    expect((await fetch(DRAWS)).status).toBe(200);
  });

  it('shares one injector between the control API and the test', async () => {
    faults.add({ path: DRAWS_PATH, network_error: true });
    expect(await (await fetch(control('/faults'))).json()).toEqual([
      { path: DRAWS_PATH, network_error: true, times: 1 },
    ]);
  });

  it('refuses an invalid fault with 400 naming the field', async () => {
    const response = await fetch(control('/faults'), post({ path: DRAWS_PATH, status: 42 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      global_errors: ['invalid_fault'],
      attribute_errors: { status: ['must be an integer from 200 to 599'] },
    });
    const unreadable = { method: 'POST', body: 'nope', headers: { 'Content-Type': 'application/json' } };
    expect((await fetch(control('/faults'), unreadable)).status).toBe(400);
    // A body that is not declared JSON never reaches the control (cross-site forms post text/plain).
    expect((await fetch(control('/faults'), { method: 'POST', body: 'nope' })).status).toBe(415);
    expect(faults.list()).toEqual([]);
  });

  it('clears the faults on reset', async () => {
    faults.add({ path: API_PATHS.player, status: 503, times: 0 });
    expect((await fetch(control('/reset'), post({}))).status).toBe(200);
    expect(faults.list()).toEqual([]);
  });

  it('keeps the faults when a reset is refused', async () => {
    faults.add({ path: API_PATHS.player, status: 503, times: 0 });
    expect((await fetch(control('/reset'), post({ seed: 'x' }))).status).toBe(400);
    expect(faults.list()).toHaveLength(1);
  });
});

describe('isFaultable', () => {
  it('covers the documented APIs under the base URL only', () => {
    expect(isFaultable(new URL(DRAWS), BASE)).toBe(true);
    expect(isFaultable(new URL(control('/status')), BASE)).toBe(false);
    expect(isFaultable(new URL(`http://elsewhere.test${DRAWS_PATH}`), BASE)).toBe(false);
    expect(isFaultable(new URL('http://localhost:5173/src/main.tsx'))).toBe(false);
    expect(isFaultable(new URL(`http://host/base${DRAWS_PATH}`), 'http://host/base')).toBe(true);
    expect(isFaultable(new URL(`http://host${DRAWS_PATH}`), 'http://host/base')).toBe(false);
  });
});
