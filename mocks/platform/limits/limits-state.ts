import type { LimitInterval } from '../../../core/domain/limits';

/**
 * A player's responsible-gambling settings as the fake platform keeps them (embedded in
 * PlayerRecord.limits). Amounts in cents. Intervals are calendar periods in Europe/Berlin.
 */
interface PendingLimitRecord {
  /** null: the pending change removes the limit (a removal is an increase, so it waits too). */
  amount_cents: number | null;
  interval: LimitInterval;
  active_at: string;
}

export interface PersonalLimitRecord {
  /** null: no personal limit in force (only a pending one). */
  amount_cents: number | null;
  interval: LimitInterval;
  pending: PendingLimitRecord | null;
}

export interface LimitsRecord {
  deposit: PersonalLimitRecord | null;
  purchase: PersonalLimitRecord | null;
  /** Cross-provider monthly deposit limit (LUGAS); increases wait 7 days. */
  lugas: { amount_cents: number; pending: { amount_cents: number; active_at: string } | null };
  /** Autowithdrawal threshold: payoutable money above it is paid out; null = none (GET answers 404). */
  autowithdrawal_min_cents: number | null;
  /** When the player last confirmed the stakes-and-winnings notice (platform clock); null = never. */
  stakes_confirmed_at: string | null;
}

/** GlüStV: the LUGAS limit is as a rule at most 1,000 € a month. */
export const DEFAULT_LUGAS_LIMIT_CENTS = 100_000;

export const initialLimits = (): LimitsRecord => ({
  deposit: null,
  purchase: null,
  lugas: { amount_cents: DEFAULT_LUGAS_LIMIT_CENTS, pending: null },
  autowithdrawal_min_cents: null,
  stakes_confirmed_at: null,
});
