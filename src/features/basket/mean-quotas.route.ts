import { LRUCache } from 'lru-cache';
import { isPoolLottery, type MeanQuotas } from '../../../core/domain/mean-quotas';
import { EstimateOddsUseCase } from '../../../core/use-cases/estimate-odds.use-case';
import { routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { RESULTS } from '../results/results.module';

/**
 * GET /daten/mittlere-quoten/{lottery} (ports/archive-aggregates-gateway.port.ts): the archive's
 * mean quotas of a pool lottery, for the basket's Erwartungswert. The server computes them from
 * the archive's two years of shows (through the request's draws gateway: the request's deadlines,
 * the public cache) once per newest show and keeps them; a browser asks once instead of loading
 * some 200 shows itself, and a CDN may keep the answer (no per-visitor data in it).
 */

/** How long one computation is kept at most: quotas of the newest show may still be completed. */
const KEEP_MS = 10 * 60_000;
/** Two lotteries, a few newest shows each: the key space is tiny, the bound is for safety. */
const computed = new LRUCache<string, { readonly quotas: MeanQuotas; readonly etag: string }>({
  max: 16,
  ttl: KEEP_MS,
});

const CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=86400';
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'X-Robots-Tag': 'noindex' };

const answer = (status: number, body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

async function etagOf(json: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

export async function loader({ params, request, context }: LoaderArgs): Promise<Response> {
  const lottery = params['lottery'];
  if (!isPoolLottery(lottery)) return answer(404, { error: 'unknown_lottery' }, { 'Cache-Control': 'no-store' });
  const draws = resolve(routeContainer(context), RESULTS.drawsGateway);
  let entry;
  try {
    const [newest] = await draws.pastDrawDates(lottery, 1);
    const key = `${lottery}\n${newest?.id ?? ''}`;
    entry = computed.get(key);
    if (!entry) {
      const result = await new EstimateOddsUseCase(draws).meanQuotas(lottery);
      if (!result.ok) return answer(404, { error: result.error.kind }, { 'Cache-Control': 'no-store' });
      entry = { quotas: result.value, etag: await etagOf(JSON.stringify(result.value)) };
      computed.set(key, entry);
    }
  } catch {
    return answer(503, { error: 'backend_unavailable' }, { 'Cache-Control': 'no-store' });
  }
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: entry.etag };
  const asked = request.headers.get('If-None-Match');
  if (asked !== null && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag))
    return new Response(null, { status: 304, headers });
  return answer(200, entry.quotas, headers);
}
