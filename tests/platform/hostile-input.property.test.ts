import fc from 'fast-check';
import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { FaultInjector } from '../../mocks/handlers/fault-injector';
import { createHandlers } from '../../mocks/handlers/handlers';
import { loginAs, platformAt } from './platform-fixtures';

const BASE = 'http://tippwerk.test';
/** What one request may add to the saved state at most (a registration with a mail is ~3 KB). */
const MAX_GROWTH_PER_REQUEST = 64 * 1024;
/**
 * Left out on purpose: the fault injector answers 5xx because it is told to, and the two seeding
 * controls add up to 50,000 bookings or receipts for benchmarks (their count is capped instead).
 */
const EXEMPT = [/\/__fake\/faults/, /\/seed-history$/];

interface Route {
  method: string;
  path: string;
}

function routesOf(handlers: HttpHandler[]): Route[] {
  return handlers.flatMap((handler) => {
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || method === 'ALL') return [];
    if (EXEMPT.some((pattern) => pattern.test(path))) return [];
    return [{ method, path: path.slice(BASE.length) }];
  });
}

/** Field names the API knows, so generated objects get past "required" into the deeper checks. */
const KNOWN_KEYS = [
  'email',
  'username',
  'password',
  'first_name',
  'last_name',
  'birth_name',
  'birthplace',
  'street',
  'house_number',
  'zip_code',
  'city',
  'tracking_parameters',
  'account_holder',
  'iban',
  'amount',
  'amount_cents',
  'fractional',
  'currency',
  'transaction_id',
  'kind',
  'reason',
  'comment',
  'id',
  'line_items',
  'order_id',
  'case_id',
  'outcome',
  'redirect_url',
  'mock_type',
  'code',
  'seed',
  'shift_minutes',
  'query',
  'operationName',
  'variables',
  'till',
  'phone_number',
];

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'spieler@tippwerk.de',
    'neu@tippwerk.de',
    'DE89370400440532013000',
    'x'.repeat(5000),
    '\u0000\n\u202e',
  ),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })), tie('node'), {
      maxKeys: 6,
    }),
  ),
})).node;

const body = fc.oneof(value, fc.jsonValue(), fc.constant(undefined));
const param = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('1', 'lotto6aus49', 'common'));

function urlOf(route: Route, params: string[], query: [string, string][]): string {
  let i = 0;
  const path = route.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
  const search = new URLSearchParams(query).toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

describe('hostile input to every handler', () => {
  it('never answers 5xx and never grows the saved state by more than a small amount per request', async () => {
    const { platform, storage } = platformAt();
    const handlers = createHandlers(platform, BASE, new FaultInjector());
    const routes = routesOf(handlers);
    expect(routes.length).toBeGreaterThan(80);
    const token = loginAs(platform, 'spieler@tippwerk.de');
    let size = JSON.stringify(storage.load()).length;

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.array(param, { maxLength: 3 }),
        fc.array(
          fc.tuple(fc.constantFrom('kind', 'email', 'address', 'limit', 'page_limit', 'token', 'starting_with'), text),
          {
            maxLength: 3,
          },
        ),
        fc.boolean(),
        async (route, payload, params, query, authenticated) => {
          const request = new Request(urlOf(route, params, query), {
            method: route.method,
            headers: {
              'Content-Type': 'application/json',
              ...(authenticated ? { Authorization: `Bearer ${token}`, 'User-Auth': token } : {}),
            },
            body:
              route.method === 'GET' || route.method === 'HEAD' || payload === undefined
                ? null
                : JSON.stringify(payload),
          });
          const response = await getResponse(handlers, request, { baseUrl: BASE, quiet: true });
          const status = response?.status ?? 404;
          expect(status, `${route.method} ${route.path} ${JSON.stringify(payload)}`).toBeLessThan(500);
          const after = JSON.stringify(storage.load()).length;
          expect(after - size, `${route.method} ${route.path}`).toBeLessThanOrEqual(MAX_GROWTH_PER_REQUEST);
          size = after;
        },
      ),
      { numRuns: 1500 },
    );
  }, 120_000);
});
