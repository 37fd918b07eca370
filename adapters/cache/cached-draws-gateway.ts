import { CACHE_POLICY } from '../../core/domain/cache-policy';
import type { Draw, Show } from '../../core/domain/draw';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import { Temporal } from '../../core/shared/temporal';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';

/** Until the next draw could have a result: a minute is short enough for a results page and spares repeated loads. */
const LATEST_MS = 60_000;

/** A show's quotas are final this long after its drawing at the latest (the server keeps it for good then). */
const QUOTAS_FINAL_AFTER_MS = 72 * 3_600_000;
/** What the server keeps of the archive for all its requests: two years of every lottery's shows (KENO's ~730 daily ones too). */
const SERVER_ENTRIES = 2_500;

/**
 * The server's draws cache, one per server process and shared by every request's gateway: the
 * archive's past shows are the same for every visitor, so a process asks the backend for each
 * final show once, and a new draw adds one show (issue 26).
 */
export const serverDrawsStore = (now: () => number = () => Date.now()): TtlCache<unknown> =>
  new TtlCache(now, null, SERVER_ENTRIES);

/**
 * Draws and shows in the draws-and-shows cache (300 entries, spec/2 §9). A past show's draws
 * never change; lists that grow with the next draw (last draw, past dates) live a minute; future
 * draws until the first of their sale stops passes.
 *
 * On the server a show's draws go into the process's store (`serverDrawsStore`), shared by every
 * request and living for days, so a show is kept for good only once its quotas are final: drawn,
 * with quotas, and drawn 72 hours ago or longer; a younger show is asked again after a minute.
 * The lists (last draw, past dates, future draws) stay the request's own: a new draw shows at once.
 */
export class CachedDrawsGateway implements DrawsGateway {
  /** One cache of 300 entries for all four calls, as spec/2 §9 counts them together (on the server: a request's lists). */
  private readonly cache: TtlCache<unknown>;
  /** Where a show's draws are kept: the same cache in a browser, the process's store on the server. */
  private readonly shows: TtlCache<unknown>;

  constructor(
    private readonly inner: DrawsGateway,
    private readonly clock: Clock,
    private readonly serverStore?: TtlCache<unknown>,
  ) {
    this.cache = new TtlCache(
      () => clock.now().epochMilliseconds,
      CACHE_POLICY.drawsAndShows.ttlMs,
      CACHE_POLICY.drawsAndShows.maxEntries,
    );
    this.shows = serverStore ?? this.cache;
  }

  private cached<V>(
    key: string,
    load: () => Promise<V>,
    expiresAt: (value: V) => number,
    cache = this.cache,
  ): Promise<V> {
    return cache.getOrLoad(key, load, (value) => expiresAt(value as V)) as Promise<V>;
  }

  futureDraws(lottery: LotteryIdentifier, limit?: number): Promise<Draw[]> {
    return this.cached(
      `future:${lottery}:${limit ?? ''}`,
      () => this.inner.futureDraws(lottery, limit),
      (draws: Draw[]) => this.untilSaleStop(draws),
    );
  }

  lastDraw(lottery: LotteryIdentifier): Promise<Draw | null> {
    return this.cached(
      `last:${lottery}`,
      () => this.inner.lastDraw(lottery),
      () => this.soon(),
    );
  }

  showDraws(showId: string): Promise<Draw[]> {
    // A show whose draws are all drawn stays as it is; one still to come is asked again soon.
    return this.cached(
      `show:${showId}`,
      () => this.inner.showDraws(showId),
      (draws: Draw[]) => (this.final(draws) ? Number.MAX_SAFE_INTEGER : this.soon()),
      this.shows,
    );
  }

  /** Whether a show's draws stay as they are: drawn (and on the server: with final quotas). */
  private final(draws: readonly Draw[]): boolean {
    if (!draws.every((d) => d.drawnNumbers !== null)) return false;
    if (!this.serverStore) return true;
    const settled = this.clock.now().epochMilliseconds - QUOTAS_FINAL_AFTER_MS;
    return draws.every((d) => d.odds.length > 0 && Temporal.Instant.from(d.drawingTime).epochMilliseconds <= settled);
  }

  pastDrawDates(lottery: LotteryIdentifier, limit?: number): Promise<Show[]> {
    return this.cached(
      `shows:${lottery}:${limit ?? ''}`,
      () => this.inner.pastDrawDates(lottery, limit),
      () => this.soon(),
    );
  }

  private soon(): number {
    return this.clock.now().epochMilliseconds + LATEST_MS;
  }

  private untilSaleStop(draws: readonly Draw[]): number {
    const stops = draws.map((d) => Temporal.Instant.from(d.saleStopTime).epochMilliseconds);
    return stops.length ? Math.min(...stops) : this.soon();
  }
}
