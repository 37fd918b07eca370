import { DEFAULT_RECEIPT_QUERY, type Page, type Receipt, type ReceiptQuery } from '../domain/receipt';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/** The player's receipts (Spielhistorie), oldest first unless asked otherwise. */
export class LoadReceiptsUseCase {
  constructor(private readonly lotteryStore: LotteryStoreGateway) {}

  execute(query: Partial<ReceiptQuery> = {}): Promise<Page<Receipt>> {
    const merged = { ...DEFAULT_RECEIPT_QUERY, ...query };
    return this.lotteryStore.receipts({ ...merged, pageLimit: Math.min(Math.max(merged.pageLimit, 1), 100), pageOffset: Math.max(merged.pageOffset, 0) });
  }
}
