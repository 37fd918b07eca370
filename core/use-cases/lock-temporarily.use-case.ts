import { err, ok, type Result } from '../shared/result';
import { lockEnd, type LockDuration, type LockEndProblem } from '../domain/self-lock';
import type { Clock } from '../../ports/clock.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';

export interface LockRequest {
  readonly duration: LockDuration;
  /** YYYY-MM-DD for a custom end (the pause lasts through that Berlin day). */
  readonly customDate?: string;
}

export type LockError = { readonly kind: LockEndProblem } | { readonly kind: 'rejected'; readonly code: string };

/** A Spielpause (POST /me/lock_temporary): no deposits, no purchases until the end; it cannot be lifted early. */
export class LockTemporarilyUseCase {
  constructor(
    private readonly gateway: LimitsGateway,
    private readonly clock: Clock,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(request: LockRequest): Promise<Result<{ till: string }, LockError>> {
    const end = lockEnd(request.duration, this.clock.now(), request.customDate);
    if ('problem' in end) return err({ kind: end.problem });
    const till = end.till.toString();
    const result = await this.gateway.lockTemporary(till);
    if (!result.ok)
      return err({
        kind: 'rejected',
        code: result.error.attributeErrors['till']?.[0] ?? result.error.globalErrors[0] ?? 'unknown',
      });
    // Withdrawals and purchases are no longer allowed: cached balances and methods are stale.
    this.playerCache?.invalidate();
    return ok({ till });
  }
}
