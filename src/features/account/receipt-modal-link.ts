/** The modal of spec/1 §2 "lottery ticket receipt": `?open-modal=lottery_ticket_receipt&receipt=<number>`. */
export const RECEIPT_MODAL = 'lottery_ticket_receipt';

export function receiptModalSearch(number: string, current = new URLSearchParams()): string {
  const next = new URLSearchParams(current);
  next.set('open-modal', RECEIPT_MODAL);
  next.set('receipt', number);
  return next.toString();
}
