import type { AutowithdrawalDto } from '../../../adapters/http/wire/limits.dto';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import type { PlatformContext } from '../context';
import { runAutowithdrawal } from '../ledger/bookings';
import { PlatformError } from '../platform-api';
import type { PlayerRecord } from '../state';

/** The autowithdrawal threshold (lottery store API): 404 when none is set (spec/2 §8: the client reads null). */
export function autowithdrawalOf(record: PlayerRecord): AutowithdrawalDto {
  const min = record.limits.autowithdrawal_min_cents;
  if (min === null) throw new PlatformError(404, { code: 'not_found' });
  return { min_amount: { fractional: min, currency: CATALOGUE_SETTINGS.currency } };
}

const invalid = (code: string) =>
  new PlatformError(400, { global_errors: [], attribute_errors: { min_amount: [code] } });

/** PUT /my/autowithdrawal {min_amount}: whole cents, 0 or more; money above it is paid out at once. */
export function setAutowithdrawal(ctx: PlatformContext, record: PlayerRecord, body: unknown): void {
  const min =
    typeof body === 'object' && body !== null
      ? (body as { min_amount?: { fractional?: unknown; currency?: unknown } | null }).min_amount
      : undefined;
  if (typeof min !== 'object' || min === null || min.fractional === undefined) throw invalid('required');
  if (min.currency !== CATALOGUE_SETTINGS.currency) throw invalid('not_supported');
  if (typeof min.fractional !== 'number' || !Number.isSafeInteger(min.fractional)) throw invalid('invalid');
  if (min.fractional < 0) throw invalid('too_low');
  record.limits.autowithdrawal_min_cents = min.fractional;
  runAutowithdrawal(ctx, record);
}

/** DELETE /my/autowithdrawal: no threshold, nothing is paid out by itself; deleting none is fine. */
export function deleteAutowithdrawal(record: PlayerRecord): void {
  record.limits.autowithdrawal_min_cents = null;
}
