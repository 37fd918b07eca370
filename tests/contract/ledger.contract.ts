import { beforeEach, describe, expect, it } from 'vitest';
import { AuthenticationError, FormValidationError, RequiredParameterError } from '../../core/domain/errors';
import { DEFAULT_VOUCHER_QUERY, type VoucherQuery } from '../../core/domain/voucher';
import type { AccountKind } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { testPlatform, VERIFIED } from '../support/demo';
import { logIn } from './support/over-http';

export interface LedgerWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  ledger: LedgerGateway;
}

const query = (overrides: Partial<VoucherQuery> = {}): VoucherQuery => ({
  ...DEFAULT_VOUCHER_QUERY,
  kind: 'common',
  ...overrides,
});

/** Ledger calls behave the same over memory and HTTP adapters. */
export function ledgerContract(name: string, connect: (platform: FakePlatformApi) => LedgerWorld) {
  describe(`ledger contract: ${name}`, () => {
    let w: LedgerWorld;
    const login = () => logIn(w);
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('maps bookings into domain vouchers, newest first, with the page total', async () => {
      await login();
      w.platform.ledgerGoodwill({ email: VERIFIED.username, amount_cents: 1500, reason: 'Kulanz' });
      const page = await w.ledger.vouchers(query({ pageLimit: 5 }));
      expect(page.vouchers.length).toBeLessThanOrEqual(5);
      expect(page.totalCount).toBeGreaterThanOrEqual(2);
      expect(page.vouchers[0]).toMatchObject({
        bookingType: 'credit',
        amount: { fractional: 1500, currency: 'EUR' },
        cleared: true,
        reversed: false,
        markedForRefund: false,
        voucherable: { kind: 'goodwillCredit', reason: 'Kulanz', locked: false },
      });
      expect(typeof page.vouchers[0]!.transactionNumber).toBe('string');
    });

    it('maps a chargeback: reversal with the reversed booking, fee, reversed deposit', async () => {
      await login();
      const all = await w.ledger.vouchers(query({ pageLimit: 100, sortDirection: 'asc' }));
      const deposit = all.vouchers.find((v) => v.voucherable.kind === 'deposit')!;
      w.platform.ledgerChargeback({ email: VERIFIED.username, voucher_number: deposit.number });
      const found = await w.ledger.vouchers(query({ search: deposit.number }));
      const reversal = found.vouchers.find((v) => v.voucherable.kind === 'reversal');
      expect(reversal?.voucherable).toEqual({
        kind: 'reversal',
        reversalType: 'chargeback',
        processed: true,
        reason: 'Rücklastschrift der Bank',
        reversedVoucher: { id: deposit.id, number: deposit.number },
      });
      expect(found.vouchers.find((v) => v.id === deposit.id)?.reversed).toBe(true);
      expect(found.vouchers.some((v) => v.voucherable.kind === 'chargebackFee')).toBe(true);
    });

    it('finds the payment transactions of deposits by PSP reference, with the method masked', async () => {
      await login();
      w.platform.seedLedgerHistory({ email: VERIFIED.username, count: 20 });
      const page = await w.ledger.vouchers(query({ pageLimit: 100 }));
      const refs = page.vouchers.flatMap((v) => (v.voucherable.kind === 'deposit' ? [v.voucherable.pspReference] : []));
      const result = await w.ledger.paymentTransactions({
        pspReferences: refs,
        kind: 'common',
        pageLimit: 100,
        pageOffset: 0,
        sortDirection: 'desc',
      });
      expect(result.paymentTransactions.length).toBeGreaterThan(0);
      expect(result.paymentTransactions[0]).toMatchObject({
        kind: 'common',
        storedPaymentMethod: { type: 'sepa_direct_debit', accountHolder: 'Max Mustermann' },
      });
      expect(refs).toContain(result.paymentTransactions[0]!.pspReference);
    });

    it('requires kind and PSP references before any request, naming the field', async () => {
      await login();
      await expect(w.ledger.vouchers(query({ kind: '' as AccountKind }))).rejects.toThrow(RequiredParameterError);
      await expect(w.ledger.vouchers(query({ kind: '' as AccountKind }))).rejects.toThrow(
        'Required parameter kind was missing',
      );
      await expect(
        w.ledger.paymentTransactions({
          pspReferences: [],
          kind: 'common',
          pageLimit: 10,
          pageOffset: 0,
          sortDirection: 'desc',
        }),
      ).rejects.toMatchObject({
        field: 'psp_references',
      });
    });

    it('raises the same errors: 400 as form errors, 401 as authentication error', async () => {
      await expect(w.ledger.vouchers(query())).rejects.toThrow(AuthenticationError);
      await login();
      const error = await w.ledger.vouchers(query({ pageLimit: 500 })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FormValidationError);
      expect((error as FormValidationError).attributeErrors).toEqual({ page_limit: ['invalid'] });
    });
  });
}
