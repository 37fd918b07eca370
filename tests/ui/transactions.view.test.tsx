import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import {
  VOUCHERABLE_KINDS,
  type PaymentTransactionInfo,
  type Voucher,
  type Voucherable,
} from '../../core/domain/voucher';
import { instrumentText, signedAmount, voucherTitle } from '../../src/features/transactions/transaction-text';
import { TransactionRow } from '../../src/features/transactions/transaction-row.view';
import { render, tags } from './components/markup';

/** The visible text of static markup (tags dropped, entities decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const VOUCHERABLES: Record<(typeof VOUCHERABLE_KINDS)[number], Voucherable> = {
  deposit: {
    kind: 'deposit',
    paymentMethod: 'adyen_credit_card',
    paymentProvider: 'fake_psp',
    pspReference: '8816000012345678',
  },
  purchase: { kind: 'purchase', orderId: 'o', receiptNumbers: ['TW-00000001', 'TW-00000002'], wagers: [] },
  purchasePartialRefund: { kind: 'purchasePartialRefund', orderId: 'o', reason: 'Ziehung ausgefallen', locked: false },
  lotteryWinning: {
    kind: 'lotteryWinning',
    winningId: 'w',
    receiptNumber: 'TW-00000001',
    productIdentifier: 'lotto6aus49_regular',
    drawingTime: '2026-11-14T18:25:00Z',
    drawId: 'd',
  },
  withdrawal: {
    kind: 'withdrawal',
    iban: 'DE89 **** **** **** **** 00',
    accountHolder: 'Max Mustermann',
    automatic: false,
  },
  reversal: {
    kind: 'reversal',
    reversalType: 'chargeback',
    processed: true,
    reason: 'Rücklastschrift der Bank',
    reversedVoucher: { id: 'd1', number: 'B-00000001' },
  },
  chargebackFee: { kind: 'chargebackFee', reason: 'Rücklastschrift der Bank', locked: false },
  goodwillCredit: { kind: 'goodwillCredit', reason: 'Kulanz', locked: false },
  manualCorrectionDebit: { kind: 'manualCorrectionDebit', reason: 'Korrektur', locked: false },
  credit: { kind: 'credit', reason: 'Mikroüberweisung', locked: false },
  debit: { kind: 'debit', reason: 'Gebühr', locked: false },
  gamblingWinning: { kind: 'gamblingWinning', gameId: 'book-of-ra', reason: null },
  gamblingPurchase: { kind: 'gamblingPurchase', gameId: 'book-of-ra' },
  gamblingPurchasePartialRefund: {
    kind: 'gamblingPurchasePartialRefund',
    gameId: 'book-of-ra',
    reason: 'Spielabbruch',
  },
};

const voucher = (voucherable: Voucherable, overrides: Partial<Voucher> = {}): Voucher => ({
  id: 'v1',
  number: 'B-00000042',
  comment: 'Einzahlung per Kreditkarte',
  externalReference: 'tx-1',
  amount: money(2550),
  bookingType: 'credit',
  cleared: true,
  reversed: false,
  markedForRefund: false,
  balance: money(7550),
  payoutableBalance: money(0),
  notPayoutableBalance: money(7550),
  createdAt: '2026-11-18T09:05:00Z',
  transactionNumber: '132301',
  voucherable,
  ...overrides,
});

const CARD_PAYMENT: PaymentTransactionInfo = {
  pspReference: '8816000012345678',
  transactionNumber: '132301',
  kind: 'common',
  storedPaymentMethod: {
    type: 'adyen_credit_card',
    id: 'c',
    accountHolder: 'Max Mustermann',
    brand: 'visa',
    lastDigits: '1111',
    expiryMonth: '03',
    expiryYear: '2030',
    active: true,
  },
};

describe('transaction wording', () => {
  it('has German words for every kind of booking, none of them a raw key', () => {
    const titles = VOUCHERABLE_KINDS.map((kind) => voucherTitle(voucher(VOUCHERABLES[kind])));
    expect(titles).toEqual([
      'Einzahlung',
      'Spieleinsatz',
      'Teilerstattung',
      'Lotteriegewinn',
      'Auszahlung',
      'Rückbuchung (Rücklastschrift)',
      'Rücklastschriftgebühr',
      'Kulanzgutschrift',
      'Korrekturbelastung',
      'Gutschrift',
      'Belastung',
      'Spielgewinn',
      'Spieleinsatz Online-Spiel',
      'Teilerstattung Online-Spiel',
    ]);
    expect(voucherTitle(voucher({ ...VOUCHERABLES.withdrawal, automatic: true } as Voucherable))).toBe(
      'Automatische Auszahlung',
    );
    expect(
      voucherTitle(
        voucher({ kind: 'reversal', reversalType: 'cancellation', processed: true, reason: '', reversedVoucher: null }),
      ),
    ).toBe('Rückbuchung (Stornierung)');
  });

  it('signs amounts with + and a real minus, in German format', () => {
    expect(signedAmount(voucher(VOUCHERABLES.deposit))).toBe('+\u00a025,50\u00a0€');
    expect(signedAmount(voucher(VOUCHERABLES.purchase, { bookingType: 'debit', amount: money(123456) }))).toBe(
      '\u2212\u00a01.234,56\u00a0€',
    );
  });

  it('shows payment instruments masked', () => {
    expect(instrumentText(CARD_PAYMENT.storedPaymentMethod)).toBe('Visa •••• 1111, gültig bis 03/2030');
    expect(
      instrumentText({
        type: 'sepa_direct_debit',
        accountHolder: 'Max Mustermann',
        maskedIban: 'DE89 **** 00',
        editable: false,
      }),
    ).toBe('DE89 **** 00 (Max Mustermann)');
    expect(
      instrumentText({
        type: 'paypal',
        id: 'p',
        paypalEmail: 's***@tippwerk.de',
        payerResidenceCountry: 'DE',
        active: true,
      }),
    ).toBe('PayPal-Konto s***@tippwerk.de');
  });
});

describe('TransactionRow', () => {
  it('shows kind, Berlin date, signed amount, balance after and the details with the masked payment', () => {
    const html = render(
      <TransactionRow voucher={voucher(VOUCHERABLES.deposit)} payment={CARD_PAYMENT} paymentsUnavailable={false} />,
    );
    const text = textOf(html);
    expect(text).toContain('Einzahlung');
    expect(text).toContain('Mi., 18.11.2026, 10:05 Uhr');
    expect(text).toContain('Gutschrift: +\u00a025,50\u00a0€');
    expect(text).toContain('Kontostand danach 75,50\u00a0€');
    expect(text).toContain('Visa •••• 1111, gültig bis 03/2030');
    expect(text).toContain('8816000012345678');
    expect(tags(html, 'summary')).toHaveLength(1);
    expect(tags(html, 'time')[0]!.attrs.datetime).toBe('2026-11-18T09:05:00Z');
    expect(text).not.toContain('transactions.');
  });

  it('marks flags with text badges, and a debit without colour alone', () => {
    const html = render(
      <TransactionRow
        voucher={voucher(VOUCHERABLES.deposit, { reversed: true, markedForRefund: true, cleared: false })}
        payment={null}
        paymentsUnavailable={false}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Zurückgebucht');
    expect(text).toContain('Zur Erstattung vorgemerkt');
    expect(text).toContain('In Bearbeitung');
    expect(text).toContain('Keine Zahlungsdetails vorhanden');
    const debit = textOf(
      render(
        <TransactionRow
          voucher={voucher(VOUCHERABLES.chargebackFee, {
            bookingType: 'debit',
            amount: money(500),
            balance: money(-4700),
          })}
          payment={null}
          paymentsUnavailable={false}
        />,
      ),
    );
    expect(debit).toContain('Belastung: \u2212\u00a05,00\u00a0€');
    expect(debit).toContain('-47,00\u00a0€');
    expect(debit).not.toContain('Zurückgebucht');
  });

  it('renders every kind with its own facts and no raw keys', () => {
    for (const kind of VOUCHERABLE_KINDS) {
      const text = textOf(
        render(<TransactionRow voucher={voucher(VOUCHERABLES[kind])} payment={null} paymentsUnavailable={true} />),
      );
      expect(text, kind).not.toMatch(/transactions\.[a-z]/);
      expect(text, kind).toContain('B-00000042');
    }
    expect(
      textOf(
        render(<TransactionRow voucher={voucher(VOUCHERABLES.reversal)} payment={null} paymentsUnavailable={false} />),
      ),
    ).toContain('Bezieht sich auf BuchungB-00000001');
  });

  it('names what a purchase paid for: each ticket with its receipt and draws; without references, the receipts', () => {
    const purchase = (wagers: Extract<Voucherable, { kind: 'purchase' }>['wagers']) =>
      textOf(
        render(
          <TransactionRow
            voucher={voucher({ ...VOUCHERABLES.purchase, wagers } as Voucherable, { bookingType: 'debit' })}
            payment={null}
            paymentsUnavailable={false}
          />,
        ),
      );
    const text = purchase([
      {
        productIdentifier: 'lotto6aus49_regular',
        receiptNumber: 'TW-00000001',
        drawingTimes: ['2026-11-28T18:25:00Z'],
      },
      {
        productIdentifier: 'keno_regular',
        receiptNumber: 'TW-00000002',
        drawingTimes: ['2026-11-28T18:10:00Z', '2026-11-29T18:10:00Z', '2026-11-30T18:10:00Z'],
      },
    ]);
    expect(text).toContain('LOTTO 6aus49 NormalscheinTW-00000001 · Ziehung Sa., 28.11.2026, 19:25 Uhr');
    expect(text).toContain(
      'KENO SpielscheinTW-00000002 · 3 Ziehungen, Sa., 28.11.2026, 19:10 Uhr bis Mo., 30.11.2026, 19:10 Uhr',
    );
    expect(text).not.toContain('Spielscheine');
    expect(purchase([])).toContain('SpielscheineTW-00000001, TW-00000002');
  });
});
