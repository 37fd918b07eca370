import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS, defaultPaymentLabel, isDeclineReason } from '../../core/domain/payment';
import type { PaymentMethod } from '../../core/domain/player';

const method = (label: PaymentMethod['label'], isDefault: boolean): PaymentMethod => ({
  label,
  configurationId: `${label}-config`,
  possibleTransactionTypes: ['deposit'],
  stored: null,
  default: isDefault,
});

describe('isDeclineReason', () => {
  it('knows every decline reason of the PSP', () => {
    for (const reason of DECLINE_REASONS) expect(isDeclineReason(reason)).toBe(true);
    expect(DECLINE_REASONS).toContain('3d_not_authenticated');
  });

  it('refuses other codes, the empty code and a missing one', () => {
    expect(isDeclineReason('processing_failed')).toBe(false);
    expect(isDeclineReason('')).toBe(false);
    expect(isDeclineReason(undefined)).toBe(false);
  });
});

describe('defaultPaymentLabel (spec/1 §4)', () => {
  it('the default method', () => {
    expect(defaultPaymentLabel([method('paypal', false), method('sepa_direct_debit', true)])).toBe('sepa_direct_debit');
  });

  it('the first default when several claim it', () => {
    expect(
      defaultPaymentLabel([
        method('paypal', false),
        method('adyen_credit_card', true),
        method('sepa_direct_debit', true),
      ]),
    ).toBe('adyen_credit_card');
  });

  it('else the first listed', () => {
    expect(defaultPaymentLabel([method('adyen_paypal', false), method('paypal', false)])).toBe('adyen_paypal');
  });

  it('none without methods', () => {
    expect(defaultPaymentLabel([])).toBeNull();
  });
});
