import {
  DEFAULT_RECEIPT_QUERY,
  MAX_RECEIPT_PAGE,
  RECEIPT_CRITERIA,
  type Page,
  type Receipt,
  type ReceiptQuery,
} from '../domain/receipt';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/**
 * The player's receipts (Spielhistorie), oldest first unless asked otherwise. Filters (won,
 * draws pending, lotteries, one number), page and sort are normalised: pages of 1–100, no
 * negative offsets, each criterion and lottery once.
 */
export class LoadReceiptsUseCase {
  constructor(private readonly lotteryStore: LotteryStoreGateway) {}

  execute(query: Partial<ReceiptQuery> = {}): Promise<Page<Receipt>> {
    const merged = { ...DEFAULT_RECEIPT_QUERY, ...query };
    const whole = (n: number, fallback: number) => (Number.isSafeInteger(n) ? n : fallback);
    const number = merged.number?.trim();
    return this.lotteryStore.receipts({
      criteria: RECEIPT_CRITERIA.filter((c) => merged.criteria.includes(c)),
      lotteryIdentifiers: [...new Set(merged.lotteryIdentifiers)],
      ...(number ? { number } : {}),
      pageLimit: Math.min(Math.max(whole(merged.pageLimit, DEFAULT_RECEIPT_QUERY.pageLimit), 1), MAX_RECEIPT_PAGE),
      pageOffset: Math.max(whole(merged.pageOffset, 0), 0),
      sortDirection: merged.sortDirection === 'desc' ? 'desc' : 'asc',
    });
  }

  /** One receipt by its number, or null when the player has none with it. */
  async byNumber(number: string): Promise<Receipt | null> {
    const trimmed = number.trim();
    if (trimmed === '') return null;
    const page = await this.execute({ number: trimmed, pageLimit: 1 });
    return page.items.find((r) => r.number === trimmed) ?? null;
  }
}
