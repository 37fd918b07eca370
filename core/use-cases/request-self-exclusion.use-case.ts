import { err, ok, type Result } from '../shared/result';
import { SELF_EXCLUSION_DURATIONS, selfExclusionEnd, type SelfExclusionDuration } from '../domain/oasis';
import type { Clock } from '../../ports/clock.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';

/** Why a Selbstsperre was not entered; each kind is a German text in the shop. */
export type SelfExclusionError =
  | { readonly kind: 'invalid_duration' }
  /** The platform counts at least 3 months from its own clock. */
  | { readonly kind: 'too_short' }
  | { readonly kind: 'already_self_excluded' }
  | { readonly kind: 'rejected'; readonly code: string };

/**
 * A Selbstsperre (POST /me/self_exclusion): the platform enters the player in OASIS for at least
 * 3 months or unbefristet. It cannot be lifted early from the shop.
 */
export class RequestSelfExclusionUseCase {
  constructor(
    private readonly gateway: LimitsGateway,
    private readonly clock: Clock,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(request: {
    readonly duration: SelfExclusionDuration;
  }): Promise<Result<{ till: string | null }, SelfExclusionError>> {
    if (!SELF_EXCLUSION_DURATIONS.includes(request.duration)) return err({ kind: 'invalid_duration' });
    const till = selfExclusionEnd(request.duration, this.clock.now())?.toString() ?? null;
    const result = await this.gateway.selfExclude(till);
    if (!result.ok) {
      const code = result.error.attributeErrors['till']?.[0] ?? result.error.globalErrors[0] ?? 'unknown';
      if (code === 'too_short' || code === 'already_self_excluded') return err({ kind: code });
      return err({ kind: 'rejected', code });
    }
    // Deposits and purchases are no longer allowed: cached balances and methods are stale.
    this.playerCache?.invalidate();
    return ok({ till });
  }
}
