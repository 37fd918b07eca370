import type { ReactNode } from 'react';
import type { PaymentTransactionInfo, Voucher } from '../../../core/domain/voucher';
import { formatDateTime } from '../../i18n/format';
import '../../i18n/products-strings';
import { t } from '../../i18n/i18n';
import { Badge } from '../../ui/badge';
import { formatBalance, instrumentText, paymentMethodName, signedAmount, voucherTitle } from './transaction-text';

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'tw-mono' : undefined}>{children}</dd>
    </div>
  );
}

/** The draws a wager plays: the one, or how many and from when to when. */
function wagerDraws(times: readonly string[]): string {
  const [first = '', last = first] = [times[0], times.at(-1)];
  return times.length === 1
    ? t('transactions.field.wagerDraw', { date: formatDateTime(first) })
    : t('transactions.field.wagerDraws', {
        count: times.length,
        first: formatDateTime(first),
        last: formatDateTime(last),
      });
}

/** What only some kinds of booking carry: the payment of a deposit, the tickets of a purchase, … */
function KindFacts({
  voucher,
  payment,
  paymentsUnavailable,
}: {
  voucher: Voucher;
  payment: PaymentTransactionInfo | null;
  paymentsUnavailable: boolean;
}) {
  const v = voucher.voucherable;
  switch (v.kind) {
    case 'deposit':
      return (
        <>
          <Fact label={t('transactions.field.paymentMethod')}>{paymentMethodName(v.paymentMethod)}</Fact>
          <Fact label={t('transactions.field.pspReference')} mono>
            {v.pspReference}
          </Fact>
          {payment ? (
            <>
              <Fact label={t('transactions.field.paymentInstrument')}>
                {instrumentText(payment.storedPaymentMethod)}
              </Fact>
              {payment.transactionNumber && (
                <Fact label={t('transactions.field.paymentTransactionNumber')} mono>
                  {payment.transactionNumber}
                </Fact>
              )}
            </>
          ) : (
            !paymentsUnavailable && (
              <Fact label={t('transactions.field.paymentInstrument')}>{t('transactions.field.noPaymentDetails')}</Fact>
            )
          )}
        </>
      );
    case 'purchase':
      // What was bought, one per receipt (spec/2 "Lottery wager reference"); bookings without it name the receipts.
      return v.wagers.length > 0 ? (
        <>
          {v.wagers.map((wager) => (
            <Fact key={wager.receiptNumber} label={t(`products.${wager.productIdentifier}`)}>
              <span className="tw-mono">{wager.receiptNumber}</span>
              {wager.drawingTimes.length > 0 && <> · {wagerDraws(wager.drawingTimes)}</>}
            </Fact>
          ))}
        </>
      ) : (
        <Fact label={t('transactions.field.receipts')} mono>
          {v.receiptNumbers.join(', ') || '–'}
        </Fact>
      );
    case 'lotteryWinning':
      return (
        <>
          <Fact label={t('transactions.field.receipt')} mono>
            {v.receiptNumber}
          </Fact>
          <Fact label={t('transactions.field.drawingTime')}>{formatDateTime(v.drawingTime)}</Fact>
        </>
      );
    case 'withdrawal':
      return (
        <>
          <Fact label={t('transactions.field.iban')} mono>
            {v.iban}
          </Fact>
          <Fact label={t('transactions.field.accountHolder')}>{v.accountHolder}</Fact>
        </>
      );
    case 'reversal':
      return (
        <>
          {v.reversedVoucher && (
            <Fact label={t('transactions.field.reversedVoucher')} mono>
              {v.reversedVoucher.number}
            </Fact>
          )}
          <Fact label={t('transactions.field.reason')}>{v.reason}</Fact>
        </>
      );
    case 'purchasePartialRefund':
      return (
        <>
          <Fact label={t('transactions.field.order')} mono>
            {v.orderId}
          </Fact>
          <Fact label={t('transactions.field.reason')}>{v.reason}</Fact>
        </>
      );
    case 'gamblingPurchase':
      return <Fact label={t('transactions.field.gameId')}>{v.gameId}</Fact>;
    case 'gamblingWinning':
    case 'gamblingPurchasePartialRefund':
      return (
        <>
          <Fact label={t('transactions.field.gameId')}>{v.gameId}</Fact>
          {v.reason && <Fact label={t('transactions.field.reason')}>{v.reason}</Fact>}
        </>
      );
    default:
      return v.reason ? <Fact label={t('transactions.field.reason')}>{v.reason}</Fact> : null;
  }
}

export interface TransactionRowProps {
  voucher: Voucher;
  payment: PaymentTransactionInfo | null;
  paymentsUnavailable: boolean;
}

/** One booking: what, when, how much, balance after, flags; the rest behind a disclosure. */
export function TransactionRow({ voucher, payment, paymentsUnavailable }: TransactionRowProps) {
  const credit = voucher.bookingType === 'credit';
  return (
    <li className="tw-transaction" data-testid="transaction">
      <div className="tw-transaction__main">
        <div className="tw-transaction__what">
          <span className="tw-transaction__title">{voucherTitle(voucher)}</span>
          <time className="tw-transaction__date" dateTime={voucher.createdAt}>
            {formatDateTime(voucher.createdAt)}
          </time>
          {(!voucher.cleared || voucher.reversed || voucher.markedForRefund) && (
            <span className="tw-cluster tw-cluster--sm">
              {!voucher.cleared && <Badge tone="info">{t('transactions.badge.pending')}</Badge>}
              {voucher.reversed && <Badge tone="warning">{t('transactions.badge.reversed')}</Badge>}
              {voucher.markedForRefund && <Badge tone="neutral">{t('transactions.badge.markedForRefund')}</Badge>}
            </span>
          )}
        </div>
        <p
          className={`tw-transaction__amount tw-transaction__amount--${credit ? 'credit' : 'debit'}`}
          data-testid="transaction-amount"
        >
          <span className="tw-visually-hidden">{t(credit ? 'transactions.credit' : 'transactions.debit')}: </span>
          {signedAmount(voucher)}
        </p>
        <p className="tw-transaction__balance" data-testid="transaction-balance">
          <span className="tw-transaction__balance-label">{t('transactions.balanceAfter')}</span>{' '}
          {formatBalance(voucher.balance)}
        </p>
      </div>
      <details className="tw-transaction__details">
        <summary>
          {t('transactions.details')}{' '}
          <span className="tw-visually-hidden">{t('transactions.detailsFor', { number: voucher.number })}</span>
        </summary>
        <dl className="tw-transaction__facts">
          <Fact label={t('transactions.field.number')} mono>
            {voucher.number}
          </Fact>
          <Fact label={t('transactions.field.transactionNumber')} mono>
            {voucher.transactionNumber}
          </Fact>
          {voucher.externalReference && (
            <Fact label={t('transactions.field.externalReference')} mono>
              {voucher.externalReference}
            </Fact>
          )}
          {voucher.comment && <Fact label={t('transactions.field.comment')}>{voucher.comment}</Fact>}
          <Fact label={t('transactions.field.status')}>
            {t(voucher.cleared ? 'transactions.field.cleared' : 'transactions.field.pending')}
          </Fact>
          <KindFacts voucher={voucher} payment={payment} paymentsUnavailable={paymentsUnavailable} />
          <Fact label={t('transactions.field.payoutable')}>{formatBalance(voucher.payoutableBalance)}</Fact>
          <Fact label={t('transactions.field.notPayoutable')}>{formatBalance(voucher.notPayoutableBalance)}</Fact>
        </dl>
      </details>
    </li>
  );
}
