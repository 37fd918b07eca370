import type { CurrentDraw, ProductDefinition, ProductIdentifier } from '../core/domain/lottery';
import type { Price, PriceRequest } from '../core/domain/price';
import type { Page, Receipt, ReceiptQuery } from '../core/domain/receipt';

export interface LotteryStoreGateway {
  productDefinition(product: ProductIdentifier): Promise<ProductDefinition>;
  /** 404 → empty list. */
  currentDraws(product: ProductIdentifier): Promise<CurrentDraw[]>;
  price(request: PriceRequest): Promise<Price>;
  receipts(query: ReceiptQuery): Promise<Page<Receipt>>;
  /** PATCH /my/subscriptions/{id}/stop; an empty id is a RequiredParameterError, an unknown one NotFoundError. */
  stopSubscription(lotteryProductSelectionId: string): Promise<void>;
}
