import type { BasketItem } from '../../../core/domain/basket';
import type { Order } from '../../../core/domain/order';
import type { PaymentMethod, PlayerAccount, StoredPaymentMethod } from '../../../core/domain/player';
import { toMoney, toMoneyDto } from './common.mapper';
import type {
  AccountDto,
  AvailablePaymentMethodDto,
  LineItemDto,
  OrderDto,
  StoredPaymentMethodDto,
} from './wallet.dto';

export const toAccount = (dto: AccountDto): PlayerAccount => ({
  id: dto.id,
  kind: dto.kind,
  payoutableBalance: toMoney(dto.payoutable_balance),
  notPayoutableBalance: toMoney(dto.not_payoutable_balance),
  withdrawalsAllowed: dto.withdrawals_allowed,
});

/** Also used for the methods of payment transactions (ledger.mapper.ts). */
export function toStored(dto: StoredPaymentMethodDto): StoredPaymentMethod {
  switch (dto.type) {
    case 'adyen_credit_card':
      return {
        type: dto.type,
        id: dto.id,
        accountHolder: dto.account_holder,
        brand: dto.brand,
        lastDigits: dto.last_digits,
        expiryMonth: dto.expiry_month,
        expiryYear: dto.expiry_year,
        active: dto.active,
      };
    case 'paypal':
    case 'adyen_paypal':
      return { type: dto.type, id: dto.id, paypalEmail: dto.paypal_email, active: dto.active };
    case 'sepa_direct_debit':
      return { type: dto.type, accountHolder: dto.account_holder, maskedIban: dto.masked_iban, editable: dto.editable };
    default:
      throw new Error(`Unknown stored payment method type: ${(dto as { type: string }).type}`);
  }
}

export const toPaymentMethod = (dto: AvailablePaymentMethodDto): PaymentMethod => ({
  label: dto.label,
  configurationId: dto.configuration.id,
  possibleTransactionTypes: dto.configuration.possible_transaction_types,
  stored: dto.stored ? toStored(dto.stored) : null,
  default: dto.default,
});

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
