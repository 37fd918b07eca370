import { Temporal } from '../../../core/shared/temporal';
import type { PlatformContext } from '../context';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import type { AccountKind, AccountRecord, PlayerRecord } from '../state';
import { LOTTERIES } from '../catalogue-config';
import { nextDraw } from '../schedule';
import { accountOf, balanceOf, book, type Booking } from '../wallet';
import { playerByEmail } from './adjustments';
import { payoutableCents } from './bookings';
import type { LedgerSeedBodyDto, LedgerSeedResultDto } from './ledger-dto';

const MAX_SEEDED_HISTORY = 50_000;
const SATURDAY_LOTTO = LOTTERIES.lotto6aus49.events[1]!;
/** Without earlier bookings the history starts this long ago. */
const DEFAULT_SPAN_DAYS = 90;

/**
 * One made-up but consistent booking: a deposit when money runs low, otherwise mostly purchases,
 * some deposits, winnings and payouts of winnings. Always within the funds rule of `book`.
 */
function nextBooking(
  ctx: PlatformContext,
  record: PlayerRecord,
  account: AccountRecord,
  receipts: string[],
  drawAfter: (at: Temporal.Instant) => string,
): Booking {
  const { random, state } = ctx;
  const roll = random.next();
  const balance = balanceOf(account);
  if (balance < 500 || roll < 0.2) return deposit(ctx, record, account.kind, random.int(10, 50) * 100);
  if (roll < 0.35) {
    const receipt = receipts[random.int(0, receipts.length - 1)] ?? `TW-${random.digits(8)}`;
    return {
      direction: 'credit',
      amountCents: random.int(1, 400) * 50,
      externalReference: random.uuid(),
      comment: `Gewinn Spielschein ${receipt}`,
      voucherable: {
        type: 'lottery_winning',
        winning_id: random.uuid(),
        receipt_number: receipt,
        product_identifier: 'lotto6aus49_regular',
        drawing_time: ctx.now.toString(),
        draw_id: '',
      },
    };
  }
  if (roll < 0.42 && payoutableCents(account) > 0 && record.sepa_account) {
    return {
      direction: 'debit',
      amountCents: payoutableCents(account),
      externalReference: random.uuid(),
      comment: 'Auszahlung',
      voucherable: {
        type: 'withdrawal',
        iban: record.sepa_account.masked_iban,
        account_holder: record.sepa_account.account_holder,
        automatic: false,
      },
    };
  }
  state.counters.receipt_number += 1;
  const number = `TW-${String(state.counters.receipt_number).padStart(8, '0')}`;
  receipts.push(number);
  if (receipts.length > 50) receipts.shift();
  const orderId = random.uuid();
  return {
    direction: 'debit',
    amountCents: Math.min(balance, random.int(3, 40) * 50),
    externalReference: orderId,
    comment: 'Kauf von 1 Spielschein',
    voucherable: {
      type: 'purchase',
      order_id: orderId,
      receipt_numbers: [number],
      // A made-up LOTTO Normalschein for the next Saturday draw (no receipt is issued).
      wagers: [
        {
          product_identifier: 'lotto6aus49_regular',
          receipt_number: number,
          drawing_times: [drawAfter(ctx.now)],
        },
      ],
    },
  };
}

/** A SEPA deposit with its payment transaction, as a real charge would leave it. */
function deposit(ctx: PlatformContext, record: PlayerRecord, kind: AccountKind, amountCents: number): Booking {
  const { random, state, now } = ctx;
  const pspReference = random.digits(16);
  const transactionId = random.uuid();
  const sepa = record.sepa_account;
  state.payment_transactions.push({
    id: random.uuid(),
    transaction_id: transactionId,
    player_id: record.player.id,
    kind,
    amount_cents: amountCents,
    method: 'sepa_direct_debit',
    psp_reference: pspReference,
    status: 'authorised',
    purpose: 'deposit',
    used: true,
    used_by_order_id: null,
    created_at: now.toString(),
    method_details: {
      type: 'sepa_direct_debit',
      account_holder: sepa?.account_holder ?? '',
      masked_iban: sepa?.masked_iban ?? '',
      editable: false,
    },
  });
  return {
    direction: 'credit',
    amountCents,
    externalReference: transactionId,
    comment: 'Einzahlung per SEPA-Lastschrift',
    voucherable: {
      type: 'deposit',
      payment_method: 'sepa_direct_debit',
      payment_provider: 'fake_psp',
      psp_reference: pspReference,
    },
  };
}

/**
 * POST /__fake/ledger/seed-history: `count` bookings for one account of a player, spread evenly
 * between its newest booking (or 90 days ago) and now, in order, through `book`, so every
 * balance stays the sum of its bookings. For benchmarks and demos; no receipts are issued.
 */
export function seedHistory(ctx: PlatformContext, body: LedgerSeedBodyDto | null): LedgerSeedResultDto {
  const errors: AttributeErrors = {};
  const input = (body ?? {}) as Partial<LedgerSeedBodyDto>;
  const record = playerByEmail(ctx, input.email, errors);
  const count = input.count;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > MAX_SEEDED_HISTORY)
    addError(errors, 'count', 'invalid');
  const kind = input.kind ?? 'common';
  if (kind !== 'common' && kind !== 'games') addError(errors, 'kind', 'invalid');
  if (hasErrors(errors) || !record)
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: errors });
  const total = count as number;

  const account = accountOf(ctx.state, record.player.id, kind);
  const newest = ctx.state.vouchers.reduce(
    (latest, v) => (v.account_id === account.id ? Math.max(latest, Date.parse(v.created_at)) : latest),
    0,
  );
  const end = ctx.now.epochMilliseconds;
  const start = newest > 0 && newest < end ? newest : end - DEFAULT_SPAN_DAYS * 86_400_000;
  const step = (end - start) / (total + 1);
  const receipts: string[] = [];
  // The next Saturday draw, worked out once per hour of booking time (sale stops fall on whole
  // hours, so an hour never straddles one): Temporal's calendar arithmetic per booking doubled the time.
  const draws = new Map<number, string>();
  const drawAfter = (at: Temporal.Instant) => {
    const hour = Math.floor(at.epochMilliseconds / 3_600_000);
    let drawingTime = draws.get(hour);
    if (drawingTime === undefined) {
      drawingTime = nextDraw(SATURDAY_LOTTO, at).drawingTime.toString();
      draws.set(hour, drawingTime);
    }
    return drawingTime;
  };
  for (let i = 1; i <= total; i += 1) {
    const at = Temporal.Instant.fromEpochMilliseconds(Math.round(start + step * i));
    const atCtx: PlatformContext = { ...ctx, now: at };
    book(ctx.state, ctx.random, at, account, nextBooking(atCtx, record, account, receipts, drawAfter));
  }
  return { booked: total, balance_cents: balanceOf(account) };
}
