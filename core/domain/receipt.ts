import type { Money } from './money';
import type { AddonIdentifier, LotteryIdentifier, ProductIdentifier } from './lottery';

export interface ReceiptDraw {
  readonly id: string;
  readonly drawingTime: string;
  /** pending until drawn; then the winnings of this receipt in this draw. */
  readonly status: 'pending' | 'drawn';
}

export interface ReceiptWinning {
  readonly drawId: string;
  readonly drawingTime: string;
  readonly amount: Money;
  readonly tiers: readonly { readonly tier: number; readonly quantity: number; readonly amount: Money; readonly fieldType: string }[];
}

export interface Receipt {
  readonly id: string;
  readonly number: string;
  readonly active: boolean;
  readonly createdAt: string;
  readonly price: Money;
  readonly fee: Money;
  readonly productIdentifier: ProductIdentifier;
  readonly lotteryIdentifier: LotteryIdentifier;
  readonly ticketNumbers: readonly string[];
  readonly numberFields: readonly { readonly mainTips: readonly number[]; readonly extraTips: readonly number[]; readonly typeIdentifier: string }[];
  readonly addonLotteries: readonly AddonIdentifier[];
  readonly recurringDrawEvents: readonly string[];
  readonly repetition: { readonly quantity: number; readonly unit: 'week' | 'day' };
  readonly draws: readonly ReceiptDraw[];
  readonly winnings: readonly ReceiptWinning[];
  readonly subscription: { readonly active: boolean; readonly subscriptionType: string } | null;
}

export interface ReceiptQuery {
  readonly criteria: readonly ('won' | 'any_draws_pending')[];
  readonly lotteryIdentifiers: readonly LotteryIdentifier[];
  readonly pageLimit: number;
  readonly pageOffset: number;
  readonly sortDirection: 'asc' | 'desc';
}

export const DEFAULT_RECEIPT_QUERY: ReceiptQuery = {
  criteria: [],
  lotteryIdentifiers: [],
  pageLimit: 10,
  pageOffset: 0,
  sortDirection: 'asc',
};

export interface Page<T> {
  readonly items: readonly T[];
  readonly totalCount: number;
}
