import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpClient, requireParam } from '../../adapters/http/client';
import { HttpResponseError } from '../../adapters/http/http-errors';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import {
  AuthenticationError,
  ContractViolationError,
  FormValidationError,
  GatewayError,
  NotFoundError,
  PlayerNotReadyError,
  RequiredParameterError,
  TooManyInvalidAttemptsError,
} from '../../core/domain/errors';

const BASE = 'http://tippwerk.test';
const PLAYER = `${BASE}/player/public/api/v1`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(token: string | null = 'access-1') {
  const tokens = new MemoryTokenStore();
  if (token) tokens.write({ accessToken: token, refreshToken: 'refresh-secret-1' });
  const reporter = new MemoryErrorReporter();
  return { http: new HttpClient(BASE, tokens, reporter), tokens, reporter };
}

/** Answers with `first` once, then with `then`; counts the calls. */
function sequence(
  method: 'get' | 'post' | 'delete',
  path: string,
  first: () => Response,
  then: () => Response = () => HttpResponse.json({ ok: true }),
) {
  const seen = { calls: 0, headers: [] as Headers[] };
  server.use(
    http[method](`${PLAYER}${path}`, ({ request }) => {
      seen.calls += 1;
      seen.headers.push(request.headers);
      return seen.calls === 1 ? first() : then();
    }),
  );
  return seen;
}

describe('HTTP client policies (spec/2 §7, §8)', () => {
  it('SKIP_ERROR: an answer carrying the header counts as success, whatever its status, and is not reported', async () => {
    sequence('post', '/start_recovery', () =>
      HttpResponse.json({ note: 'accepted later' }, { status: 503, headers: { SKIP_ERROR: 'true' } }),
    );
    const { http: c, reporter } = client();
    expect(await c.request('player', 'POST', '/start_recovery', { body: { email: 'a@b.de' } })).toEqual({
      note: 'accepted later',
    });
    expect(reporter.reports).toEqual([]);
  });

  it('SKIP_ERROR: a call sent with the header resolves null on an error answer, unreported; without it, it fails', async () => {
    const seen = sequence('post', '/start_recovery', () => HttpResponse.json({ code: 'boom' }, { status: 500 }));
    const { http: c, reporter } = client();
    expect(await c.request('player', 'POST', '/start_recovery', { body: {}, skipError: true })).toBeNull();
    expect(seen.headers[0]?.get('SKIP_ERROR')).toBe('true');
    expect(reporter.reports).toEqual([]);
    sequence('post', '/start_recovery', () => HttpResponse.json({ code: 'boom' }, { status: 500 }));
    await expect(c.request('player', 'POST', '/start_recovery', { body: {} })).rejects.toBeInstanceOf(GatewayError);
    expect(reporter.reports).toHaveLength(1);
  });

  it('Non-mutating calls are retried once: a GET answered 503 once then 200 succeeds with one retry', async () => {
    const seen = sequence('get', '/me', () => HttpResponse.json({}, { status: 503 }));
    const { http: c } = client();
    expect(await c.request('player', 'GET', '/me')).toEqual({ ok: true });
    expect(seen.calls).toBe(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 504])('retries a GET once on %i, and only once', async (status) => {
    const seen = sequence(
      'get',
      '/me',
      () => HttpResponse.json({}, { status }),
      () => HttpResponse.json({}, { status }),
    );
    const { http: c } = client();
    await expect(c.request('player', 'GET', '/me')).rejects.toMatchObject({ status });
    expect(seen.calls).toBe(2);
  });

  it('Any non-2xx answer: raised as a response error naming status and calling method (a POST answered 503 is not retried)', async () => {
    const seen = sequence('post', '/start_recovery', () => HttpResponse.json({}, { status: 503 }));
    const { http: c, reporter } = client();
    const error = await c
      .request('player', 'POST', '/start_recovery', { body: { email: 'a@b.de' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpResponseError);
    expect((error as Error).message).toContain('POST');
    expect((error as Error).message).toContain('503');
    expect(seen.calls).toBe(1);
    expect(reporter.reports.map((r) => r.source)).toEqual(['http']);
  });

  it("Network failure: 'FetchError: The request failed' for a POST, the interceptor message after a GET's retry; both reported", async () => {
    server.use(
      http.post(`${PLAYER}/login`, () => HttpResponse.error()),
      http.get(`${PLAYER}/me`, () => HttpResponse.error()),
    );
    const { http: c, reporter } = client();
    await expect(c.request('player', 'POST', '/login', { body: {} })).rejects.toThrow('FetchError: The request failed');
    await expect(c.request('player', 'GET', '/me')).rejects.toThrow(
      'The request failed and the interceptors did not return an alternative response',
    );
    expect(reporter.reports).toHaveLength(2);
  });

  it('sends the bearer token when present, the user-auth header to the game service, nothing when anonymous', async () => {
    const seen = sequence(
      'get',
      '/me',
      () => HttpResponse.json({}),
      () => HttpResponse.json({}),
    );
    const { http: c } = client('access-1');
    await c.request('player', 'GET', '/me');
    await c.request('player', 'GET', '/me', { auth: 'user-auth' });
    expect(seen.headers[0]?.get('authorization')).toBe('Bearer access-1');
    expect(seen.headers[1]?.get('user-auth')).toBe('access-1');
    expect(seen.headers[1]?.get('authorization')).toBeNull();
    const anonymous = sequence('get', '/zip_codes', () => HttpResponse.json([]));
    await client(null).http.request('player', 'GET', '/zip_codes');
    expect(anonymous.headers[0]?.get('authorization')).toBeNull();
  });

  it('401 on any path not ending /login: one refresh, then the call is repeated with the new token', async () => {
    const seen = sequence(
      'get',
      '/me',
      () => HttpResponse.json({}, { status: 401 }),
      () => HttpResponse.json({ id: 'p1' }),
    );
    const { http: c, tokens } = client('old');
    let refreshes = 0;
    c.onUnauthorized(() => {
      refreshes += 1;
      tokens.write({ accessToken: 'new', refreshToken: 'refresh-secret-1' });
      return Promise.resolve(true);
    });
    expect(await c.request('player', 'GET', '/me')).toEqual({ id: 'p1' });
    expect(refreshes).toBe(1);
    expect(seen.headers[1]?.get('authorization')).toBe('Bearer new');
  });

  it('401 when the session cannot be refreshed raises an authentication error; 401 on /login never asks for a refresh', async () => {
    sequence(
      'get',
      '/me',
      () => HttpResponse.json({}, { status: 401 }),
      () => HttpResponse.json({}, { status: 401 }),
    );
    sequence('post', '/login', () => HttpResponse.json({ code: 'invalid_credentials' }, { status: 401 }));
    const { http: c } = client();
    let asked = 0;
    c.onUnauthorized(() => Promise.resolve((asked += 1) > 100));
    await expect(c.request('player', 'GET', '/me')).rejects.toBeInstanceOf(AuthenticationError);
    expect(asked).toBe(1);
    await expect(c.request('player', 'POST', '/login', { body: {} })).rejects.toBeInstanceOf(AuthenticationError);
    expect(asked).toBe(1);
  });

  it('403 code player_not_ready is the not-ready state; 403 reason too_many_invalid_attempts its own error', async () => {
    sequence('get', '/me', () => HttpResponse.json({ code: 'player_not_ready' }, { status: 403 }));
    sequence('post', '/login', () => HttpResponse.json({ reason: 'too_many_invalid_attempts' }, { status: 403 }));
    const { http: c } = client();
    await expect(c.request('player', 'GET', '/me')).rejects.toBeInstanceOf(PlayerNotReadyError);
    await expect(c.request('player', 'POST', '/login', { body: {} })).rejects.toBeInstanceOf(
      TooManyInvalidAttemptsError,
    );
  });

  it('404 means null, an empty list or not found, as the call declares', async () => {
    server.use(http.get(`${PLAYER}/gone`, () => HttpResponse.json({}, { status: 404 })));
    const { http: c } = client();
    expect(await c.request('player', 'GET', '/gone', { notFound: 'null' })).toBeNull();
    expect(await c.request('player', 'GET', '/gone', { notFound: 'empty' })).toEqual([]);
    await expect(c.request('player', 'GET', '/gone')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('400 with global_errors and attribute_errors becomes form errors', async () => {
    const body = { global_errors: ['email_taken', 'x'], attribute_errors: { email: ['invalid'] } };
    sequence('post', '/register', () => HttpResponse.json(body, { status: 400 }));
    const { http: c, reporter } = client();
    const error = (await c
      .request('player', 'POST', '/register', { body: {} })
      .catch((e: unknown) => e)) as FormValidationError;
    expect(error).toBeInstanceOf(FormValidationError);
    expect(error.attributeErrors).toEqual({ email: ['invalid'] });
    expect(error.globalErrors).toEqual(['email_taken', 'x']);
    expect(reporter.reports).toEqual([]);
  });

  it("Body with message and id shaped like an error is reported as 'OpenAPI Contract Validation'", async () => {
    sequence('get', '/me', () => HttpResponse.json({ message: 'Internal', id: 'e-1' }));
    const { http: c, reporter } = client();
    await expect(c.request('player', 'GET', '/me')).rejects.toBeInstanceOf(ContractViolationError);
    expect(reporter.reports[0]?.message).toBe('OpenAPI Contract Validation');
  });

  it('Missing required parameter: an error naming the field, before any request', () => {
    expect(() => requireParam('logout token', '')).toThrow(RequiredParameterError);
    expect(() => requireParam('kind', undefined)).toThrow('Required parameter kind was missing');
    expect(requireParam('kind', 'common')).toBe('common');
  });

  it('never puts a token into a report', async () => {
    server.use(http.delete(`${PLAYER}/logout`, () => HttpResponse.json({}, { status: 500 })));
    const { http: c, reporter } = client('access-secret-123');
    await expect(
      c.request('player', 'DELETE', '/logout', { query: { token: 'refresh-secret-1' } }),
    ).rejects.toBeInstanceOf(GatewayError);
    const text = JSON.stringify(reporter.reports);
    expect(text).not.toContain('refresh-secret-1');
    expect(text).not.toContain('access-secret-123');
  });
});

describe("addresses in the backend's answers", () => {
  it("reads a path against the backend's address and leaves absolute addresses and a same-origin backend alone", () => {
    const { http: remote } = client();
    expect(remote.backendPage('/__fake/psp/3ds?transaction_id=t1')).toBe(`${BASE}/__fake/psp/3ds?transaction_id=t1`);
    expect(remote.backendPage('https://psp.example/3ds')).toBe('https://psp.example/3ds');
    // A protocol-relative address is not a path of the backend: left for the shop's check to refuse.
    expect(remote.backendPage('//evil.example/x')).toBe('//evil.example/x');
    const sameOrigin = new HttpClient('', new MemoryTokenStore());
    expect(sameOrigin.backendPage('/__fake/ident?case_id=c1')).toBe('/__fake/ident?case_id=c1');
  });
});
