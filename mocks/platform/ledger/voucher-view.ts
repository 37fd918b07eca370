import type { VoucherableDto, VoucherDto } from '../../../adapters/http/wire/ledger.dto';
import type { VoucherableRecord, VoucherRecord } from '../state';

/** Voucher numbers by id, for reversals that name the booking they reverse. */
export type VoucherNumbers = (id: string) => string | undefined;

/** The stored voucherable as the wire shows it: `voucherable_type` selects the fields. */
function voucherableDto(record: VoucherableRecord, numberOf: VoucherNumbers): VoucherableDto {
  switch (record.type) {
    case 'reversal': {
      const number = numberOf(record.reversed_voucher_id);
      return {
        voucherable_type: 'reversal',
        type: record.reversal_type,
        processed: record.processed,
        reason: record.reason,
        reversed_voucher: number === undefined ? null : { id: record.reversed_voucher_id, number },
      };
    }
    case 'deposit':
      return {
        voucherable_type: record.type,
        payment_method: record.payment_method,
        payment_provider: record.payment_provider,
        psp_reference: record.psp_reference,
      };
    case 'purchase':
      return {
        voucherable_type: record.type,
        order_id: record.order_id,
        receipt_numbers: [...record.receipt_numbers],
        lottery_wager_references: (record.wagers ?? []).map((w) => ({ ...w, drawing_times: [...w.drawing_times] })),
      };
    case 'purchase_partial_refund':
      return { voucherable_type: record.type, order_id: record.order_id, reason: record.reason, locked: record.locked };
    case 'lottery_winning':
      return {
        voucherable_type: record.type,
        winning_id: record.winning_id,
        receipt_number: record.receipt_number,
        product_identifier: record.product_identifier,
        drawing_time: record.drawing_time,
        draw_id: record.draw_id,
      };
    case 'withdrawal':
      return {
        voucherable_type: record.type,
        iban: record.iban,
        account_holder: record.account_holder,
        automatic: record.automatic,
      };
    case 'chargeback_fee':
    case 'goodwill_credit':
    case 'manual_correction_debit':
    case 'credit':
    case 'debit':
      return { voucherable_type: record.type, reason: record.reason, locked: record.locked };
    case 'gambling_winning':
      return { voucherable_type: record.type, game_id: record.game_id, reason: record.reason };
    case 'gambling_purchase':
      return { voucherable_type: record.type, game_id: record.game_id };
    case 'gambling_purchase_partial_refund':
      return { voucherable_type: record.type, game_id: record.game_id, reason: record.reason };
  }
}

/** A booking as GET /my/vouchers answers it (internal ids of account and player stay inside). */
export function voucherDto(record: VoucherRecord, numberOf: VoucherNumbers): VoucherDto {
  return {
    id: record.id,
    number: record.number,
    comment: record.comment,
    external_reference: record.external_reference,
    amount: { ...record.amount },
    booking_type: record.booking_type,
    cleared: record.cleared,
    reversed: record.reversed,
    marked_for_refund: record.marked_for_refund,
    balance: { ...record.balance },
    payoutable_balance: { ...record.payoutable_balance },
    not_payoutable_balance: { ...record.not_payoutable_balance },
    created_at: record.created_at,
    transaction_number: record.transaction_number,
    voucherable: voucherableDto(record.voucherable, numberOf),
  };
}
