import type { BasketItem } from '../../../core/domain/basket';
import type { Order } from '../../../core/domain/order';
import { toMoneyDto } from './common.mapper';
import type { LineItemDto, OrderDto } from './wallet.dto';

/* An order's wire shape, apart from the wallet's mappers: only a checkout needs it, so every page does not load it. */

function toLineItem(item: BasketItem): LineItemDto {
  return {
    id: item.id,
    product_type: 'lottery_product_selection',
    product_identifier: item.identifier,
    price: toMoneyDto(item.price.total),
    product_data: {
      id: item.id,
      product_identifier: item.identifier,
      price: { stake: toMoneyDto(item.price.stake), total: toMoneyDto(item.price.total) },
      ticket_numbers: [...item.config.ticketNumbers],
      number_fields: item.config.numberFields.map((f) => ({
        type_identifier: f.fieldTypeIdentifier,
        main_tips: [...f.mainTips],
        extra_tips: [...f.extraTips],
      })),
      recurring_draw_event_identifiers: [...item.recurringDrawEventIdentifiers],
      repetition_quantity: item.repetitionQuantity,
      addon_lotteries: item.config.addonLotteries.map((a) => ({ identifier: a.identifier })),
      first_draw_date: item.drawingDate,
      ...(item.repetitionFrequency ? { repetition_frequency: { ...item.repetitionFrequency } } : {}),
      field_stake: item.fieldStake ? toMoneyDto(item.fieldStake) : null,
      subscription: item.subscription
        ? {
            payment_method_label: item.subscription.paymentMethodLabel,
            subscription_type: item.subscription.subscriptionType,
          }
        : null,
    },
  };
}

export const toOrderDto = (order: Order): OrderDto => ({
  id: order.id,
  line_items: order.lineItems.map(toLineItem),
  tracking_parameters: order.trackingParameters ? { ...order.trackingParameters } : null,
  payment_transaction_id: order.paymentTransactionId,
});
