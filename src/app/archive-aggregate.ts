import { LRUCache } from 'lru-cache';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import type { DrawsGateway } from '../../ports/draws-gateway.port';

/**
 * Figures the server works out over a lottery's whole archive (issue 26): the mean quotas of the
 * basket's Erwartungswert, the number statistics, the drawn draws the Gewinnabfrage checks. Past
 * draws never change, so each is computed once per newest show in this process and then handed
 * to every request (one backend call: the newest show), and served as JSON a shared cache may
 * keep, with an ETag. The draws come through the request's gateway, with its deadlines and the
 * process's store of final shows.
 */

/** One computation, with its JSON and ETag. */
interface Computed<T> {
  readonly value: T;
  readonly json: string;
  readonly etag: string;
}

export interface ArchiveAggregate<L extends LotteryIdentifier, T> {
  /**
   * The figures over the lottery's archive as it stands (null: the archive has no draw to work
   * from). Concurrent requests share one computation; a failing backend call throws and keeps nothing.
   */
  of(lottery: L, draws: DrawsGateway): Promise<Computed<T> | null>;
  /** The resource route's answer for a lottery named by the URL (hostile input: 404 without a call). */
  answer(request: Request, lottery: string | undefined, draws: () => DrawsGateway): Promise<Response>;
}

/** How long one computation is kept at most: the quotas of the newest shows may still be completed. */
const KEEP_MS = 10 * 60_000;
const CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=86400';
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'X-Robots-Tag': 'noindex' };

const answerJson = (status: number, json: string, headers: Record<string, string>) =>
  new Response(json, { status, headers: { ...JSON_HEADERS, ...headers } });

const refusal = (status: number, error: string) =>
  answerJson(status, JSON.stringify({ error }), { 'Cache-Control': 'no-store' });

async function etagOf(json: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list). */
const names = (asked: string | null, etag: string): boolean =>
  asked !== null && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export function archiveAggregate<L extends LotteryIdentifier, T>(
  isLottery: (value: string) => value is L,
  compute: (lottery: L, draws: DrawsGateway) => Promise<T | null>,
): ArchiveAggregate<L, T> {
  // A few lotteries, a few newest shows each: the key space is tiny, the bound is for safety.
  const kept = new LRUCache<string, Promise<Computed<T> | null>>({ max: 16, ttl: KEEP_MS });

  const of = async (lottery: L, draws: DrawsGateway): Promise<Computed<T> | null> => {
    const [newest] = await draws.pastDrawDates(lottery, 1);
    const key = `${lottery}\n${newest?.id ?? ''}`;
    let computing = kept.get(key);
    if (!computing) {
      computing = compute(lottery, draws).then(async (value) => {
        if (value === null) return null;
        const json = JSON.stringify(value);
        return { value, json, etag: await etagOf(json) };
      });
      kept.set(key, computing);
      // A failure is not kept: the next request computes again.
      computing.catch(() => kept.get(key) === computing && kept.delete(key));
    }
    return computing;
  };

  return {
    of,
    async answer(request, lottery, draws) {
      if (lottery === undefined || !isLottery(lottery)) return refusal(404, 'unknown_lottery');
      let computed: Computed<T> | null;
      try {
        computed = await of(lottery, draws());
      } catch {
        return refusal(503, 'backend_unavailable');
      }
      if (!computed) return refusal(404, 'no_draws');
      const headers = { 'Cache-Control': CACHE_CONTROL, ETag: computed.etag };
      if (names(request.headers.get('If-None-Match'), computed.etag))
        return new Response(null, { status: 304, headers });
      return answerJson(200, computed.json, headers);
    },
  };
}
