import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { publicCachingFetch, publicCallPhase } from '../../src/server/public-cache';

/** A backend that counts its calls and answers each address with its own body. */
function backend(status = 200) {
  const calls: string[] = [];
  let release: (() => void) | null = null;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${request.url}${request.headers.has('authorization') ? ' (token)' : ''}`);
    if (request.url.endsWith('/slow')) await new Promise<void>((resolve) => (release = resolve));
    return new Response(JSON.stringify({ url: request.url, n: calls.length }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetch: fetchImpl, release: () => release?.() };
}

describe('the shared cache of public backend answers', () => {
  it('answers the same public GET from the cache until it expires, each time with a fresh body', async () => {
    let now = 1000;
    const api = backend();
    const cached = publicCachingFetch({ ttlMs: 5000, now: () => now }, api.fetch);
    const first = (await (await cached('https://api.example/draws')).json()) as { n: number };
    now = 5999;
    const second = await cached('https://api.example/draws');
    expect(((await second.json()) as { n: number }).n).toBe(first.n);
    expect(second.headers.get('content-type')).toBe('application/json');
    now = 6001;
    await (await cached('https://api.example/draws')).text();
    expect(api.calls).toEqual(['GET https://api.example/draws', 'GET https://api.example/draws']);
  });

  it('never keeps what carries credentials, what changes state, or a failure', async () => {
    const api = backend();
    const cached = publicCachingFetch({ ttlMs: 5000 }, api.fetch);
    for (let i = 0; i < 2; i += 1) {
      await cached('https://api.example/me', { headers: { Authorization: 'Bearer x' } });
      await cached('https://api.example/orders', { method: 'POST', body: '{}' });
    }
    expect(api.calls).toEqual([
      'GET https://api.example/me (token)',
      'POST https://api.example/orders',
      'GET https://api.example/me (token)',
      'POST https://api.example/orders',
    ]);
    const failing = backend(503);
    const cachedFailing = publicCachingFetch({ ttlMs: 5000 }, failing.fetch);
    expect((await cachedFailing('https://api.example/draws')).status).toBe(503);
    expect((await cachedFailing('https://api.example/draws')).status).toBe(503);
    expect(failing.calls).toHaveLength(2);
  });

  it('finds a kept answer by string, URL or Request alike, and never hands it to a call with credentials', async () => {
    const api = backend();
    const cached = publicCachingFetch({ ttlMs: 5000 }, api.fetch);
    const n = async (response: Response) => ((await response.json()) as { n: number }).n;
    const first = await n(await cached('https://api.example/draws?limit=1'));
    expect(await n(await cached(new URL('https://API.example/draws?limit=1')))).toBe(first);
    expect(await n(await cached(new Request('https://api.example/draws?limit=1')))).toBe(first);
    expect(await n(await cached('https://api.example/draws?limit=1', { headers: new Headers({ Accept: 'x' }) }))).toBe(
      first,
    );
    // The same address asked as a player, or with a body or another method: the backend answers.
    await cached('https://api.example/draws?limit=1', { headers: new Headers({ Authorization: 'Bearer x' }) });
    await cached('https://api.example/draws?limit=1', { headers: { authorization: 'Bearer x' } });
    await cached('https://api.example/draws?limit=1', { headers: new Headers({ Cookie: 'a=b' }) });
    await cached('https://api.example/draws?limit=1', { method: 'HEAD' });
    expect(api.calls).toEqual([
      'GET https://api.example/draws?limit=1',
      'GET https://api.example/draws?limit=1 (token)',
      'GET https://api.example/draws?limit=1 (token)',
      'GET https://api.example/draws?limit=1',
      'HEAD https://api.example/draws?limit=1',
    ]);
  });

  it('makes one call for requests in flight at the same time, and keeps at most maxEntries answers', async () => {
    const api = backend();
    const cached = publicCachingFetch({ ttlMs: 5000, maxEntries: 2 }, api.fetch);
    const both = Promise.all([cached('https://api.example/slow'), cached('https://api.example/slow')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.release();
    const bodies = await Promise.all((await both).map((r) => r.json()));
    expect(bodies[0]).toEqual(bodies[1]);
    expect(api.calls).toEqual(['GET https://api.example/slow']);
    for (const path of ['a', 'b', 'c']) await cached(`https://api.example/${path}`);
    const again = cached('https://api.example/slow');
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.release();
    await again;
    expect(api.calls.filter((c) => c.endsWith('/slow'))).toHaveLength(2);
  });

  it("keeps the content service's GraphQL queries by body, never its mutations or another address's POSTs", async () => {
    const api = backend();
    const cached = publicCachingFetch(
      { ttlMs: 5000, readingPosts: (url) => url.pathname === '/content/graphql' },
      api.fetch,
    );
    const post = (url: string, body: unknown) =>
      cached(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    const navigation = { operationName: 'Navigation', query: 'query Navigation { navigation { id } }' };
    const faq = { operationName: 'Faq', query: '# the FAQ\n{ faq { id } }' };
    const first = (await (await post('https://api.example/content/graphql', navigation)).json()) as { n: number };
    const again = (await (await post('https://api.example/content/graphql', navigation)).json()) as { n: number };
    expect(again.n).toBe(first.n);
    await post('https://api.example/content/graphql', faq);
    await post('https://api.example/content/graphql', faq);
    for (let i = 0; i < 2; i += 1) {
      await post('https://api.example/content/graphql', { query: 'mutation Vote { vote }' });
      await post('https://api.example/content/graphql', 'not json');
      await post('https://api.example/orders', navigation);
    }
    expect(api.calls).toEqual([
      'POST https://api.example/content/graphql',
      'POST https://api.example/content/graphql',
      ...Array.from({ length: 2 }, () => [
        'POST https://api.example/content/graphql',
        'POST https://api.example/content/graphql',
        'POST https://api.example/orders',
      ]).flat(),
    ]);
  });

  it('is the plain fetch when turned off', () => {
    const api = backend();
    expect(publicCachingFetch({ ttlMs: 0 }, api.fetch)).toBe(api.fetch);
  });
});

describe('waiting for a call another request made', () => {
  it("ends with the waiting call's own deadline, however long the other one waits", async () => {
    const api = backend();
    const cached = publicCachingFetch({ ttlMs: 5000 }, api.fetch);
    const first = cached('https://api.example/slow');
    const second = cached('https://api.example/slow', { signal: AbortSignal.timeout(50) });
    await expect(second).rejects.toThrow();
    api.release();
    expect((await first).status).toBe(200);
  });
});

describe('where an open call stands', () => {
  it('is named by its signal: calling, waiting for another request, its own call after that, passed through', async () => {
    // A backend that answers when told to, and fails a call whose signal aborts (as fetch does).
    const answers: (() => void)[] = [];
    const inner = (input: RequestInfo | URL) =>
      new Promise<Response>((resolve, reject) => {
        (input as Request).signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        answers.push(() => resolve(new Response('{}', { status: 200 })));
      });
    const cached = publicCachingFetch({ ttlMs: 5000 }, inner);
    const [first, second, third] = [new AbortController(), new AbortController(), new AbortController()];
    const calls = [
      cached('https://api.example/slow', { signal: first.signal }),
      cached('https://api.example/slow', { signal: second.signal }),
    ];
    const private_ = cached('https://api.example/me', { signal: third.signal, headers: { Authorization: 'Bearer t' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(publicCallPhase(first.signal)).toBe('calling');
    expect(publicCallPhase(second.signal)).toBe("waiting for another request's call");
    expect(publicCallPhase(third.signal)).toBe('passed through');
    // The first call fails at its caller's deadline: the waiting one calls on its own.
    first.abort();
    await expect(calls[0]).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(publicCallPhase(second.signal)).toBe('own call after waiting');
    for (const answer of answers) answer();
    expect((await calls[1]!).status).toBe(200);
    await private_;
  });
});

describe("the caller's signal", () => {
  /** A backend that answers only by failing when the signal it was handed aborts. */
  function hanging() {
    return (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
        signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      });
  }

  it('still ends the call and a wait for it after garbage collection', async () => {
    v8.setFlagsFromString('--expose_gc');
    const gc = runInNewContext('gc') as () => void;
    const cached = publicCachingFetch({ ttlMs: 5000 }, hanging());
    const calls = [new AbortController(), new AbortController()];
    const [first, second] = calls.map((controller) =>
      cached('https://api.example/draws', { signal: controller.signal }).then(
        () => 'answered',
        () => 'aborted',
      ),
    );
    for (let i = 0; i < 5; i += 1) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    calls[1]!.abort();
    calls[0]!.abort();
    const settled = (promise: Promise<string>) =>
      Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500))]);
    expect(await settled(second!)).toBe('aborted');
    expect(await settled(first!)).toBe('aborted');
  });
});
