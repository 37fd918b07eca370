import { BERLIN, Temporal } from '../shared/temporal';

/**
 * OASIS, the nationwide exclusion register (GlüStV 2021 §§ 8–8d), the Selbstsperre and the
 * 5-minute wait (LOTTERY-RULES §7). Shared by the shop and the fake platform, so each rule exists once.
 */

/**
 * Products covered by OASIS: KENO draws daily. LOTTO 6aus49, Eurojackpot and GlücksSpirale draw at
 * most twice a week and are exempt by law.
 */
const OASIS_COVERED_PRODUCTS: readonly string[] = ['keno_regular'];

export const coveredByOasis = (productIdentifier: string): boolean =>
  OASIS_COVERED_PRODUCTS.includes(productIdentifier);

/** A Selbstsperre lasts at least 3 months (GlüStV § 8a). */
const MIN_SELF_EXCLUSION_MONTHS = 3;
/** A covered game waits this long after a provider switch or a resumption (GlüStV § 6h). */
export const COOLING_OFF_MINUTES = 5;
/** Calls of the player this far apart make the next one a resumption. */
export const INACTIVITY_MINUTES = 30;

export type SelfExclusionDuration = '3m' | '6m' | '1y' | 'unlimited';
export const SELF_EXCLUSION_DURATIONS: readonly SelfExclusionDuration[] = ['3m', '6m', '1y', 'unlimited'];

const MONTHS: Record<Exclude<SelfExclusionDuration, 'unlimited'>, number> = { '3m': 3, '6m': 6, '1y': 12 };

/**
 * When a Selbstsperre chosen now ends: null for "unbefristet". It lasts through the last Berlin
 * day of the period (until the following midnight), so it is never shorter than the minimum.
 */
export function selfExclusionEnd(duration: SelfExclusionDuration, now: Temporal.Instant): Temporal.Instant | null {
  if (duration === 'unlimited') return null;
  const lastDay = now.toZonedDateTimeISO(BERLIN).toPlainDate().add({ months: MONTHS[duration] });
  return lastDay.add({ days: 1 }).toZonedDateTime({ timeZone: BERLIN }).toInstant();
}

/** The earliest end the platform accepts for a Selbstsperre requested at `now`. */
export const earliestSelfExclusionEnd = (now: Temporal.Instant): Temporal.Instant =>
  now.toZonedDateTimeISO(BERLIN).add({ months: MIN_SELF_EXCLUSION_MONTHS }).toInstant();

export type CoolingOffReason = 'inactivity' | 'provider_switch';

/** KENO waits until `until` (ISO instant) because the player resumed or came from another provider. */
export interface CoolingOff {
  readonly until: string;
  readonly reason: CoolingOffReason;
}

/** What the platform says about the player's play restrictions (GET /me/gambling_restrictions). */
export interface GamblingRestrictions {
  /** In OASIS (by own request or otherwise): no KENO. */
  readonly oasisLocked: boolean;
  /** A Selbstsperre requested through Tippwerk: no play at Tippwerk at all. `till` null: unbefristet. */
  readonly selfExclusion: { readonly since: string; readonly till: string | null } | null;
  /** Running 5-minute wait, or null. */
  readonly coolingOff: CoolingOff | null;
}

/** Whether the player may play KENO now, and if not, why (the first reason that applies). */
export type KenoAvailability =
  | { readonly kind: 'playable' }
  | { readonly kind: 'self_excluded'; readonly till: string | null }
  | { readonly kind: 'oasis_locked' }
  | ({ readonly kind: 'cooling_off' } & CoolingOff);

export function kenoAvailability(restrictions: GamblingRestrictions, now: Temporal.Instant): KenoAvailability {
  if (restrictions.selfExclusion) return { kind: 'self_excluded', till: restrictions.selfExclusion.till };
  if (restrictions.oasisLocked) return { kind: 'oasis_locked' };
  const wait = restrictions.coolingOff;
  if (wait && Temporal.Instant.compare(Temporal.Instant.from(wait.until), now) > 0)
    return { kind: 'cooling_off', until: wait.until, reason: wait.reason };
  return { kind: 'playable' };
}
