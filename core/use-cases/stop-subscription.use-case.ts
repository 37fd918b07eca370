import { NotFoundError } from '../domain/errors';
import type { Page, Receipt, ReceiptQuery } from '../domain/receipt';
import { err, ok, type Result } from '../shared/result';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { LoadReceiptsUseCase } from './load-receipts.use-case';

export type StopSubscriptionError = { kind: 'no_subscription' } | { kind: 'subscription_not_found' };

export interface StoppedSubscription {
  /** The receipt as it is now (subscription inactive). */
  receipt: Receipt;
  /** The list reloaded with `listQuery`, when one was given. */
  page: Page<Receipt> | null;
}

/**
 * Ends a Dauerschein (spec/1 §4: active → stopped). Draws already bought still play. Stopping a
 * stopped one asks the platform nothing; either way the answer is the receipt as it is now and,
 * if asked, the reloaded list it appears in.
 */
export class StopSubscriptionUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly loadReceipts: LoadReceiptsUseCase,
  ) {}

  async execute(
    receipt: Receipt,
    listQuery?: Partial<ReceiptQuery>,
  ): Promise<Result<StoppedSubscription, StopSubscriptionError>> {
    if (!receipt.subscription) return err({ kind: 'no_subscription' });
    if (receipt.subscription.active) {
      try {
        await this.lotteryStore.stopSubscription(receipt.lotteryProductSelectionId);
      } catch (error) {
        if (error instanceof NotFoundError) return err({ kind: 'subscription_not_found' });
        throw error;
      }
    }
    const [reloaded, page] = await Promise.all([
      this.loadReceipts.byNumber(receipt.number),
      listQuery ? this.loadReceipts.execute(listQuery) : Promise.resolve(null),
    ]);
    return reloaded ? ok({ receipt: reloaded, page }) : err({ kind: 'subscription_not_found' });
  }
}
