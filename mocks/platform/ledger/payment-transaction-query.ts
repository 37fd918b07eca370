import type { PaymentTransactionListDto, PaymentTransactionQueryDto } from '../../../adapters/http/wire/ledger.dto';
import { addError, type AttributeErrors } from '../errors';
import type { PlatformState, PlayerRecord } from '../state';
import { detailsOfPayment } from './payment-method-details';
import { checkListQuery, VOUCHER_PAGE_MAX } from './voucher-query';
import { recordsWhere } from '../record-index';

const SORT_ATTRIBUTES = ['created_at'] as const;

/**
 * GET /my/payment_transactions: the player's payments with the given PSP references on the
 * account of `kind`; both are required (spec/2 §5). The transaction number is the one of the
 * deposit booking that carries the reference, when there is one.
 */
export function queryPaymentTransactions(
  state: PlatformState,
  record: PlayerRecord,
  query: PaymentTransactionQueryDto,
): PaymentTransactionListDto {
  const errors: AttributeErrors = {};
  const references = new Set(query.psp_references.map((r) => r.trim()).filter(Boolean));
  if (references.size === 0) addError(errors, 'psp_references', 'required');
  else if (references.size > VOUCHER_PAGE_MAX) addError(errors, 'psp_references', 'too_many');
  checkListQuery(query, SORT_ATTRIBUTES, errors);
  const playerId = record.player.id;
  const direction = query.sort_direction === 'asc' ? 1 : -1;

  const matching = recordsWhere(state.payment_transactions, 'player_id', playerId)
    .filter((p) => p.kind === query.kind && references.has(p.psp_reference))
    .map((payment) => ({ payment, at: Date.parse(payment.created_at) }))
    .sort((a, b) => direction * (a.at - b.at || a.payment.psp_reference.localeCompare(b.payment.psp_reference)));
  const page = matching.slice(query.page_offset, query.page_offset + query.page_limit);

  const transactionNumbers = new Map<string, string>();
  for (const v of recordsWhere(state.vouchers, 'player_id', playerId)) {
    if (v.voucherable.type === 'deposit' && references.has(v.voucherable.psp_reference)) {
      transactionNumbers.set(v.voucherable.psp_reference, v.transaction_number);
    }
  }
  return {
    payment_transactions: page.map(({ payment }) => ({
      psp_reference: payment.psp_reference,
      transaction_number: transactionNumbers.get(payment.psp_reference) ?? null,
      kind: payment.kind,
      stored_payment_method: detailsOfPayment(payment, record),
    })),
    page_info: { total_count: matching.length },
  };
}
