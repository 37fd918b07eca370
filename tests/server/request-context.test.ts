import { EventEmitter, once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicCachingFetch } from '../../src/server/public-cache';
import { backendReadiness } from '../../src/server/readiness';
import { overdueWatch, requestContextFactory, routeOfBuild } from '../../src/server/request-context';
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

/**
 * A backend that accepts calls and never answers, on a real socket, while garbage is collected
 * every 20 ms (Node 20 holds the signals of AbortSignal.timeout and AbortSignal.any only weakly).
 */
async function withHangingBackend(run: (origin: string) => Promise<void>): Promise<void> {
  v8.setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  const backend = createServer(() => undefined).listen(0, '127.0.0.1');
  await once(backend, 'listening');
  const { port } = backend.address() as AddressInfo;
  const collecting = setInterval(gc, 20);
  try {
    await run(`http://127.0.0.1:${port}`);
  } finally {
    clearInterval(collecting);
    backend.closeAllConnections();
    backend.close();
  }
}

/** An express response as the load context sees it: its locals, its request, its close event. */
function response(originalUrl: string, closed = false) {
  return Object.assign(new EventEmitter(), { locals: { nonce: 'n' }, req: { originalUrl }, closed }) as never;
}

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

  const contextWith = (
    fetchImpl: typeof fetch,
    callTimeoutMs: number,
    requestTimeoutMs: number,
    res = response('/lotto'),
  ) =>
    requestContextFactory({
      apiBaseUrl: () => 'http://backend.invalid',
      runtimeConfig: { apiBaseUrl: '' },
      publicOrigin: 'https://shop.example',
      callTimeoutMs,
      requestTimeoutMs,
      fetch: fetchImpl,
      warn: () => undefined,
    })(build, res);

  it('end at their own deadline when the backend never answers', async () => {
    const context = await contextWith(never, 50, 10_000);
    const started = performance.now();
    await expect(context.backend('/sitemap.xml')).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('end at their deadline over a real socket even while garbage is collected (Node 20 holds deadline signals only weakly)', () =>
    withHangingBackend(async (origin) => {
      const context = await requestContextFactory({
        apiBaseUrl: () => origin,
        runtimeConfig: { apiBaseUrl: '' },
        publicOrigin: 'https://shop.example',
        callTimeoutMs: 300,
        requestTimeoutMs: 10_000,
        fetch: publicCachingFetch({ ttlMs: 5_000 }),
      })(build, response('/lotto'));
      const started = performance.now();
      const outcome = await Promise.race([
        context.backend('/sitemap.xml').then(
          () => 'answered',
          () => 'ended',
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
      ]);
      expect(outcome).toBe('ended');
      expect(performance.now() - started).toBeLessThan(2_000);
    }));

  it('end at their deadline when one waited for the same call of another request that failed first', () =>
    withHangingBackend(async (origin) => {
      // One public cache for both requests, as on the server. The second request's wait for the
      // first one's call ends when that call fails at its shorter deadline; the second then calls
      // on its own, and its own deadline must end that call (it did not once its copied Request
      // had been collected: Node 20's fetch follows a Request's signal only weakly).
      const cache = publicCachingFetch({ ttlMs: 5_000 });
      const contextAt = (callTimeoutMs: number) =>
        requestContextFactory({
          apiBaseUrl: () => origin,
          runtimeConfig: { apiBaseUrl: '' },
          publicOrigin: 'https://shop.example',
          callTimeoutMs,
          requestTimeoutMs: 10_000,
          fetch: cache,
        })(build, response('/lotto'));
      const [first, second] = [await contextAt(100), await contextAt(600)];
      const started = performance.now();
      const outcomes = await Promise.all(
        [first, second].map((context) =>
          Promise.race([
            context.backend('/draws').then(
              () => 'answered',
              () => 'ended',
            ),
            new Promise((resolve) => setTimeout(() => resolve('still waiting after 3 s'), 3_000)),
          ]),
        ),
      );
      expect(outcomes).toEqual(['ended', 'ended']);
      expect(performance.now() - started).toBeLessThan(2_000);
    }));

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

  it("put a shared page's script hashes where the response's nonce was, and change nothing else", async () => {
    const headers = new Map<string, string>([
      ['content-security-policy', "default-src 'self'; script-src 'nonce-n' 'strict-dynamic'; object-src 'none'"],
    ]);
    const res = Object.assign(response('/lotto'), {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    });
    const shared = await contextWith(never, 50, 100, res);
    shared.scriptHashes(["'sha256-a'", "'sha256-b'"]);
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'sha256-a' 'sha256-b' 'strict-dynamic'; object-src 'none'",
    );
    // With no inline script at all, no script is trusted.
    headers.set('content-security-policy', "script-src 'nonce-n' 'strict-dynamic'");
    shared.scriptHashes([]);
    expect(headers.get('content-security-policy')).toBe("script-src 'strict-dynamic'");
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

describe('/readyz against a backend that accepts calls and never answers', () => {
  it(
    'says "not ready" after its 2 s timeout, also while garbage is collected',
    () =>
      withHangingBackend(async (origin) => {
        const started = performance.now();
        const outcome = await Promise.race([
          backendReadiness(origin)(),
          new Promise((resolve) => setTimeout(() => resolve('still waiting after 6 s'), 6_000)),
        ]);
        expect(outcome).toBe(false);
        expect(performance.now() - started).toBeLessThan(4_000);
      }),
    10_000,
  );
});

describe('a page still not done well after its deadline', () => {
  it('is logged once with its path (no query), the phases it reached and its open backend calls', async () => {
    const lines: string[] = [];
    const res = response('/lotto/lottozahlen-quoten?token=geheim');
    const mark = overdueWatch(
      res,
      30,
      (line) => lines.push(line),
      () => ({ openCalls: 2 }),
    );
    mark('render 503');
    mark('x'.repeat(100));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(lines).toHaveLength(1);
    const warning = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(warning).toMatchObject({ level: 'warn', path: '/lotto/lottozahlen-quoten', afterMs: 30, openCalls: 2 });
    expect(warning['phases']).toEqual([
      expect.stringMatching(/^render 503 \d+ ms$/),
      expect.stringMatching(/^x{40} \d+ ms$/),
    ]);
    expect(lines[0]).not.toContain('geheim');
  });

  it('is not logged when it ends in time, and keeps at most 20 phases', async () => {
    const lines: string[] = [];
    const res = response('/');
    const mark = overdueWatch(res, 30, (line) => lines.push(line));
    for (let i = 0; i < 50; i += 1) mark(`phase ${i}`);
    (res as EventEmitter).emit('close');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(lines).toEqual([]);
    const late = response('/');
    const markLate = overdueWatch(late, 10, (line) => lines.push(line));
    for (let i = 0; i < 50; i += 1) markLate(`phase ${i}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((JSON.parse(lines[0]!) as { phases: string[] }).phases).toHaveLength(20);
  });

  it('is not watched when the visitor left before the load context was made (its close event has passed)', async () => {
    const lines: string[] = [];
    overdueWatch(response('/__manifest', true), 10, (line) => lines.push(line))('render 200');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });

  /** A request's context whose overdue line lands in `lines`. */
  const watched = (fetchImpl: typeof fetch, callTimeoutMs: number, overdueMs: number, lines: string[]) =>
    requestContextFactory({
      apiBaseUrl: () => 'http://backend.invalid',
      runtimeConfig: { apiBaseUrl: '' },
      publicOrigin: 'https://shop.example',
      callTimeoutMs,
      requestTimeoutMs: 10_000,
      overdueMs,
      fetch: fetchImpl,
      warn: (line) => lines.push(line),
    })(build, response('/'));

  it('marks an open call that was told to stop: what it called did not listen to its signal', async () => {
    const lines: string[] = [];
    const context = await watched(() => new Promise<Response>(() => undefined), 10, 40, lines);
    context.backend('/sitemap.xml').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(JSON.parse(lines[0]!)).toMatchObject({ openCalls: 1, open: ['/sitemap.xml (aborted)'] });
  });

  it('says where an open call stands in the public cache', async () => {
    const lines: string[] = [];
    const deaf = () => new Promise<Response>(() => undefined);
    const context = await watched(publicCachingFetch({ ttlMs: 5_000 }, deaf), 20, 60, lines);
    context.backend('/sitemap.xml?token=geheim').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(JSON.parse(lines[0]!)).toMatchObject({ openCalls: 1, open: ['/sitemap.xml (aborted) [calling]'] });
  });

  it('end their callers at the deadline even when the layer below does not listen, and log such a call once', async () => {
    const lines: string[] = [];
    // A fetch that never answers and ignores its signal (what the hanging-backend flake looked like).
    const context = await watched(() => new Promise<Response>(() => undefined), 50, 60_000, lines);
    const started = performance.now();
    await expect(context.backend('/sitemap.xml?token=geheim')).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(lines).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      {
        level: 'warn',
        message: 'Backend-Aufruf nach seiner Frist noch offen',
        call: '/sitemap.xml (aborted)',
        afterMs: 3_000,
      },
    ]);
  }, 10_000);

  it("counts a request's backend calls that have not ended", async () => {
    const lines: string[] = [];
    let release: () => void = () => undefined;
    const context = await watched(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response('')))),
      10_000,
      20,
      lines,
    );
    const call = context.backend('/sitemap.xml?token=geheim');
    await new Promise((resolve) => setTimeout(resolve, 60));
    release();
    await call;
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/', openCalls: 1, open: ['/sitemap.xml'] });
    expect(lines[0]).not.toContain('geheim');
  });
});
