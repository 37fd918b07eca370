import { NO_BASKET_ERRORS, rejectedLineIndexes, type BasketItem, type BasketValidationErrors } from '../domain/basket';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { AttributionStore } from '../../ports/attribution-store.port';
import type { OrderGateway } from '../../ports/order-gateway.port';

export interface BasketValidation {
  readonly errors: BasketValidationErrors;
  /** Lines the platform refused (line_items.{index}.*): removed from the basket. */
  readonly removed: readonly { readonly item: BasketItem; readonly codes: readonly string[] }[];
  readonly items: readonly BasketItem[];
}

/** Asks the platform whether the basket can be bought; refused lines leave the basket. */
export class ValidateBasketUseCase {
  constructor(
    private readonly orders: OrderGateway,
    private readonly basket: BasketRepository,
    private readonly ids: IdGenerator,
    private readonly attribution: AttributionStore | null = null,
  ) {}

  async execute(input: { loggedIn: boolean }): Promise<BasketValidation> {
    const items = this.basket.load();
    // An empty basket clears errors; anonymous visitors are validated once they log in.
    if (items.length === 0 || !input.loggedIn) return { errors: NO_BASKET_ERRORS, removed: [], items };
    const result = await this.orders.validate({
      id: this.ids.uuid(),
      lineItems: items,
      paymentTransactionId: null,
      trackingParameters: this.attribution?.trackingParameters() ?? null,
    });
    if (result.ok) return { errors: NO_BASKET_ERRORS, removed: [], items };
    const errors = { globalErrors: result.error.globalErrors, attributeErrors: result.error.attributeErrors };
    return removeRejectedLines(this.basket, items, errors);
  }
}

export function removeRejectedLines(
  basket: BasketRepository,
  items: readonly BasketItem[],
  errors: BasketValidationErrors,
): BasketValidation {
  const rejected = new Set(rejectedLineIndexes(errors));
  const removed = items
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => rejected.has(index))
    .map(({ item, index }) => ({
      item,
      codes: Object.entries(errors.attributeErrors)
        .filter(([key]) => key.startsWith(`line_items.${index}.`) || key === `line_items.${index}`)
        .flatMap(([, codes]) => codes),
    }));
  const kept = items.filter((_, index) => !rejected.has(index));
  if (removed.length > 0) basket.save(kept);
  // Errors of removed lines are settled by removing them; global errors remain.
  const remaining = Object.fromEntries(
    Object.entries(errors.attributeErrors).filter(([key]) => !/^line_items\.\d+/.test(key)),
  );
  return { errors: { globalErrors: errors.globalErrors, attributeErrors: remaining }, removed, items: kept };
}
