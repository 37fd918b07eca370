import type { MoneyDto, PageInfoDto } from './common.dto';
import type { StoredPaymentMethodDto } from './wallet.dto';

interface LotteryWagerReferenceDto {
  product_identifier: string;
  receipt_number: string;
  drawing_times: string[];
}

/**
 * Wallet bookings (spec/2 §3 "Voucher") as GET /my/vouchers answers them. The voucherable is
 * selected by `voucherable_type`; each type carries its own fields.
 */
export type VoucherableDto =
  | { voucherable_type: 'deposit'; payment_method: string; payment_provider: string; psp_reference: string }
  | {
      voucherable_type: 'purchase';
      order_id: string;
      receipt_numbers: string[];
      /** spec/2 "Lottery wager reference", one per receipt of the order (bookings from before it may lack it). */
      lottery_wager_references?: LotteryWagerReferenceDto[];
    }
  | { voucherable_type: 'purchase_partial_refund'; order_id: string; reason: string; locked: boolean }
  | {
      voucherable_type: 'lottery_winning';
      winning_id: string;
      receipt_number: string;
      product_identifier: string;
      drawing_time: string;
      draw_id: string;
    }
  | { voucherable_type: 'withdrawal'; iban: string; account_holder: string; automatic: boolean }
  | {
      voucherable_type: 'reversal';
      type: 'chargeback' | 'cancellation' | 'correction';
      processed: boolean;
      reason: string;
      reversed_voucher: { id: string; number: string } | null;
    }
  | {
      voucherable_type: 'chargeback_fee' | 'goodwill_credit' | 'manual_correction_debit' | 'credit' | 'debit';
      reason: string;
      locked: boolean;
    }
  | { voucherable_type: 'gambling_winning'; game_id: string; reason: string | null }
  | { voucherable_type: 'gambling_purchase'; game_id: string }
  | { voucherable_type: 'gambling_purchase_partial_refund'; game_id: string; reason: string };

export interface VoucherDto {
  id: string;
  number: string;
  comment: string | null;
  external_reference: string | null;
  amount: MoneyDto;
  booking_type: 'credit' | 'debit';
  cleared: boolean;
  reversed: boolean;
  marked_for_refund: boolean;
  /** Balances of the account right after this booking. */
  balance: MoneyDto;
  payoutable_balance: MoneyDto;
  not_payoutable_balance: MoneyDto;
  created_at: string;
  transaction_number: string;
  voucherable: VoucherableDto;
}

export interface VoucherListDto {
  vouchers: VoucherDto[];
  page_info: PageInfoDto;
}

/** Query of GET /my/vouchers (spec/2 §7.2); the handler fills the defaults. */
export interface VoucherQueryDto {
  kind: string;
  page_limit: number;
  page_offset: number;
  search: string | null;
  sort_attribute: string;
  sort_direction: string;
}

/** spec/2 §3 "Payment transaction info"; kind is the account kind the money went to. */
export interface PaymentTransactionInfoDto {
  psp_reference: string;
  transaction_number: string | null;
  kind: 'common' | 'games';
  stored_payment_method: StoredPaymentMethodDto;
}

export interface PaymentTransactionListDto {
  payment_transactions: PaymentTransactionInfoDto[];
  page_info: PageInfoDto;
}

/** Query of GET /my/payment_transactions; psp_references arrive comma-joined on the wire. */
export interface PaymentTransactionQueryDto {
  psp_references: string[];
  kind: string;
  page_limit: number;
  page_offset: number;
  sort_attribute: string;
  sort_direction: string;
}
