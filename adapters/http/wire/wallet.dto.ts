import type { MoneyDto } from './common.dto';

export interface AccountDto {
  id: string;
  kind: 'common' | 'games';
  payoutable_balance: MoneyDto;
  not_payoutable_balance: MoneyDto;
  withdrawals_allowed: boolean;
}

export type StoredPaymentMethodDto =
  | {
      type: 'adyen_credit_card';
      id: string;
      account_holder: string;
      active: boolean;
      brand: string;
      expiry_month: string;
      expiry_year: string;
      last_digits: string;
    }
  | {
      type: 'paypal' | 'adyen_paypal';
      id: string;
      active: boolean;
      paypal_email: string;
      paypal_payer_residence_country: string | null;
    }
  | { type: 'sepa_direct_debit'; account_holder: string; masked_iban: string; editable: boolean };

export interface AvailablePaymentMethodDto {
  label: 'sepa_direct_debit' | 'paypal' | 'adyen_credit_card' | 'adyen_paypal';
  configuration: {
    id: string;
    label: string;
    possible_transaction_types: ('deposit' | 'withdrawal')[];
    provider_configuration: Record<string, string> | null;
  };
  stored: StoredPaymentMethodDto | null;
  default: boolean;
}

export interface ProductDataDto {
  id: string;
  product_identifier: string;
  price: { stake: MoneyDto; total: MoneyDto };
  ticket_numbers: string[];
  number_fields: { type_identifier: string; main_tips: number[]; extra_tips: number[] }[];
  recurring_draw_event_identifiers: string[];
  repetition_quantity: number;
  addon_lotteries: { identifier: string }[];
  first_draw_date: string | null;
  repetition_frequency?: { quantity: number; unit: 'week' | 'day' };
  field_stake: MoneyDto | null;
  subscription: { payment_method_label: string; subscription_type: string } | null;
}

export interface LineItemDto {
  id: string;
  product_type: 'lottery_product_selection';
  product_identifier: string;
  product_data: ProductDataDto;
  price: MoneyDto;
}

export interface OrderDto {
  id: string;
  line_items: LineItemDto[];
  tracking_parameters?: Record<string, string> | null;
  payment_transaction_id: string | null;
}
