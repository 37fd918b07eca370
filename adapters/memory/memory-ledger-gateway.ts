import type {
  PaymentTransactionPage,
  PaymentTransactionQuery,
  VoucherPage,
  VoucherQuery,
} from '../../core/domain/voucher';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { requireParam } from '../http/client';
import {
  toPaymentTransactionInfo,
  toPaymentTransactionQueryDto,
  toVoucher,
  toVoucherQueryDto,
} from '../http/wire/ledger.mapper';
import { platformCall } from './platform-call';

/** The same calls straight into the fake platform, through the HTTP adapter's mappers and checks. */
export class MemoryLedgerGateway implements LedgerGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async vouchers(query: VoucherQuery): Promise<VoucherPage> {
    const dto = toVoucherQueryDto({ ...query, kind: requireParam('kind', query.kind) });
    const list = await platformCall('GET', '/my/vouchers', () => this.platform.vouchers(this.token(), dto));
    return { vouchers: list.vouchers.map(toVoucher), totalCount: list.page_info.total_count };
  }

  async paymentTransactions(query: PaymentTransactionQuery): Promise<PaymentTransactionPage> {
    requireParam('psp_references', query.pspReferences);
    const dto = toPaymentTransactionQueryDto({ ...query, kind: requireParam('kind', query.kind) });
    const list = await platformCall('GET', '/my/payment_transactions', () =>
      this.platform.paymentTransactions(this.token(), dto),
    );
    return {
      paymentTransactions: list.payment_transactions.map(toPaymentTransactionInfo),
      totalCount: list.page_info.total_count,
    };
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
