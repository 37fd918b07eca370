import {
  appliesAtOnce,
  DEPOSIT_ELEVATION_DELAY_MINUTES,
  isLimitInterval,
  limitAmountProblem,
  limitWindow,
  remainingCents,
  type LimitInterval,
  type LimitKind,
} from '../../../core/domain/limits';
import { Temporal } from '../../../core/shared/temporal';
import type { LimitsDto, PendingLimitDto, PersonalLimitDto } from '../../../adapters/http/wire/limits.dto';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import type { PlatformContext } from '../context';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import type { PlatformState, PlayerRecord } from '../state';
import { LIMIT_SETTINGS, maxDepositCents, maxPurchaseCents } from './limit-settings';
import type { PersonalLimitRecord } from './limits-state';
import { depositedIn, stakedIn } from './usage';

const cents = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });
const due = (activeAt: string, now: Temporal.Instant) =>
  Temporal.Instant.compare(Temporal.Instant.from(activeAt), now) <= 0;

/** The limit as of `now`: a pending change whose time has come is the current one (read lazily, never by a timer). */
export function settled(limit: PersonalLimitRecord | null, now: Temporal.Instant): PersonalLimitRecord | null {
  if (!limit?.pending || !due(limit.pending.active_at, now)) return limit;
  const { amount_cents, interval } = limit.pending;
  return amount_cents === null ? null : { amount_cents, interval, pending: null };
}

/** LUGAS as of `now`. */
export function settledLugas(record: PlayerRecord, now: Temporal.Instant): number {
  const { lugas } = record.limits;
  return lugas.pending && due(lugas.pending.active_at, now) ? lugas.pending.amount_cents : lugas.amount_cents;
}

const fieldErrors = (errors: AttributeErrors) =>
  new PlatformError(400, { global_errors: [], attribute_errors: errors });

/** The body's amount in whole euro cents (and optional interval), or 400 with the field's problem. */
function readAmount(
  body: unknown,
  maxCents: number,
  withInterval: boolean,
): { amountCents: number; interval: LimitInterval | undefined } {
  const errors: AttributeErrors = {};
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const amount = input['amount'] as { fractional?: unknown; currency?: unknown } | null | undefined;
  let amountCents = 0;
  if (typeof amount !== 'object' || amount === null || amount.fractional === undefined)
    addError(errors, 'amount', 'required');
  else if (amount.currency !== CATALOGUE_SETTINGS.currency) addError(errors, 'amount.currency', 'not_supported');
  else {
    const problem = limitAmountProblem(amount.fractional, maxCents);
    if (problem) addError(errors, 'amount', problem);
    else amountCents = amount.fractional as number;
  }
  const interval = input['interval'];
  if (withInterval && interval !== undefined && interval !== null && !isLimitInterval(interval))
    addError(errors, 'interval', 'invalid');
  if (!withInterval && interval !== undefined) addError(errors, 'interval', 'not_supported');
  if (hasErrors(errors)) throw fieldErrors(errors);
  return { amountCents, interval: isLimitInterval(interval) ? interval : undefined };
}

const delayMinutes = (kind: LimitKind) =>
  kind === 'deposit' ? DEPOSIT_ELEVATION_DELAY_MINUTES : LIMIT_SETTINGS.purchase.elevationDelayMinutes;
const maxCents = (kind: LimitKind, record: PlayerRecord) =>
  kind === 'deposit' ? maxDepositCents(record) : maxPurchaseCents();

/**
 * PUT /my/{kind}_limits/personal. A first limit and every stricter one apply at once (and drop
 * a pending change); a looser one waits for the kind's delay. Asking for the same pending
 * change again keeps its date.
 */
export function setPersonalLimit(ctx: PlatformContext, record: PlayerRecord, kind: LimitKind, body: unknown): void {
  const { amountCents, interval: asked } = readAmount(body, maxCents(kind, record), true);
  const current = settled(record.limits[kind], ctx.now);
  const interval = asked ?? current?.interval ?? LIMIT_SETTINGS[kind].personal.interval;
  const next = { amountCents, interval };
  const now = current && { amountCents: current.amount_cents!, interval: current.interval };
  if (!current || appliesAtOnce(now, next)) {
    record.limits[kind] = { amount_cents: amountCents, interval, pending: null };
    return;
  }
  const same = current.pending?.amount_cents === amountCents && current.pending.interval === interval;
  const activeAt = same ? current.pending!.active_at : ctx.now.add({ minutes: delayMinutes(kind) }).toString();
  record.limits[kind] = { ...current, pending: { amount_cents: amountCents, interval, active_at: activeAt } };
}

/** DELETE /my/{kind}_limits/personal: removing is loosening, so it waits too; without a limit nothing happens. */
export function removePersonalLimit(ctx: PlatformContext, record: PlayerRecord, kind: LimitKind): void {
  const current = settled(record.limits[kind], ctx.now);
  if (!current) {
    record.limits[kind] = null;
    return;
  }
  if (current.pending?.amount_cents === null) return;
  const activeAt = ctx.now.add({ minutes: delayMinutes(kind) }).toString();
  record.limits[kind] = {
    ...current,
    pending: { amount_cents: null, interval: current.interval, active_at: activeAt },
  };
}

/** PUT /my/lugas_limit: at most 1.000 € a month; lower at once, higher after 7 days (GlüStV §6c). */
export function setLugasLimit(ctx: PlatformContext, record: PlayerRecord, body: unknown): void {
  const { amountCents } = readAmount(body, LIMIT_SETTINGS.deposit.legal.verified.cents, false);
  const current = settledLugas(record, ctx.now);
  const pending = record.limits.lugas.pending;
  if (amountCents <= current) {
    record.limits.lugas = { amount_cents: amountCents, pending: null };
    return;
  }
  const same = pending !== null && pending.amount_cents === amountCents && !due(pending.active_at, ctx.now);
  const activeAt = same ? pending.active_at : ctx.now.add({ minutes: DEPOSIT_ELEVATION_DELAY_MINUTES }).toString();
  record.limits.lugas = { amount_cents: current, pending: { amount_cents: amountCents, active_at: activeAt } };
}

type Used = (state: PlatformState, playerId: string, period: ReturnType<typeof limitWindow>) => number;

function personalDto(
  state: PlatformState,
  record: PlayerRecord,
  limit: PersonalLimitRecord | null,
  now: Temporal.Instant,
  used: Used,
): PersonalLimitDto | null {
  if (limit?.amount_cents == null) return null;
  const spent = used(state, record.player.id, limitWindow(limit.interval, now));
  const pending: PendingLimitDto | null = limit.pending && {
    amount: limit.pending.amount_cents === null ? null : cents(limit.pending.amount_cents),
    interval: limit.pending.interval,
    active_at: limit.pending.active_at,
  };
  return {
    amount: cents(limit.amount_cents),
    remaining_amount: cents(remainingCents(limit.amount_cents, spent)),
    interval: limit.interval,
    pending_limit: pending,
  };
}

/** GET /my/limits as of `now`; remaining amounts count this calendar interval's deposits and stakes. */
export function limitsDto(state: PlatformState, record: PlayerRecord, now: Temporal.Instant): LimitsDto {
  const lugasPending = record.limits.lugas.pending;
  const lugas: PersonalLimitRecord = {
    amount_cents: settledLugas(record, now),
    interval: 'month',
    pending:
      lugasPending && !due(lugasPending.active_at, now)
        ? { amount_cents: lugasPending.amount_cents, interval: 'month', active_at: lugasPending.active_at }
        : null,
  };
  return {
    purchase_limits: { personal: personalDto(state, record, settled(record.limits.purchase, now), now, stakedIn) },
    deposit_limits: { personal: personalDto(state, record, settled(record.limits.deposit, now), now, depositedIn) },
    lugas_limit: personalDto(state, record, lugas, now, depositedIn)!,
  };
}
