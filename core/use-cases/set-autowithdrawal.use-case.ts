import { err, ok, type Result } from '../shared/result';
import type { Money } from '../domain/money';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';

export type AutowithdrawalError =
  | { readonly kind: 'too_low' }
  | { readonly kind: 'rejected'; readonly attributeErrors: Readonly<Record<string, readonly string[]>> };

/**
 * Sets the autowithdrawal threshold (null removes it) and answers the one now in force. Setting
 * one may pay winnings out at once, so cached balances are dropped.
 */
export class SetAutowithdrawalUseCase {
  constructor(
    private readonly gateway: LimitsGateway,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(minAmount: Money | null): Promise<Result<Money | null, AutowithdrawalError>> {
    if (minAmount === null) {
      await this.gateway.deleteAutowithdrawal();
      return ok(null);
    }
    if (minAmount.fractional < 0) return err({ kind: 'too_low' });
    const result = await this.gateway.setAutowithdrawal(minAmount);
    if (!result.ok) return err({ kind: 'rejected', attributeErrors: result.error.attributeErrors });
    this.playerCache?.invalidate();
    return ok(await this.gateway.autowithdrawal());
  }
}
