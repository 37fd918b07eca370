import { describe, expect, it } from 'vitest';
import { ContentError } from '../../core/domain/content';
import { GatewayError } from '../../core/domain/errors';
import { money } from '../../core/domain/money';
import {
  DEFAULT_VOUCHER_QUERY,
  MAX_VOUCHER_PAGE_LIMIT,
  signedCents,
  UnknownVoucherableError,
  type Voucher,
} from '../../core/domain/voucher';

describe('vouchers (ledger bookings)', () => {
  it('a credit counts positive, a debit negative', () => {
    expect(signedCents({ amount: money(1250), bookingType: 'credit' } as Voucher)).toBe(1250);
    expect(signedCents({ amount: money(1250), bookingType: 'debit' } as Voucher)).toBe(-1250);
  });

  it('newest first, 20 a page, up to 100', () => {
    expect(DEFAULT_VOUCHER_QUERY).toEqual({
      pageLimit: 20,
      pageOffset: 0,
      search: '',
      sortAttribute: 'createdAt',
      sortDirection: 'desc',
    });
    expect(MAX_VOUCHER_PAGE_LIMIT).toBe(100);
  });

  it('a booking of an unknown type names the type', () => {
    const error = new UnknownVoucherableError('lottery_refund_v2');
    expect(error.name).toBe('UnknownVoucherableError');
    expect(error.voucherableType).toBe('lottery_refund_v2');
    expect(error.message).toBe('Unknown voucherable type: lottery_refund_v2');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('ContentError', () => {
  it('a 200 POST of the content service that carried errors, with the messages', () => {
    const error = new ContentError('page', ['not found', 'denied'], '/graphql');
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.name).toBe('ContentError');
    expect([error.status, error.method, error.path]).toEqual([200, 'POST', '/graphql']);
    expect(error.message).toBe('Content query page failed: not found; denied');
    expect(error.operation).toBe('page');
    expect(error.messages).toEqual(['not found', 'denied']);
  });

  it('says "no data" without messages', () => {
    expect(new ContentError('faq', [], '/graphql').message).toBe('Content query faq failed: no data');
  });
});
