import { GatewayError } from '../../core/domain/errors';
import type { MeanQuotas, PoolLottery } from '../../core/domain/mean-quotas';
import { MEAN_QUOTAS_PATH, type ArchiveAggregatesGateway } from '../../ports/archive-aggregates-gateway.port';

/** At most this many classes in an answer (LOTTO has 9 with Spiel 77's, Eurojackpot 12). */
const MAX_CLASSES = 32;
const CLASS_KEY = /^[a-z0-9]{1,20}:\d{1,2}$/;

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The answer as MeanQuotas when it is one for this lottery (whole, non-negative numbers), else null. */
export function toMeanQuotas(body: unknown, lottery: PoolLottery): MeanQuotas | null {
  if (body === null || typeof body !== 'object') return null;
  const { lottery: named, draws, classes } = body as Record<string, unknown>;
  if (named !== lottery || !count(draws) || classes === null || typeof classes !== 'object') return null;
  const entries = Object.entries(classes);
  if (entries.length > MAX_CLASSES) return null;
  const mapped: Record<string, { totalCents: number; draws: number }> = {};
  for (const [key, sum] of entries) {
    if (!CLASS_KEY.test(key) || sum === null || typeof sum !== 'object') return null;
    const { totalCents, draws: paid } = sum as Record<string, unknown>;
    if (!count(totalCents) || !count(paid) || paid > draws) return null;
    mapped[key] = { totalCents, draws: paid };
  }
  return { lottery, draws, classes: mapped };
}

/**
 * The server's archive aggregates (src/features/basket/mean-quotas.route.ts), on the shop's own
 * origin, not the backend's: one GET instead of the archive's shows. The browser's HTTP cache
 * keeps the answer as long as the server says (Cache-Control, ETag), so the API client (with its
 * auth and retries for the backend) is not involved.
 */
export class HttpArchiveAggregatesGateway implements ArchiveAggregatesGateway {
  constructor(
    /** Resolved per call, so constructing this in Node (container smoke test) needs no window. */
    private readonly origin: () => string = () => globalThis.location.origin,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  async meanQuotas(lottery: PoolLottery): Promise<MeanQuotas> {
    const path = `${MEAN_QUOTAS_PATH}/${encodeURIComponent(lottery)}`;
    let response: Response;
    try {
      response = await this.fetchImpl(new URL(path, this.origin()), { headers: { Accept: 'application/json' } });
    } catch {
      throw new GatewayError(null, 'GET', path);
    }
    if (!response.ok) throw new GatewayError(response.status, 'GET', path);
    const quotas = toMeanQuotas(await response.json().catch(() => null), lottery);
    if (!quotas) throw new GatewayError(response.status, 'GET', path, `${path} answered no mean quotas`);
    return quotas;
  }
}
