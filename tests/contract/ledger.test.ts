import { describe, expect, it } from 'vitest';
import { toVoucher, toVoucherable } from '../../adapters/http/wire/ledger.mapper';
import type { VoucherableDto, VoucherDto } from '../../adapters/http/wire/ledger.dto';
import { UnknownVoucherableError, VOUCHERABLE_KINDS } from '../../core/domain/voucher';
import { ledgerContract } from './ledger.contract';
import { overHttp } from './support/over-http';

overHttp(ledgerContract);

const money = (fractional: number) => ({ fractional, currency: 'EUR' });

describe('ledger wire mapping', () => {
  const every: VoucherableDto[] = [
    { voucherable_type: 'deposit', payment_method: 'paypal', payment_provider: 'fake_psp', psp_reference: 'P1' },
    {
      voucherable_type: 'purchase',
      order_id: 'o1',
      receipt_numbers: ['TW-1'],
      lottery_wager_references: [
        { product_identifier: 'keno_regular', receipt_number: 'TW-1', drawing_times: ['2026-01-01T18:10:00Z'] },
      ],
    },
    { voucherable_type: 'purchase_partial_refund', order_id: 'o1', reason: 'r', locked: false },
    {
      voucherable_type: 'lottery_winning',
      winning_id: 'w',
      receipt_number: 'TW-1',
      product_identifier: 'keno_regular',
      drawing_time: '2026-01-01T18:00:00Z',
      draw_id: 'd',
    },
    { voucherable_type: 'withdrawal', iban: 'DE89 ****', account_holder: 'A', automatic: true },
    { voucherable_type: 'reversal', type: 'cancellation', processed: false, reason: 'r', reversed_voucher: null },
    { voucherable_type: 'chargeback_fee', reason: 'r', locked: true },
    { voucherable_type: 'goodwill_credit', reason: 'r', locked: false },
    { voucherable_type: 'manual_correction_debit', reason: 'r', locked: false },
    { voucherable_type: 'credit', reason: 'r', locked: false },
    { voucherable_type: 'debit', reason: 'r', locked: false },
    { voucherable_type: 'gambling_winning', game_id: 'g', reason: null },
    { voucherable_type: 'gambling_purchase', game_id: 'g' },
    { voucherable_type: 'gambling_purchase_partial_refund', game_id: 'g', reason: 'r' },
  ];

  it('maps every voucherable type of spec/2 §3 to its own domain kind', () => {
    expect(every.map((dto) => toVoucherable(dto).kind)).toEqual([...VOUCHERABLE_KINDS]);
    expect(toVoucherable(every[4]!)).toEqual({
      kind: 'withdrawal',
      iban: 'DE89 ****',
      accountHolder: 'A',
      automatic: true,
    });
  });

  it('turns an unknown voucherable type into a typed error', () => {
    const dto = { voucherable_type: 'lottery_jackpot_bonus' } as unknown as VoucherableDto;
    expect(() => toVoucherable(dto)).toThrow(UnknownVoucherableError);
    const voucher: VoucherDto = {
      id: 'v',
      number: 'B-1',
      comment: null,
      external_reference: null,
      amount: money(100),
      booking_type: 'credit',
      cleared: true,
      reversed: false,
      marked_for_refund: false,
      balance: money(100),
      payoutable_balance: money(0),
      not_payoutable_balance: money(100),
      created_at: '2026-01-01T10:00:00Z',
      transaction_number: '1',
      voucherable: dto,
    };
    expect(() => toVoucher(voucher)).toThrow(
      expect.objectContaining({ name: 'UnknownVoucherableError', voucherableType: 'lottery_jackpot_bonus' }),
    );
  });
});
