import { GatewayError } from '../../core/domain/errors';
import type { MeanQuotas, PoolLottery } from '../../core/domain/mean-quotas';
import {
  CHECKED_FIELD_TYPES,
  type CheckedArchive,
  type PackedClass,
  type PackedDraw,
} from '../../core/domain/winning-check-archive';
import type { CheckedLottery } from '../../core/domain/winning-check-tip';
import {
  MEAN_QUOTAS_PATH,
  WINNING_CHECK_ARCHIVE_PATH,
  type ArchiveAggregatesGateway,
} from '../../ports/archive-aggregates-gateway.port';

/** At most this many classes in an answer (LOTTO has 9 with Spiel 77's, Eurojackpot 12). */
const MAX_CLASSES = 32;
const CLASS_KEY = /^[a-z0-9]{1,20}:\d{1,2}$/;
/** Two years of shows are some 210 draws; far more is not an archive of ours. */
const MAX_DRAWS = 2_000;
const MAX_NUMBERS = 20;
const ID = /^[\w-]{1,100}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const CURRENCY = /^[A-Z]{3}$/;
const TICKET_NUMBER = /^\d{1,10}$/;

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const numbers = (value: unknown, max: number): value is number[] =>
  Array.isArray(value) && value.length <= MAX_NUMBERS && value.every((n) => count(n) && n <= max);

/** The answer as MeanQuotas when it is one for this lottery (whole, non-negative numbers), else null. */
export function toMeanQuotas(body: unknown, lottery: PoolLottery): MeanQuotas | null {
  if (!isObject(body)) return null;
  const { lottery: named, draws, classes } = body;
  if (named !== lottery || !count(draws) || !isObject(classes)) return null;
  const entries = Object.entries(classes);
  if (entries.length > MAX_CLASSES) return null;
  const mapped: Record<string, { totalCents: number; draws: number }> = {};
  for (const [key, sum] of entries) {
    if (!CLASS_KEY.test(key) || !isObject(sum)) return null;
    const { totalCents, draws: paid } = sum;
    if (!count(totalCents) || !count(paid) || paid > draws) return null;
    mapped[key] = { totalCents, draws: paid };
  }
  return { lottery, draws, classes: mapped };
}

function toPackedClass(value: unknown): PackedClass | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [fieldType, tier, cents, winners] = value as unknown[];
  if (!(CHECKED_FIELD_TYPES as readonly unknown[]).includes(fieldType)) return null;
  if (!count(tier) || tier < 1 || tier > 99 || !count(cents) || !count(winners)) return null;
  return [fieldType as string, tier, cents, winners];
}

function toPackedDraw(value: unknown): PackedDraw | null {
  if (!isObject(value)) return null;
  const { id, at, main, extra, superNumber, tickets, jackpotCents, classes } = value;
  if (typeof id !== 'string' || !ID.test(id) || typeof at !== 'string' || !INSTANT.test(at)) return null;
  if (Number.isNaN(Date.parse(at)) || !numbers(main, 99) || !numbers(extra, 99)) return null;
  if (superNumber !== null && !(count(superNumber) && superNumber <= 9)) return null;
  if (jackpotCents !== null && !count(jackpotCents)) return null;
  if (!isObject(tickets) || !Array.isArray(classes) || classes.length > MAX_CLASSES) return null;
  const games: Partial<Record<'spiel77' | 'super6', string>> = {};
  for (const [game, number] of Object.entries(tickets)) {
    if ((game !== 'spiel77' && game !== 'super6') || typeof number !== 'string' || !TICKET_NUMBER.test(number))
      return null;
    games[game] = number;
  }
  const packed = classes.map(toPackedClass);
  if (packed.some((c) => c === null)) return null;
  return { id, at, main, extra, superNumber, tickets: games, jackpotCents, classes: packed as PackedClass[] };
}

/** The answer as the Gewinnabfrage's archive of this lottery when it is one (bounded, whole numbers), else null. */
export function toCheckedArchive(body: unknown, lottery: CheckedLottery): CheckedArchive | null {
  if (!isObject(body)) return null;
  const { lottery: named, currency, draws } = body;
  if (named !== lottery || typeof currency !== 'string' || !CURRENCY.test(currency)) return null;
  if (!Array.isArray(draws) || draws.length > MAX_DRAWS) return null;
  const packed = draws.map(toPackedDraw);
  if (packed.some((d) => d === null)) return null;
  return { lottery, currency, draws: packed as PackedDraw[] };
}

/**
 * The server's archive aggregates (src/app/archive-aggregate.ts), on the shop's own origin, not
 * the backend's: one GET instead of the archive's shows. The browser's HTTP cache keeps an answer
 * as long as the server says (Cache-Control, ETag), so the API client (with its auth and retries
 * for the backend) is not involved.
 */
export class HttpArchiveAggregatesGateway implements ArchiveAggregatesGateway {
  constructor(
    /** Resolved per call, so constructing this in Node (container smoke test) needs no window. */
    private readonly origin: () => string = () => globalThis.location.origin,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  meanQuotas(lottery: PoolLottery): Promise<MeanQuotas> {
    return this.get(`${MEAN_QUOTAS_PATH}/${encodeURIComponent(lottery)}`, (body) => toMeanQuotas(body, lottery));
  }

  winningCheckArchive(lottery: CheckedLottery): Promise<CheckedArchive> {
    return this.get(`${WINNING_CHECK_ARCHIVE_PATH}/${encodeURIComponent(lottery)}`, (body) =>
      toCheckedArchive(body, lottery),
    );
  }

  private async get<T>(path: string, read: (body: unknown) => T | null): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchImpl(new URL(path, this.origin()), { headers: { Accept: 'application/json' } });
    } catch {
      throw new GatewayError(null, 'GET', path);
    }
    if (!response.ok) throw new GatewayError(response.status, 'GET', path);
    const value = read(await response.json().catch(() => null));
    if (value === null) throw new GatewayError(response.status, 'GET', path, `${path} answered no archive figures`);
    return value;
  }
}
