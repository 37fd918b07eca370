import { describe, expect, it } from 'vitest';
import { DEFAULT_CHARGEBACK_FEE_CENTS } from '../../mocks/platform/ledger/adjustments';
import type { PlatformState } from '../../mocks/platform/state';
import { ledgerProblems } from './ledger-invariant';
import { commonBalance, loginAs, lottoLine, orderOf, platformAt, platformError } from './platform-fixtures';
import { cardCharge, movement } from './psp-fixtures';

const EMAIL = 'spieler@tippwerk.de';

const setup = () => {
  const test = platformAt();
  const token = loginAs(test.platform, EMAIL);
  const state = () => test.storage.load() as PlatformState;
  const voucherOf = (reference: string) => state().vouchers.find((v) => v.external_reference === reference)!;
  const parts = () => {
    const a = test.platform.account(token, 'common');
    return { payoutable: a.payoutable_balance.fractional, notPayoutable: a.not_payoutable_balance.fractional };
  };
  return { ...test, token, state, voucherOf, parts };
};

describe('back-office bookings (/__fake/ledger)', () => {
  it('a goodwill credit is money for playing, not payoutable', () => {
    const { platform, token, parts, state } = setup();
    const before = parts();
    const { vouchers } = platform.ledgerGoodwill({
      email: EMAIL,
      amount_cents: 1500,
      reason: 'Entschuldigung für die Störung',
    });
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      booking_type: 'credit',
      amount: { fractional: 1500 },
      voucherable: { voucherable_type: 'goodwill_credit', reason: 'Entschuldigung für die Störung' },
    });
    expect(parts()).toEqual({ payoutable: before.payoutable, notPayoutable: before.notPayoutable + 1500 });
    expect(
      platform.vouchers(token, {
        kind: 'common',
        page_limit: 1,
        page_offset: 0,
        search: null,
        sort_attribute: 'created_at',
        sort_direction: 'desc',
      }).vouchers[0]!.id,
    ).toBe(vouchers[0]!.id);
    expect(ledgerProblems(state())).toEqual([]);
  });

  it('a correction debit needs the funds; bad bodies name their fields', () => {
    const { platform, token } = setup();
    const balance = commonBalance(platform, token);
    expect(
      platformError(() => platform.ledgerCorrection({ email: EMAIL, amount_cents: balance + 1 })).body.global_errors,
    ).toEqual(['insufficient_funds']);
    expect(platform.ledgerCorrection({ email: EMAIL, amount_cents: 100 }).vouchers[0]).toMatchObject({
      booking_type: 'debit',
      voucherable: { voucherable_type: 'manual_correction_debit', reason: 'Korrektur' },
    });
    expect(commonBalance(platform, token)).toBe(balance - 100);
    expect(
      platformError(() =>
        platform.ledgerCorrection({ email: 'niemand@example.de', amount_cents: 1.5, kind: 'savings' as 'games' }),
      ).body.attribute_errors,
    ).toEqual({
      email: ['unknown'],
      amount_cents: ['invalid'],
      kind: ['invalid'],
    });
    expect(platformError(() => platform.ledgerGoodwill(null)).body.attribute_errors).toMatchObject({
      email: ['required'],
    });
  });

  it('a chargeback reverses the deposit, charges the fee, marks the deposit reversed and may leave a debt', () => {
    const { platform, token, voucherOf, state, parts } = setup();
    const balance = commonBalance(platform, token);
    platform.chargeCard(token, cardCharge('tx-cb', 4000));
    // Spend almost everything, so the chargeback cannot be covered.
    platform.ledgerCorrection({ email: EMAIL, amount_cents: balance + 4000 - 300 });
    const deposit = voucherOf('tx-cb');
    const { vouchers } = platform.ledgerChargeback({ email: EMAIL, voucher_number: deposit.number });
    expect(vouchers.map((v) => [v.voucherable.voucherable_type, v.booking_type, v.amount.fractional])).toEqual([
      ['reversal', 'debit', 4000],
      ['chargeback_fee', 'debit', DEFAULT_CHARGEBACK_FEE_CENTS],
    ]);
    expect(vouchers[0]!.voucherable).toMatchObject({
      type: 'chargeback',
      processed: true,
      reversed_voucher: { id: deposit.id, number: deposit.number },
    });
    expect(voucherOf('tx-cb').reversed).toBe(true);
    expect(commonBalance(platform, token)).toBe(300 - 4000 - DEFAULT_CHARGEBACK_FEE_CENTS);
    // The debt sits on the not-payoutable part; the sum rule still holds.
    expect(parts().payoutable).toBe(0);
    expect(ledgerProblems(state(), true)).toEqual([]);
    expect(
      platformError(() => platform.ledgerChargeback({ email: EMAIL, voucher_number: deposit.number })).body
        .attribute_errors,
    ).toEqual({ voucher_number: ['already_reversed'] });
  });

  it('with a debt, purchases answer player_negative_balance and payouts net the debt', () => {
    const { platform, token, voucherOf } = setup();
    const balance = commonBalance(platform, token);
    platform.chargeSepa(token, movement('tx-debt', 2000));
    platform.ledgerCorrection({ email: EMAIL, amount_cents: balance + 2000 });
    platform.ledgerChargeback({ email: EMAIL, voucher_number: voucherOf('tx-debt').number, fee_cents: 0 });
    expect(commonBalance(platform, token)).toBe(-2000);
    expect(
      platformError(() => platform.placeOrder(token, orderOf('order-debt', [lottoLine(platform, 'l1')]))).body
        .global_errors,
    ).toEqual(['player_negative_balance']);
    platform.creditTestWinning({ email: EMAIL, amount_cents: 5000 });
    // 5000 payoutable, 2000 debt: only 3000 may leave.
    expect(platformError(() => platform.withdraw(token, movement('wd-1', 3001))).body.global_errors).toEqual([
      'insufficient_payoutable_balance',
    ]);
    platform.withdraw(token, movement('wd-2', 3000));
    expect(commonBalance(platform, token)).toBe(0);
  });

  it('refuses chargebacks of anything but an unreversed deposit of that player', () => {
    const { platform, token, state } = setup();
    platform.placeOrder(token, orderOf('order-1', [lottoLine(platform, 'l1')]));
    const purchase = state().vouchers.find((v) => v.external_reference === 'order-1')!;
    expect(
      platformError(() => platform.ledgerChargeback({ email: EMAIL, voucher_number: purchase.number })).body
        .attribute_errors,
    ).toEqual({ voucher_number: ['wrong_type'] });
    expect(
      platformError(() => platform.ledgerChargeback({ email: 'ablauf@tippwerk.de', voucher_number: purchase.number }))
        .body.attribute_errors,
    ).toEqual({ voucher_number: ['unknown'] });
    expect(
      platformError(() => platform.ledgerChargeback({ email: EMAIL, voucher_number: '' })).body.attribute_errors,
    ).toEqual({ voucher_number: ['required'] });
    expect(
      platformError(() =>
        platform.ledgerChargeback({
          email: EMAIL,
          voucher_number: state().vouchers.find(
            (v) => v.player_id === purchase.player_id && v.voucherable.type === 'deposit',
          )!.number,
          fee_cents: -1,
        }),
      ).body.attribute_errors,
    ).toEqual({ fee_cents: ['invalid'] });
  });

  it('a cancelled withdrawal brings the money back as payoutable', () => {
    const { platform, token, voucherOf, parts, state } = setup();
    platform.creditTestWinning({ email: EMAIL, amount_cents: 2500 });
    const before = parts();
    platform.withdraw(token, movement('wd-cancel', 2000));
    const { vouchers } = platform.ledgerCancelWithdrawal({
      email: EMAIL,
      voucher_number: voucherOf('wd-cancel').number,
      reason: 'IBAN existiert nicht mehr',
    });
    expect(vouchers[0]).toMatchObject({
      booking_type: 'credit',
      amount: { fractional: 2000 },
      voucherable: { voucherable_type: 'reversal', type: 'cancellation', reason: 'IBAN existiert nicht mehr' },
    });
    expect(parts()).toEqual(before);
    expect(voucherOf('wd-cancel').reversed).toBe(true);
    expect(ledgerProblems(state())).toEqual([]);
  });

  it('marks a deposit for refund without moving money; partial refunds stay within the purchase', () => {
    const { platform, token, voucherOf, state } = setup();
    platform.chargeSepa(token, movement('tx-refund', 1000));
    const balance = commonBalance(platform, token);
    const [marked] = platform.ledgerMarkForRefund({
      email: EMAIL,
      voucher_number: voucherOf('tx-refund').number,
    }).vouchers;
    expect(marked).toMatchObject({ marked_for_refund: true, reversed: false });
    expect(commonBalance(platform, token)).toBe(balance);

    platform.placeOrder(token, orderOf('order-pr', [lottoLine(platform, 'l1', { fields: 2 })]));
    const purchase = voucherOf('order-pr');
    const price = purchase.amount.fractional;
    platform.ledgerPartialRefund({
      email: EMAIL,
      voucher_number: purchase.number,
      amount_cents: 100,
      reason: 'Ziehung ausgefallen',
    });
    expect(
      platformError(() =>
        platform.ledgerPartialRefund({ email: EMAIL, voucher_number: purchase.number, amount_cents: price - 99 }),
      ).body.attribute_errors,
    ).toEqual({ amount_cents: ['exceeds_purchase'] });
    const [refund] = platform.ledgerPartialRefund({
      email: EMAIL,
      voucher_number: purchase.number,
      amount_cents: price - 100,
    }).vouchers;
    expect(refund).toMatchObject({
      booking_type: 'credit',
      voucherable: { voucherable_type: 'purchase_partial_refund', order_id: 'order-pr' },
    });
    expect(ledgerProblems(state())).toEqual([]);
  });

  it('seeds a consistent history of N bookings, spread up to now and in order', () => {
    const { platform, token, state } = setup();
    const before = state().vouchers.length;
    const result = platform.seedLedgerHistory({ email: EMAIL, count: 300 });
    expect(result.booked).toBe(300);
    expect(state().vouchers.length - before).toBe(300);
    expect(result.balance_cents).toBe(commonBalance(platform, token));
    expect(ledgerProblems(state())).toEqual([]);
    const mine = state().vouchers.slice(before);
    const times = mine.map((v) => Date.parse(v.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(mine.map((v) => v.voucherable.type))).toEqual(
      new Set(['deposit', 'purchase', 'lottery_winning', 'withdrawal']),
    );
    expect(platformError(() => platform.seedLedgerHistory({ email: EMAIL, count: 0 })).body.attribute_errors).toEqual({
      count: ['invalid'],
    });
  });
});
