import { describe, expect, it } from 'vitest';
import { HttpArchiveAggregatesGateway, toMeanQuotas } from '../../adapters/http/http-archive-aggregates-gateway';
import { GatewayError } from '../../core/domain/errors';
import type { MeanQuotas } from '../../core/domain/mean-quotas';
import { EstimateOddsUseCase } from '../../core/use-cases/estimate-odds.use-case';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { loader } from '../../src/features/basket/mean-quotas.route';
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

const get = (lottery: string, context: unknown, headers: Record<string, string> = {}) =>
  loader({
    params: { lottery },
    request: new Request(`${ORIGIN}/daten/mittlere-quoten/${lottery}`, { headers }),
    context,
  } as unknown as Parameters<typeof loader>[0]);

async function computed(draws: DrawsGateway): Promise<MeanQuotas> {
  const result = await new EstimateOddsUseCase(draws).meanQuotas('lotto6aus49');
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

describe('GET /daten/mittlere-quoten/{lottery} (the server’s archive aggregates)', () => {
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
