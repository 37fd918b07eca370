import type { BasketItem } from '../domain/basket';
import { basketOdds, type BasketOdds, type BasketOddsError, type QuotasByLottery } from '../domain/basket-odds';
import { meanQuotasOf, type MeanQuotas, type PoolLottery } from '../domain/mean-quotas';
import { err, ok, type Result } from '../shared/result';
import type { ArchiveAggregatesGateway } from '../../ports/archive-aggregates-gateway.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { LoadArchiveDrawsUseCase } from './load-archive-draws.use-case';

/** A lottery without any drawn draw in its archive: no mean quota to take. */
export type MeanQuotasError = { readonly kind: 'no_draws' };

export interface EstimateOddsInput {
  readonly items: readonly BasketItem[];
  /** The archive's mean quotas loaded so far; a line of a lottery not among them gets no expected value. */
  readonly quotas: QuotasByLottery;
}

/**
 * Honest odds in the basket (issue 19): per line and for the whole basket the chance to win
 * anything, the chance of the top class and the expected payout, from the fixed quotas and the
 * archive's mean quotas of the pool classes. `execute` computes (pure, synchronous, so the basket
 * shows the odds at once); `meanQuotas` takes them from the server's aggregates when there is one
 * (a browser: one request), or else computes them from the lottery's archive (the results pages'
 * two years) through the draws gateway, whose cache keeps the shows: the server does that once
 * per new draw (src/features/basket/mean-quotas.route.ts). A failing call throws.
 */
export class EstimateOddsUseCase {
  constructor(
    private readonly draws: DrawsGateway,
    private readonly aggregates: ArchiveAggregatesGateway | null = null,
  ) {}

  execute({ items, quotas }: EstimateOddsInput): Result<BasketOdds, BasketOddsError> {
    return basketOdds(items, quotas);
  }

  async meanQuotas(lottery: PoolLottery): Promise<Result<MeanQuotas, MeanQuotasError>> {
    const quotas = this.aggregates
      ? await this.aggregates.meanQuotas(lottery)
      : meanQuotasOf(lottery, await new LoadArchiveDrawsUseCase(this.draws).execute(lottery));
    return quotas.draws === 0 ? err({ kind: 'no_draws' }) : ok(quotas);
  }
}
