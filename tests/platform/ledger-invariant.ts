import type { PlatformState, VoucherRecord } from '../../mocks/platform/state';

const PAYOUTABLE_CREDITS = new Set(['lottery_winning', 'gambling_winning']);
const movesPayoutableOnCredit = (v: VoucherRecord) =>
  PAYOUTABLE_CREDITS.has(v.voucherable.type) ||
  (v.voucherable.type === 'reversal' && v.voucherable.reversal_type === 'cancellation');

/**
 * Everything that must hold for the wallet ledger, as a list of broken rules (empty: all good):
 * each account's balance is the sum of its bookings, each booking's balances are the running
 * sums, the parts move as wallet.ts says, and (unless `allowDebt`) nothing is ever below zero.
 */
export function ledgerProblems(state: PlatformState, allowDebt = false): string[] {
  const problems: string[] = [];
  for (const account of state.accounts) {
    let payoutable = 0;
    let notPayoutable = 0;
    for (const v of state.vouchers.filter((x) => x.account_id === account.id)) {
      const amount = v.amount.fractional;
      if (!Number.isSafeInteger(amount) || amount <= 0) problems.push(`${v.number}: amount ${amount}`);
      const before = { payoutable, notPayoutable };
      payoutable = v.payoutable_balance.fractional;
      notPayoutable = v.not_payoutable_balance.fractional;
      const delta = payoutable - before.payoutable + (notPayoutable - before.notPayoutable);
      if (delta !== (v.booking_type === 'credit' ? amount : -amount))
        problems.push(`${v.number}: balance moved by ${delta}, booking is ${v.booking_type} ${amount}`);
      if (v.balance.fractional !== payoutable + notPayoutable)
        problems.push(`${v.number}: balance ${v.balance.fractional} is not its parts`);
      if (v.booking_type === 'credit' && movesPayoutableOnCredit(v) && payoutable - before.payoutable !== amount)
        problems.push(`${v.number}: a payoutable credit missed the payoutable part`);
      if (v.booking_type === 'credit' && !movesPayoutableOnCredit(v) && notPayoutable - before.notPayoutable !== amount)
        problems.push(`${v.number}: a credit for play missed the not-payoutable part`);
      if (v.voucherable.type === 'withdrawal' && before.payoutable - payoutable !== amount)
        problems.push(`${v.number}: a withdrawal took not-payoutable money`);
      if (!allowDebt && (payoutable < 0 || notPayoutable < 0))
        problems.push(`${v.number}: below zero (${payoutable} / ${notPayoutable})`);
      if (payoutable < 0) problems.push(`${v.number}: payoutable part below zero`);
    }
    if (account.payoutable !== payoutable || account.not_payoutable !== notPayoutable) {
      problems.push(
        `account ${account.kind} of ${account.player_id}: ${account.payoutable}/${account.not_payoutable}, bookings say ${payoutable}/${notPayoutable}`,
      );
    }
    const sum = state.vouchers
      .filter((x) => x.account_id === account.id)
      .reduce((total, x) => total + (x.booking_type === 'credit' ? x.amount.fractional : -x.amount.fractional), 0);
    if (sum !== account.payoutable + account.not_payoutable)
      problems.push(`account ${account.id}: balance is not the sum of its bookings`);
  }
  return problems;
}

/** References booked more than once per booking type (transaction ids, order ids): must be empty. */
export function doubleBookings(state: PlatformState): string[] {
  const seen = new Set<string>();
  const doubles: string[] = [];
  for (const v of state.vouchers) {
    if (!['deposit', 'purchase', 'withdrawal'].includes(v.voucherable.type) || v.external_reference === null) continue;
    const key = `${v.voucherable.type}:${v.external_reference}`;
    if (seen.has(key)) doubles.push(key);
    seen.add(key);
  }
  return doubles;
}
