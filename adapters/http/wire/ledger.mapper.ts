import {
  UnknownVoucherableError,
  type PaymentTransactionInfo,
  type PaymentTransactionQuery,
  type Voucher,
  type Voucherable,
  type VoucherQuery,
  type VoucherSortAttribute,
} from '../../../core/domain/voucher';
import { toMoney } from './common.mapper';
import type {
  PaymentTransactionInfoDto,
  PaymentTransactionQueryDto,
  VoucherableDto,
  VoucherDto,
  VoucherQueryDto,
} from './ledger.dto';
import { toStored } from './wallet.mapper';

/** The wire voucherable as the domain's; an unknown `voucherable_type` is a typed error, never a crash further in. */
export function toVoucherable(dto: VoucherableDto): Voucherable {
  switch (dto.voucherable_type) {
    case 'deposit':
      return {
        kind: 'deposit',
        paymentMethod: dto.payment_method,
        paymentProvider: dto.payment_provider,
        pspReference: dto.psp_reference,
      };
    case 'purchase':
      return {
        kind: 'purchase',
        orderId: dto.order_id,
        receiptNumbers: [...dto.receipt_numbers],
        wagers: (dto.lottery_wager_references ?? []).map((w) => ({
          productIdentifier: w.product_identifier,
          receiptNumber: w.receipt_number,
          drawingTimes: [...w.drawing_times],
        })),
      };
    case 'purchase_partial_refund':
      return { kind: 'purchasePartialRefund', orderId: dto.order_id, reason: dto.reason, locked: dto.locked };
    case 'lottery_winning':
      return {
        kind: 'lotteryWinning',
        winningId: dto.winning_id,
        receiptNumber: dto.receipt_number,
        productIdentifier: dto.product_identifier,
        drawingTime: dto.drawing_time,
        drawId: dto.draw_id,
      };
    case 'withdrawal':
      return { kind: 'withdrawal', iban: dto.iban, accountHolder: dto.account_holder, automatic: dto.automatic };
    case 'reversal':
      return {
        kind: 'reversal',
        reversalType: dto.type,
        processed: dto.processed,
        reason: dto.reason,
        reversedVoucher: dto.reversed_voucher
          ? { id: dto.reversed_voucher.id, number: dto.reversed_voucher.number }
          : null,
      };
    case 'chargeback_fee':
      return { kind: 'chargebackFee', reason: dto.reason, locked: dto.locked };
    case 'goodwill_credit':
      return { kind: 'goodwillCredit', reason: dto.reason, locked: dto.locked };
    case 'manual_correction_debit':
      return { kind: 'manualCorrectionDebit', reason: dto.reason, locked: dto.locked };
    case 'credit':
    case 'debit':
      return { kind: dto.voucherable_type, reason: dto.reason, locked: dto.locked };
    case 'gambling_winning':
      return { kind: 'gamblingWinning', gameId: dto.game_id, reason: dto.reason };
    case 'gambling_purchase':
      return { kind: 'gamblingPurchase', gameId: dto.game_id };
    case 'gambling_purchase_partial_refund':
      return { kind: 'gamblingPurchasePartialRefund', gameId: dto.game_id, reason: dto.reason };
    default:
      throw new UnknownVoucherableError(String((dto as { voucherable_type?: unknown } | null)?.voucherable_type));
  }
}

export const toVoucher = (dto: VoucherDto): Voucher => ({
  id: dto.id,
  number: dto.number,
  comment: dto.comment,
  externalReference: dto.external_reference,
  amount: toMoney(dto.amount),
  bookingType: dto.booking_type,
  cleared: dto.cleared,
  reversed: dto.reversed,
  markedForRefund: dto.marked_for_refund,
  balance: toMoney(dto.balance),
  payoutableBalance: toMoney(dto.payoutable_balance),
  notPayoutableBalance: toMoney(dto.not_payoutable_balance),
  createdAt: dto.created_at,
  transactionNumber: dto.transaction_number,
  voucherable: toVoucherable(dto.voucherable),
});

const SORT_ATTRIBUTES: Record<VoucherSortAttribute, string> = {
  createdAt: 'created_at',
  amount: 'amount',
  number: 'number',
};

export const toVoucherQueryDto = (query: VoucherQuery): VoucherQueryDto => ({
  kind: query.kind,
  page_limit: query.pageLimit,
  page_offset: query.pageOffset,
  search: query.search.trim() === '' ? null : query.search.trim(),
  sort_attribute: SORT_ATTRIBUTES[query.sortAttribute],
  sort_direction: query.sortDirection,
});

export const toPaymentTransactionInfo = (dto: PaymentTransactionInfoDto): PaymentTransactionInfo => ({
  pspReference: dto.psp_reference,
  transactionNumber: dto.transaction_number,
  kind: dto.kind,
  storedPaymentMethod: toStored(dto.stored_payment_method),
});

export const toPaymentTransactionQueryDto = (query: PaymentTransactionQuery): PaymentTransactionQueryDto => ({
  psp_references: [...query.pspReferences],
  kind: query.kind,
  page_limit: query.pageLimit,
  page_offset: query.pageOffset,
  sort_attribute: 'created_at',
  sort_direction: query.sortDirection,
});
