import { atLeast, subtract, sum, zero, type Money } from './money';
import type { AddonIdentifier, ProductIdentifier } from './lottery';
import type { Price } from './price';
import type { Subscription, TicketConfig } from './ticket';

/** A basket line (spec/1 §3 "Basket item"). */
export interface BasketItem {
  readonly id: string;
  readonly identifier: ProductIdentifier;
  readonly price: Price;
  readonly drawingDate: string | null;
  readonly config: {
    readonly ticketNumbers: readonly string[];
    readonly numberFields: readonly {
      readonly fieldTypeIdentifier: string;
      readonly mainTips: readonly number[];
      readonly extraTips: readonly number[];
    }[];
    readonly addonLotteries: readonly { readonly identifier: AddonIdentifier }[];
  };
  readonly recurringDrawEventIdentifiers: readonly string[];
  readonly repetitionQuantity: number;
  readonly repetitionFrequency: { readonly quantity: number; readonly unit: 'week' | 'day' } | null;
  readonly fieldStake: Money | null;
  readonly subscription: Subscription | null;
}

/** A priced, validated ticket as a basket line; every field carries the ticket's field type. */
export function basketItemFrom(
  id: string,
  ticket: TicketConfig,
  price: Price,
  drawingDate: string | null,
  unit: 'week' | 'day',
): BasketItem {
  const fieldTypeIdentifier = ticket.fieldTypeIdentifier ?? '';
  return {
    id,
    identifier: ticket.productIdentifier,
    price,
    drawingDate,
    config: {
      ticketNumbers: [...ticket.ticketNumbers],
      numberFields: ticket.fields.map((f) => ({ fieldTypeIdentifier, mainTips: f.main, extraTips: f.extra })),
      addonLotteries: ticket.addons.map((identifier) => ({ identifier })),
    },
    recurringDrawEventIdentifiers: ticket.drawEvents,
    repetitionQuantity: ticket.repetitionQuantity,
    repetitionFrequency: { quantity: 1, unit },
    fieldStake: ticket.fieldStake,
    subscription: ticket.subscription,
  };
}

/** Back from a basket line to the ticket screen's configuration ("edit"). */
export function ticketConfigOf(item: BasketItem): TicketConfig {
  return {
    productIdentifier: item.identifier,
    fieldTypeIdentifier: item.config.numberFields[0]?.fieldTypeIdentifier ?? null,
    fields: item.config.numberFields.map((f) => ({ main: f.mainTips, extra: f.extraTips })),
    ticketNumbers: item.config.ticketNumbers,
    addons: item.config.addonLotteries.map((a) => a.identifier),
    drawEvents: item.recurringDrawEventIdentifiers,
    repetitionQuantity: item.repetitionQuantity,
    fieldStake: item.fieldStake,
    subscription: item.subscription,
  };
}

export const basketTotal = (items: readonly BasketItem[]): Money => sum(items.map((i) => i.price.total));

/** Amount to pay = basket total minus the common balance, never below zero (spec/1 §5). */
export const amountToPay = (total: Money, commonBalance: Money): Money =>
  atLeast(subtract(total, commonBalance), zero(total.currency));

/** Server verdict on a basket (400 on POST /my/orders/validate). */
export interface BasketValidationErrors {
  readonly globalErrors: readonly string[];
  /** Field path (e.g. "line_items.1.price") → error codes. */
  readonly attributeErrors: Readonly<Record<string, readonly string[]>>;
}

export const NO_BASKET_ERRORS: BasketValidationErrors = { globalErrors: [], attributeErrors: {} };

export const isBasketValid = (errors: BasketValidationErrors): boolean =>
  errors.globalErrors.length === 0 && Object.keys(errors.attributeErrors).length === 0;

/** Indexes named by `line_items.{index}.*` attribute errors: those items leave the basket. */
export function rejectedLineIndexes(errors: BasketValidationErrors): number[] {
  const indexes = new Set<number>();
  for (const key of Object.keys(errors.attributeErrors)) {
    const match = /^line_items\.(\d+)(\.|$)/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}
