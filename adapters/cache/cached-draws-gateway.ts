import { CACHE_POLICY } from '../../core/domain/cache-policy';
import type { Draw, Show } from '../../core/domain/draw';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import { Temporal } from '../../core/shared/temporal';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';

/** Until the next draw could have a result: a minute is short enough for a results page and spares repeated loads. */
const LATEST_MS = 60_000;

/**
 * Draws and shows in the draws-and-shows cache (300 entries, spec/2 §9). A past show's draws
 * never change; lists that grow with the next draw (last draw, past dates) live a minute; future
 * draws until the first of their sale stops passes.
 */
export class CachedDrawsGateway implements DrawsGateway {
  /** One cache of 300 entries for all four calls, as spec/2 §9 counts them together. */
  private readonly cache: TtlCache<unknown>;

  constructor(
    private readonly inner: DrawsGateway,
    private readonly clock: Clock,
  ) {
    this.cache = new TtlCache(
      () => clock.now().epochMilliseconds,
      CACHE_POLICY.drawsAndShows.ttlMs,
      CACHE_POLICY.drawsAndShows.maxEntries,
    );
  }

  private cached<V>(key: string, load: () => Promise<V>, expiresAt: (value: V) => number): Promise<V> {
    return this.cache.getOrLoad(key, load, (value) => expiresAt(value as V)) as Promise<V>;
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
      (draws: Draw[]) => (draws.every((d) => d.drawnNumbers !== null) ? Number.MAX_SAFE_INTEGER : this.soon()),
    );
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
