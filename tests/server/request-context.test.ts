import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestContextFactory, routeOfBuild } from '../../src/server/request-context';
import { resolve } from '../../src/composition/feature';
import { SHARED } from '../../src/composition/shared.tokens';

/** A build's route manifest as React Router writes it (ids are the route names). */
const build = {
  routes: {
    root: { id: 'root', path: '' },
    layout: { id: 'layout', parentId: 'root' },
    index: { id: 'index', parentId: 'layout', index: true },
    lotteryNumbers: { id: 'lotteryNumbers', parentId: 'layout', path: '/lotto/lottozahlen-quoten/:date?' },
    'lotteryNumbers-archive': {
      id: 'lotteryNumbers-archive',
      parentId: 'layout',
      path: '/lotto/lottozahlen-quoten/archiv',
    },
    'account-layout': { id: 'account-layout', parentId: 'layout', path: 'kundenkonto' },
    account: { id: 'account', parentId: 'account-layout', index: true },
    'account-limits': { id: 'account-limits', parentId: 'account-layout', path: 'limits' },
    cmsSlug: { id: 'cmsSlug', parentId: 'layout', path: '*' },
  },
} as unknown as ServerBuild;

describe("a request's route", () => {
  it('is the deepest matched route of the path, with its params', () => {
    const routeOf = routeOfBuild(build);
    expect(routeOf('/')).toEqual({ routeName: 'index', params: {} });
    expect(routeOf('/lotto/lottozahlen-quoten/archiv').routeName).toBe('lotteryNumbers-archive');
    expect(routeOf('/lotto/lottozahlen-quoten/ziehung-05-12-2026')).toEqual({
      routeName: 'lotteryNumbers',
      params: { date: 'ziehung-05-12-2026' },
    });
    expect(routeOf('/kundenkonto').routeName).toBe('account');
    expect(routeOf('/kundenkonto/limits').routeName).toBe('account-limits');
    expect(routeOf('/irgendwas/anderes')).toEqual({ routeName: 'cmsSlug', params: { '*': 'irgendwas/anderes' } });
  });
});

describe("a request's backend calls", () => {
  /** A backend that accepts the call and never answers: only the call's signal ends it (as fetch does). */
  const never: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) return reject(signal.reason as Error);
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });

  const contextWith = (fetchImpl: typeof fetch, callTimeoutMs: number, requestTimeoutMs: number) =>
    requestContextFactory({
      apiBaseUrl: () => 'http://backend.invalid',
      runtimeConfig: { apiBaseUrl: '' },
      publicOrigin: 'https://shop.example',
      callTimeoutMs,
      requestTimeoutMs,
      fetch: fetchImpl,
    })(build, { locals: { nonce: 'n' } } as never);

  it('end at their own deadline when the backend never answers', async () => {
    const context = await contextWith(never, 50, 10_000);
    const started = performance.now();
    await expect(context.backend('/sitemap.xml')).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("end together at the request's deadline, however many there are", async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return never(input, init);
    };
    const context = await contextWith(counting, 5_000, 100);
    const started = performance.now();
    // The gateway retries a failed read once: both tries end with the request's deadline.
    await expect(
      resolve(context.container, SHARED.lotteryStoreGateway).productDefinition('lotto6aus49_regular'),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('gives each request its own container, nonce and the configured origins', async () => {
    const [a, b] = [await contextWith(never, 50, 100), await contextWith(never, 50, 100)];
    expect(a.container).not.toBe(b.container);
    expect(a).toMatchObject({
      nonce: 'n',
      publicOrigin: 'https://shop.example',
      backendOrigin: 'http://backend.invalid',
    });
  });
});
