import { err, ok, type Result } from '../shared/result';
import {
  limitAmountProblem,
  type LimitInterval,
  type Limits,
  type PendingLimit,
  type PersonalLimit,
} from '../domain/limits';
import type { Money } from '../domain/money';
import type { LimitsGateway } from '../../ports/limits-gateway.port';

/** Which limit: the personal deposit or purchase limit, or the cross-provider LUGAS limit (monthly). */
export type ChangeableLimit = 'deposit' | 'purchase' | 'lugas';

export interface LimitChange {
  readonly limit: ChangeableLimit;
  /** null removes the personal limit (not possible for LUGAS). */
  readonly amount: Money | null;
  readonly interval: LimitInterval;
  /** The highest amount allowed (from the maxima and the player's verification level). */
  readonly max: Money;
}

export type LimitChangeError =
  | { readonly kind: 'too_low' | 'too_high' | 'invalid' }
  | {
      readonly kind: 'rejected';
      readonly globalErrors: readonly string[];
      readonly attributeErrors: Readonly<Record<string, readonly string[]>>;
    };

/** applied: in force now; pending: waits until `pending.activeAt`; removed: no personal limit any more. */
export interface LimitChangeOutcome {
  readonly status: 'applied' | 'pending' | 'removed';
  readonly pending: PendingLimit | null;
  readonly limits: Limits;
}

const personalOf = (limits: Limits, limit: ChangeableLimit): PersonalLimit | null =>
  limit === 'lugas'
    ? limits.lugasLimit
    : limit === 'deposit'
      ? limits.depositLimits.personal
      : limits.purchaseLimits.personal;

/**
 * Sets or removes a limit. The amount is checked against the bounds first; the platform decides
 * what applies at once (stricter) and what waits (looser), so the outcome is read back afterwards.
 */
export class ChangeLimitUseCase {
  constructor(private readonly gateway: LimitsGateway) {}

  async execute(change: LimitChange): Promise<Result<LimitChangeOutcome, LimitChangeError>> {
    if (change.amount === null) {
      if (change.limit === 'lugas') return err({ kind: 'invalid' });
      await this.gateway.removePersonalLimit(change.limit);
    } else {
      const problem = limitAmountProblem(change.amount.fractional, change.max.fractional);
      if (problem) return err({ kind: problem });
      const result =
        change.limit === 'lugas'
          ? await this.gateway.setLugasLimit(change.amount)
          : await this.gateway.setPersonalLimit(change.limit, change.amount, change.interval);
      if (!result.ok) return err(result.error);
    }
    const limits = await this.gateway.limits();
    const personal = personalOf(limits, change.limit);
    if (!personal) return ok({ status: 'removed', pending: null, limits });
    const pending = personal.pendingLimit;
    const waiting =
      pending !== null &&
      (change.amount === null ? pending.amount === null : pending.amount?.fractional === change.amount.fractional);
    return ok({ status: waiting ? 'pending' : 'applied', pending: waiting ? pending : null, limits });
  }
}
