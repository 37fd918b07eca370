import type {
  PaymentTransactionPage,
  PaymentTransactionQuery,
  VoucherPage,
  VoucherQuery,
} from '../../core/domain/voucher';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { PaymentTransactionListDto, VoucherListDto } from './wire/ledger.dto';
import {
  toPaymentTransactionInfo,
  toPaymentTransactionQueryDto,
  toVoucher,
  toVoucherQueryDto,
} from './wire/ledger.mapper';

export class HttpLedgerGateway implements LedgerGateway {
  constructor(private readonly http: HttpClient) {}

  async vouchers(query: VoucherQuery): Promise<VoucherPage> {
    const dto = toVoucherQueryDto({ ...query, kind: requireParam('kind', query.kind) });
    const list = await this.http.request<VoucherListDto>('wallet', 'GET', '/my/vouchers', {
      query: {
        kind: dto.kind,
        page_limit: dto.page_limit,
        page_offset: dto.page_offset,
        search: dto.search ?? undefined,
        sort_attribute: dto.sort_attribute,
        sort_direction: dto.sort_direction,
      },
    });
    return { vouchers: list.vouchers.map(toVoucher), totalCount: list.page_info.total_count };
  }

  async paymentTransactions(query: PaymentTransactionQuery): Promise<PaymentTransactionPage> {
    requireParam('psp_references', query.pspReferences);
    const dto = toPaymentTransactionQueryDto({ ...query, kind: requireParam('kind', query.kind) });
    const list = await this.http.request<PaymentTransactionListDto>('wallet', 'GET', '/my/payment_transactions', {
      query: {
        psp_references: dto.psp_references.join(','),
        kind: dto.kind,
        page_limit: dto.page_limit,
        page_offset: dto.page_offset,
        sort_attribute: dto.sort_attribute,
        sort_direction: dto.sort_direction,
      },
    });
    return {
      paymentTransactions: list.payment_transactions.map(toPaymentTransactionInfo),
      totalCount: list.page_info.total_count,
    };
  }
}
