import { CACHE_POLICY } from '../../core/domain/cache-policy';
import type { MaxLimits } from '../../core/domain/limits';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';

/**
 * GET /settings cached 30 min / 50 entries (spec/2 §9): the maxima are the same for everyone.
 * Player data (limits, autowithdrawal, stakes) is never cached: it changes with every booking.
 */
export class CachedLimitsGateway implements LimitsGateway {
  private readonly settingsCache: TtlCache<MaxLimits>;

  constructor(
    private readonly inner: LimitsGateway,
    clock: Clock,
  ) {
    const { ttlMs, maxEntries } = CACHE_POLICY.settings;
    this.settingsCache = new TtlCache(() => clock.now().epochMilliseconds, ttlMs, maxEntries);
  }

  settings(): Promise<MaxLimits> {
    return this.settingsCache.getOrLoad('max_limits', () => this.inner.settings());
  }

  limits = () => this.inner.limits();
  setPersonalLimit: LimitsGateway['setPersonalLimit'] = (kind, amount, interval) =>
    this.inner.setPersonalLimit(kind, amount, interval);
  removePersonalLimit: LimitsGateway['removePersonalLimit'] = (kind) => this.inner.removePersonalLimit(kind);
  setLugasLimit: LimitsGateway['setLugasLimit'] = (amount) => this.inner.setLugasLimit(amount);
  autowithdrawal = () => this.inner.autowithdrawal();
  setAutowithdrawal: LimitsGateway['setAutowithdrawal'] = (minAmount) => this.inner.setAutowithdrawal(minAmount);
  deleteAutowithdrawal = () => this.inner.deleteAutowithdrawal();
  stakesAndWinnings: LimitsGateway['stakesAndWinnings'] = (kind) => this.inner.stakesAndWinnings(kind);
  latestStakesAndWinnings: LimitsGateway['latestStakesAndWinnings'] = (kind) =>
    this.inner.latestStakesAndWinnings(kind);
  stakesConfirmationDue = () => this.inner.stakesConfirmationDue();
  confirmStakes = () => this.inner.confirmStakes();
  lockTemporary: LimitsGateway['lockTemporary'] = (till) => this.inner.lockTemporary(till);
  gamblingRestrictions = () => this.inner.gamblingRestrictions();
  selfExclude: LimitsGateway['selfExclude'] = (till) => this.inner.selfExclude(till);
}
