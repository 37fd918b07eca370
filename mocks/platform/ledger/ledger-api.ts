import type { PlatformContext, PlatformRuntime } from '../context';
import type { VoucherRecord } from '../state';
import {
  cancelWithdrawal,
  chargeBack,
  creditGoodwill,
  debitCorrection,
  markForRefund,
  refundPurchasePartially,
} from './adjustments';
import type { LedgerApi, LedgerResultDto } from './ledger-dto';
import { queryPaymentTransactions } from './payment-transaction-query';
import { seedHistory } from './seed-history';
import { queryVouchers } from './voucher-query';
import { voucherDto } from './voucher-view';

export function ledgerApi({ mutate, view, playerOf }: PlatformRuntime): LedgerApi {
  const answer = (change: (ctx: PlatformContext) => VoucherRecord[]): LedgerResultDto =>
    mutate((ctx) => {
      const booked = change(ctx);
      const numbers = new Map(ctx.state.vouchers.map((v) => [v.id, v.number]));
      return { vouchers: booked.map((v) => voucherDto(v, (id) => numbers.get(id))) };
    });
  return {
    vouchers: (token, query) => {
      const record = playerOf(token);
      return view((ctx) => queryVouchers(ctx.state, record.player.id, query));
    },
    paymentTransactions: (token, query) => {
      const record = playerOf(token);
      return view((ctx) => queryPaymentTransactions(ctx.state, record, query));
    },
    ledgerGoodwill: (body) => answer((ctx) => creditGoodwill(ctx, body)),
    ledgerCorrection: (body) => answer((ctx) => debitCorrection(ctx, body)),
    ledgerChargeback: (body) => answer((ctx) => chargeBack(ctx, body)),
    ledgerCancelWithdrawal: (body) => answer((ctx) => cancelWithdrawal(ctx, body)),
    ledgerMarkForRefund: (body) => answer((ctx) => markForRefund(ctx, body)),
    ledgerPartialRefund: (body) => answer((ctx) => refundPurchasePartially(ctx, body)),
    seedLedgerHistory: (body) => mutate((ctx) => seedHistory(ctx, body)),
  };
}
