import { describe, expect, it } from 'vitest';
import {
  HttpArchiveAggregatesGateway,
  toCheckedArchive,
  toMeanQuotas,
} from '../../adapters/http/http-archive-aggregates-gateway';
import { GatewayError } from '../../core/domain/errors';
import type { MeanQuotas } from '../../core/domain/mean-quotas';
import { numberStatistics as computeStatistics } from '../../core/domain/number-statistics';
import { packArchive, type CheckedArchive } from '../../core/domain/winning-check-archive';
import { EstimateOddsUseCase } from '../../core/use-cases/estimate-odds.use-case';
import { LoadArchiveDrawsUseCase } from '../../core/use-cases/load-archive-draws.use-case';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { loader } from '../../src/features/basket/mean-quotas.route';
import { loader as statisticsLoader } from '../../src/features/statistics/statistics-data.route';
import { loader as archiveLoader } from '../../src/features/winning-check/winning-check-archive.route';
import { RESULTS } from '../../src/features/results/results.module';
import { testPlatform } from '../support/demo';
import { testContext } from './support/route-loader';

const ORIGIN = 'http://localhost:4173';

/** A request's container whose draws gateway counts its calls (and may fail). */
async function requestWith(fail = false) {
  const container = await createContainer({ kind: 'memory', platform: testPlatform() });
  const inner = resolve(container, RESULTS.drawsGateway);
  const calls: string[] = [];
  const counting: DrawsGateway = {
    futureDraws: (...a) => (calls.push('futureDraws'), inner.futureDraws(...a)),
    lastDraw: (...a) => (calls.push('lastDraw'), inner.lastDraw(...a)),
    showDraws: (...a) => (calls.push('showDraws'), inner.showDraws(...a)),
    pastDrawDates: (...a) => (
      calls.push('pastDrawDates'),
      fail ? Promise.reject(new Error('down')) : inner.pastDrawDates(...a)
    ),
  };
  container.rebind(RESULTS.drawsGateway).toConstantValue(counting);
  return { context: { ...testContext(container), container }, calls, draws: inner };
}

const answerOf =
  (route: typeof loader, path: string) =>
  (lottery: string, context: unknown, headers: Record<string, string> = {}) =>
    route({
      params: { lottery },
      request: new Request(`${ORIGIN}${path}/${lottery}`, { headers }),
      context,
    } as unknown as Parameters<typeof loader>[0]);
const get = answerOf(loader, '/daten/mittlere-quoten');

async function computed(draws: DrawsGateway): Promise<MeanQuotas> {
  const result = await new EstimateOddsUseCase(draws).meanQuotas('lotto6aus49');
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

// The first aggregate of a worker loads the seeded platform and reads 210 shows (2–3 s here, idle):
// under a full `npm test` on two cores that took 5 s once, so these tests get a wider limit.
describe('GET /daten/mittlere-quoten/{lottery} (the server’s archive aggregates)', { timeout: 20_000 }, () => {
  it('answers the archive’s mean quotas as JSON a shared cache may keep, with an ETag', async () => {
    const { context, draws } = await requestWith();
    const response = await get('lotto6aus49', context);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{24}"$/);
    expect(await response.json()).toEqual(await computed(draws));
  });

  it('computes once per newest show: a second request asks the backend for the newest show only, and its ETag gets a 304', async () => {
    const first = await requestWith();
    const etag = (await get('eurojackpot', first.context)).headers.get('ETag')!;
    const second = await requestWith();
    const again = await get('eurojackpot', second.context);
    expect(again.status).toBe(200);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(second.calls).toEqual(['pastDrawDates']);
    const third = await requestWith();
    const unchanged = await get('eurojackpot', third.context, { 'If-None-Match': `"other", W/${etag}` });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('ETag')).toBe(etag);
  });

  it('answers 404 for a lottery without pool classes or an unknown one, and 503 (not kept) when the backend fails', async () => {
    for (const lottery of ['keno', 'gluecksspirale', 'x'.repeat(5000), '__proto__']) {
      const { context, calls } = await requestWith();
      const response = await get(lottery, context);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(calls).toEqual([]);
    }
    const { context } = await requestWith(true);
    const down = await get('lotto6aus49', context);
    expect(down.status).toBe(503);
    expect(down.headers.get('Cache-Control')).toBe('no-store');
    expect(await down.json()).toEqual({ error: 'backend_unavailable' });
  });
});

describe('GET /daten/gewinnabfrage-archiv/{lottery} and /daten/statistik/{lottery}', () => {
  const archiveOf = answerOf(archiveLoader, '/daten/gewinnabfrage-archiv');
  const statisticsOf = answerOf(statisticsLoader, '/daten/statistik');

  it('answer the packed archive the Gewinnabfrage checks and the statistics, as the core computes them, kept by a shared cache', async () => {
    const { context, draws } = await requestWith();
    const archive = await archiveOf('lotto6aus49', context);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    const whole = await new LoadArchiveDrawsUseCase(draws).execute('lotto6aus49');
    const body: unknown = await archive.json();
    expect(body).toEqual(JSON.parse(JSON.stringify(packArchive('lotto6aus49', whole))));
    // What the browser's gateway reads back is the same archive.
    expect(toCheckedArchive(body, 'lotto6aus49')).toEqual(body);
    const statistics = await statisticsOf('eurojackpot', context);
    expect(statistics.status).toBe(200);
    expect(statistics.headers.get('ETag')).toMatch(/^"[0-9a-f]{24}"$/);
    const euro = await new LoadArchiveDrawsUseCase(draws).execute('eurojackpot');
    expect(await statistics.json()).toEqual(JSON.parse(JSON.stringify(computeStatistics('eurojackpot', euro))));
  });

  it('compute once per newest show (one backend call after that, a 304 for its ETag); unknown lotteries are a 404 without a call', async () => {
    await archiveOf('eurojackpot', (await requestWith()).context);
    const second = await requestWith();
    const again = await archiveOf('eurojackpot', second.context);
    expect(second.calls).toEqual(['pastDrawDates']);
    const third = await requestWith();
    const unchanged = await archiveOf('eurojackpot', third.context, { 'If-None-Match': again.headers.get('ETag')! });
    expect(unchanged.status).toBe(304);
    for (const lottery of ['keno', 'gluecksspirale', '%00', 'constructor']) {
      for (const route of [archiveOf, statisticsOf]) {
        const { context, calls } = await requestWith();
        const response = await route(lottery, context);
        expect(response.status).toBe(404);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(calls).toEqual([]);
      }
    }
    const { context } = await requestWith(true);
    expect((await statisticsOf('lotto6aus49', context)).status).toBe(503);
  });
});

describe('HttpArchiveAggregatesGateway', () => {
  const quotas: MeanQuotas = {
    lottery: 'lotto6aus49',
    draws: 208,
    classes: { 'lotto6aus49:1': { totalCents: 3_000_000_000, draws: 12 }, 'spiel77:1': { totalCents: 0, draws: 0 } },
  };
  const gateway = (answer: () => Promise<Response>) => {
    const urls: string[] = [];
    const fetchImpl = ((url: URL) => (urls.push(String(url)), answer())) as typeof fetch;
    return { gateway: new HttpArchiveAggregatesGateway(() => 'https://shop.example', fetchImpl), urls };
  };

  it('asks the shop’s own origin once and answers the mean quotas', async () => {
    const { gateway: g, urls } = gateway(() => Promise.resolve(Response.json(quotas)));
    expect(await g.meanQuotas('lotto6aus49')).toEqual(quotas);
    expect(urls).toEqual(['https://shop.example/daten/mittlere-quoten/lotto6aus49']);
  });

  it('asks for the Gewinnabfrage’s archive once and answers it checked', async () => {
    const archive: CheckedArchive = {
      lottery: 'eurojackpot',
      currency: 'EUR',
      draws: [
        {
          id: 'd-1',
          at: '2026-11-20T19:00:00Z',
          main: [1, 2, 3, 4, 5],
          extra: [1, 2],
          superNumber: null,
          tickets: {},
          jackpotCents: 1_000_000_000,
          classes: [['normal', 2, 50_000_000, 3]],
        },
      ],
    };
    const { gateway: g, urls } = gateway(() => Promise.resolve(Response.json(archive)));
    expect(await g.winningCheckArchive('eurojackpot')).toEqual(archive);
    expect(urls).toEqual(['https://shop.example/daten/gewinnabfrage-archiv/eurojackpot']);
    await expect(
      gateway(() => Promise.resolve(Response.json({ ...archive, lottery: 'lotto6aus49' }))).gateway.winningCheckArchive(
        'eurojackpot',
      ),
    ).rejects.toThrow(GatewayError);
  });

  it('takes only a bounded archive of whole numbers, valid dates and known classes (hostile answers are refused)', () => {
    const draw = {
      id: 'd-1',
      at: '2026-11-21T18:25:00Z',
      main: [1, 2, 3, 4, 5, 6],
      extra: [],
      superNumber: 7,
      tickets: { spiel77: '1234567', super6: '234567' },
      jackpotCents: null,
      classes: [
        ['normal', 9, 600, 100_000],
        ['spiel77', 1, 0, 0],
      ],
    };
    const good = { lottery: 'lotto6aus49', currency: 'EUR', draws: [draw] };
    expect(toCheckedArchive(good, 'lotto6aus49')).toEqual(good);
    const bad: unknown[] = [
      null,
      [],
      { ...good, currency: 'euro' },
      { ...good, draws: {} },
      { ...good, draws: Array.from({ length: 2_001 }, () => draw) },
      { ...good, draws: [null] },
      { ...good, draws: [{ ...draw, id: '../x' }] },
      { ...good, draws: [{ ...draw, at: 'gestern' }] },
      { ...good, draws: [{ ...draw, at: '2026-13-45T99:99:00Z' }] },
      { ...good, draws: [{ ...draw, main: [1.5] }] },
      { ...good, draws: [{ ...draw, main: Array.from({ length: 21 }, (_, i) => i) }] },
      { ...good, draws: [{ ...draw, extra: [-1] }] },
      { ...good, draws: [{ ...draw, superNumber: 10 }] },
      { ...good, draws: [{ ...draw, jackpotCents: 1.5 }] },
      { ...good, draws: [{ ...draw, tickets: { spiel77: 1234567 } }] },
      { ...good, draws: [{ ...draw, tickets: JSON.parse('{"__proto__": "1234567"}') as unknown }] },
      { ...good, draws: [{ ...draw, tickets: { plus5: '12345' } }] },
      { ...good, draws: [{ ...draw, classes: [['keno_type_6', 1, 100, 1]] }] },
      { ...good, draws: [{ ...draw, classes: [['normal', 0, 100, 1]] }] },
      { ...good, draws: [{ ...draw, classes: [['normal', 1, -100, 1]] }] },
      { ...good, draws: [{ ...draw, classes: [['normal', 1, 100]] }] },
      { ...good, draws: [{ ...draw, classes: Array.from({ length: 33 }, () => ['normal', 1, 1, 1]) }] },
    ];
    for (const body of bad)
      expect(toCheckedArchive(body, 'lotto6aus49'), JSON.stringify(body)?.slice(0, 200)).toBeNull();
  });

  it('turns a failed request, an error status or a malformed answer into a GatewayError', async () => {
    const failing = [
      () => Promise.reject(new TypeError('network')),
      () => Promise.resolve(new Response('{}', { status: 503 })),
      () => Promise.resolve(new Response('not json')),
      () => Promise.resolve(Response.json({ ...quotas, lottery: 'eurojackpot' })),
    ];
    for (const answer of failing)
      await expect(gateway(answer).gateway.meanQuotas('lotto6aus49')).rejects.toThrow(GatewayError);
  });

  it('takes only whole, non-negative, consistent figures (hostile answers are refused)', () => {
    expect(toMeanQuotas(quotas, 'lotto6aus49')).toEqual(quotas);
    const bad: unknown[] = [
      null,
      [],
      'lotto6aus49',
      { ...quotas, draws: -1 },
      { ...quotas, draws: 1.5 },
      { ...quotas, draws: Number.MAX_SAFE_INTEGER + 1 },
      { ...quotas, classes: null },
      { ...quotas, classes: { 'lotto6aus49:1': { totalCents: 1.25, draws: 1 } } },
      { ...quotas, classes: { 'lotto6aus49:1': { totalCents: -5, draws: 1 } } },
      { ...quotas, classes: { 'lotto6aus49:1': { totalCents: 5, draws: 209 } } },
      { ...quotas, classes: JSON.parse('{"__proto__": {"totalCents": 5, "draws": 1}}') as unknown },
      { ...quotas, classes: { 'lotto6aus49:1': 'viel' } },
      {
        ...quotas,
        classes: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`a:${i}`, { totalCents: 0, draws: 0 }])),
      },
    ];
    for (const body of bad) expect(toMeanQuotas(body, 'lotto6aus49'), JSON.stringify(body)).toBeNull();
  });
});
