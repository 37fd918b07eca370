import { describe, expect, it } from 'vitest';
import type { PaymentTransactionQueryDto } from '../../adapters/http/wire/ledger.dto';
import { maskEmail } from '../../mocks/platform/ledger/payment-method-details';
import type { PlatformState } from '../../mocks/platform/state';
import { loginAs, platformAt } from './platform-fixtures';
import { cardCharge } from './psp-fixtures';

const setup = () => {
  const test = platformAt();
  const token = loginAs(test.platform, 'spieler@tippwerk.de');
  const state = () => test.storage.load() as PlatformState;
  const lookup = (reference: string) => {
    const query: PaymentTransactionQueryDto = {
      psp_references: [reference],
      kind: 'common',
      page_limit: 20,
      page_offset: 0,
      sort_attribute: 'created_at',
      sort_direction: 'desc',
    };
    return test.platform.paymentTransactions(token, query).payment_transactions[0];
  };
  return { ...test, token, state, lookup };
};

describe('payment transaction details (masked, taken when authorised)', () => {
  it('a one-off card paid after 3-D Secure shows brand, last digits and expiry, and the PSP forgets the card', () => {
    const { platform, token, state, lookup } = setup();
    platform.chargeCard(
      token,
      cardCharge('tx-3ds', 2500, { number: '4000 0000 0000 3220', expiryMonth: '07', expiryYear: '2031' }),
    );
    expect(state().psp_attempts.find((a) => a.transaction_id === 'tx-3ds')?.card).not.toBeNull();
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true });
    platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result });
    const payment = state().payment_transactions.find((p) => p.transaction_id === 'tx-3ds')!;
    expect(lookup(payment.psp_reference)?.stored_payment_method).toMatchObject({
      type: 'adyen_credit_card',
      brand: 'visa',
      last_digits: '3220',
      expiry_month: '07',
      expiry_year: '2031',
      active: false,
    });
    expect(state().psp_attempts.find((a) => a.transaction_id === 'tx-3ds')?.card).toBeNull();
  });

  it('keeps showing the card a deposit was paid with after the stored card changes', () => {
    const { platform, token, state, lookup } = setup();
    platform.chargeCard(token, cardCharge('tx-mc', 1000, { number: '5555 5555 5555 4444' }));
    const reference = state().payment_transactions.find((p) => p.transaction_id === 'tx-mc')!.psp_reference;
    platform.chargeCard(token, cardCharge('tx-visa', 1000));
    expect(lookup(reference)?.stored_payment_method).toMatchObject({ brand: 'mc', last_digits: '4444' });
  });

  it('masks PayPal addresses', () => {
    expect(maskEmail('spieler@tippwerk.de')).toBe('s***@tippwerk.de');
    expect(maskEmail('kaputt')).toBe('***');
  });
});
