import type { GamblingRestrictionsDto } from '../../../adapters/http/wire/gambling-restrictions.dto';
import type { OrderDto } from '../../../adapters/http/wire/wallet.dto';
import {
  COOLING_OFF_MINUTES,
  coveredByOasis,
  earliestSelfExclusionEnd,
  INACTIVITY_MINUTES,
  type CoolingOffReason,
} from '../../../core/domain/oasis';
import { Temporal } from '../../../core/shared/temporal';
import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import { PlatformError } from '../platform-api';
import type { PlayerRecord } from '../state';
import type { CoolingOffRecord, OasisEntryRecord } from './oasis-state';

/**
 * OASIS (the nationwide exclusion register), the Selbstsperre and the 5-minute wait for covered
 * games (LOTTERY-RULES §7). A player's entry, last activity and wait live on the player record, so
 * the state grows with the number of players only. The fields are optional: a saved state from
 * before them reads as "not registered, no activity known, no wait" (no schema step needed).
 */
const isAhead = (iso: string, now: Temporal.Instant) => Temporal.Instant.compare(Temporal.Instant.from(iso), now) > 0;

/** The player's entry in OASIS while it runs, or null. */
function runningEntry(record: PlayerRecord, now: Temporal.Instant): OasisEntryRecord | null {
  const entry = record.oasis;
  if (!entry) return null;
  return entry.till === null || isAhead(entry.till, now) ? entry : null;
}

const runningSelfExclusion = (record: PlayerRecord, now: Temporal.Instant): OasisEntryRecord | null => {
  const entry = runningEntry(record, now);
  return entry?.source === 'self_exclusion' ? entry : null;
};

/** A Selbstsperre requested through this shop stops every purchase and deposit here (docs/decisions.md). */
export const isSelfExcluded = (record: PlayerRecord, now: Temporal.Instant): boolean =>
  runningSelfExclusion(record, now) !== null;

const hasCoveredLine = (order: OrderDto): boolean =>
  order.line_items.some((line) => coveredByOasis(line.product_data.product_identifier));

/**
 * Every order (the player's and a Dauerschein renewal): a running Selbstsperre from this shop
 * refuses all of it (`self_excluded`), any other OASIS entry refuses covered games (`oasis_locked`).
 */
export function checkOasis(record: PlayerRecord, order: OrderDto, now: Temporal.Instant): void {
  const entry = runningEntry(record, now);
  if (!entry) return;
  if (entry.source === 'self_exclusion') throw rejected('self_excluded');
  if (hasCoveredLine(order)) throw rejected('oasis_locked');
}

const runningCoolingOff = (record: PlayerRecord, now: Temporal.Instant): CoolingOffRecord | null =>
  record.cooling_off && isAhead(record.cooling_off.until, now) ? record.cooling_off : null;

/**
 * The player's own orders only (not a Dauerschein renewal, which the platform books without the
 * player): a covered game during the wait is refused with `cooling_off` and the instant play is allowed.
 */
export function checkCoolingOff(record: PlayerRecord, order: OrderDto, now: Temporal.Instant): void {
  const wait = runningCoolingOff(record, now);
  if (!wait || !hasCoveredLine(order)) return;
  throw new PlatformError(400, {
    global_errors: ['cooling_off'],
    attribute_errors: {},
    play_allowed_from: wait.until,
    cooling_off_reason: wait.reason,
  });
}

const startWait = (record: PlayerRecord, now: Temporal.Instant, reason: CoolingOffReason): void => {
  const until = now.add({ minutes: COOLING_OFF_MINUTES });
  const current = runningCoolingOff(record, now);
  // A running wait that ends later stays (never shortened by a second reason).
  if (current && Temporal.Instant.compare(Temporal.Instant.from(current.until), until) >= 0) return;
  record.cooling_off = { until: until.toString(), reason };
};

/**
 * An activity of the player: a login or any call made with the player's access token. One that
 * comes 30 minutes or more after the previous one is a resumption and starts the 5-minute wait; a
 * player without a previous activity (a new world, a new registration) has nothing to resume.
 * Kept to the minute (writes at most once a minute per player); answers whether it changed the record.
 */
export function noteActivity(record: PlayerRecord, now: Temporal.Instant): boolean {
  const last = record.last_active_at ? Temporal.Instant.from(record.last_active_at) : null;
  if (last && Temporal.Instant.compare(now, last.add({ minutes: 1 })) < 0) return false;
  if (last && Temporal.Instant.compare(now, last.add({ minutes: INACTIVITY_MINUTES })) >= 0)
    startWait(record, now, 'inactivity');
  record.last_active_at = now.toString();
  return true;
}

/** GET /me/gambling_restrictions. */
export function gamblingRestrictions(record: PlayerRecord, now: Temporal.Instant): GamblingRestrictionsDto {
  const self = runningSelfExclusion(record, now);
  const wait = runningCoolingOff(record, now);
  return {
    oasis_locked: runningEntry(record, now) !== null,
    self_exclusion: self ? { since: self.registered_at, till: self.till } : null,
    cooling_off: wait ? { until: wait.until, reason: wait.reason } : null,
  };
}

const tillError = (code: string) => new PlatformError(400, { global_errors: [], attribute_errors: { till: [code] } });

/**
 * POST /me/self_exclusion {till}: the player asks to be entered in OASIS, `till` at least 3 months
 * (Berlin calendar) ahead or null for unbefristet. It cannot be shortened or lifted here (lifting
 * is a written request after the minimum); while one runs, another is refused.
 */
export function requestSelfExclusion(ctx: PlatformContext, record: PlayerRecord, input: unknown): void {
  const body = typeof input === 'object' && input !== null ? (input as { till?: unknown }) : {};
  if (!('till' in body) || body.till === undefined || body.till === '') throw tillError('required');
  let till: Temporal.Instant | null = null;
  if (body.till !== null) {
    if (typeof body.till !== 'string') throw tillError('invalid');
    try {
      till = Temporal.Instant.from(body.till);
    } catch {
      throw tillError('invalid');
    }
    if (Temporal.Instant.compare(till, earliestSelfExclusionEnd(ctx.now)) < 0) throw tillError('too_short');
  }
  if (isSelfExcluded(record, ctx.now)) throw rejected('already_self_excluded');
  // A register entry from elsewhere is replaced by the player's own, which may end earlier.
  record.oasis = { registered_at: ctx.now.toString(), till: till?.toString() ?? null, source: 'self_exclusion' };
}

/** `POST /__fake/oasis {email, registered}`: what OASIS would tell the shop about a player (entered elsewhere, or removed). */
export function setRegistered(ctx: PlatformContext, record: PlayerRecord, registered: unknown): void {
  if (typeof registered !== 'boolean')
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { registered: ['invalid'] } });
  record.oasis = registered ? { registered_at: ctx.now.toString(), till: null, source: 'register' } : null;
}

/** `POST /__fake/lugas/provider_switch {email}`: LUGAS says the player was just active at another provider. */
export function providerSwitch(ctx: PlatformContext, record: PlayerRecord): void {
  startWait(record, ctx.now, 'provider_switch');
}
