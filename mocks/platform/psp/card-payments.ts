import { FAKE_PAGE_PATHS } from '../third-party-pages';
import type {
  CardChargeRequestDto,
  CardStoreRequestDto,
  ChargeOutcomeDto,
  StoredCardChargeRequestDto,
} from '../../../adapters/http/wire/payment.dto';
import type { Temporal } from '../../../core/shared/temporal';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import type { PlayerRecord } from '../state';
import { cardAnswer, decline, newAttempt, notFound, previousAttempt, type AttemptKey } from './attempts';
import { decryptCard } from './card-encryption';
import { authorise } from './payment-transactions';
import { depositRefusal } from '../limits/limit-enforcement';
import {
  checkBrowserInfo,
  checkMovement,
  checkReturnUrl,
  invalidRequest,
  isId,
  type MoneyMovement,
} from './psp-requests';
import type { CardRecord, PspAttemptRecord } from './psp-state';
import { brandOf, checkPlainCard, outcomeOf, outcomeOfStored, type CardOutcome } from './test-cards';
import { markChanged } from '../state-journal';
import { ACCOUNT_HOLDER_MISMATCH } from '../../../core/domain/account-holder';
import { isPlayersAccount } from './account-holder-check';

const METHOD = 'adyen_credit_card';

/** A card as a charge sees it: what may be kept of it, and what the PSP answers at a given time. */
interface ChargedCard {
  card: CardRecord;
  outcomeAt: (now: Temporal.Instant) => CardOutcome;
}

/**
 * The card behind fake-encrypted card data; anything unreadable is `invalid_card_data`. The full
 * number lives only in this call: the outcome is decided from it, the record keeps BIN and last four.
 */
function readCard(data: unknown): ChargedCard {
  const plain = decryptCard(data as CardChargeRequestDto['card_data']);
  const expiry = plain && checkPlainCard(plain);
  if (!plain || !expiry) throw rejected('invalid_card_data');
  const { number } = plain;
  const card: CardRecord = {
    brand: brandOf(number),
    bin: number.slice(0, 6),
    last_four: number.slice(-4),
    holder: plain.holder.trim(),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
  };
  return { card, outcomeAt: (now) => outcomeOf(number, expiry, now) };
}

/**
 * GlüStV: a card pays in only when it is in the player's name (the holder the card form sends in
 * card_data.account_holder, or the one the stored card was vaulted with). Asked after the replay
 * check and the player's own refusals (locks, limits), before anything is recorded, so the player
 * may correct the name and pay under the same transaction id.
 */
function checkHolder(record: PlayerRecord, card: CardRecord): void {
  if (!isPlayersAccount(record, card.holder))
    throw rejected(ACCOUNT_HOLDER_MISMATCH, { 'card_data.account_holder': [ACCOUNT_HOLDER_MISMATCH] });
}

function threeDsUrl(transactionId: string, returnUrl: string): string {
  return `${FAKE_PAGE_PATHS.secureChallenge}?transaction_id=${encodeURIComponent(transactionId)}&return_url=${encodeURIComponent(returnUrl)}`;
}

/**
 * The PSP said yes (at once or after 3-D Secure): vault the card for a store, or deposit the
 * money. The deposit limit is checked again because a challenge can take a while.
 */
export function finishCardAttempt(
  ctx: PlatformContext,
  record: PlayerRecord,
  attempt: PspAttemptRecord,
  card: CardRecord | null,
): void {
  // The attempt kept the card only for this moment, whatever the outcome.
  attempt.card = null;
  markChanged(ctx.state, 'psp_attempts', attempt);
  if (attempt.operation === 'card_store') {
    if (!card) throw new Error(`Card store ${attempt.transaction_id} lost its card`);
    record.stored_card = { ...card, id: ctx.random.uuid(), active: true };
  } else {
    const refusal = depositRefusal(ctx, record, attempt.amount_cents);
    if (refusal) throw decline(ctx.state, attempt, refusal);
  }
  // The card goes along so the payment transaction can show its masked data (ledger/payment-method-details.ts).
  authorise(ctx, attempt, card);
}

/** One card call: replay, or check the limit, ask the test card, and pay / challenge / decline. */
function runCard(
  ctx: PlatformContext,
  record: PlayerRecord,
  key: AttemptKey,
  returnUrl: string,
  cardOf: () => ChargedCard,
): ChargeOutcomeDto {
  const previous = previousAttempt(ctx.state, record, key);
  if (previous) return cardAnswer(previous);
  const { card, outcomeAt } = cardOf();
  const refusal = key.operation === 'card_store' ? null : depositRefusal(ctx, record, key.movement.amountCents);
  if (refusal) throw rejected(refusal);
  checkHolder(record, card);
  const attempt = newAttempt(record, key, ctx.now.toString());
  const outcome = outcomeAt(ctx.now);
  if (outcome !== 'success' && outcome !== 'three_d_secure') throw decline(ctx.state, attempt, outcome);
  ctx.state.psp_attempts.push(attempt);
  if (outcome === 'three_d_secure') {
    const { transactionId } = key.movement;
    attempt.status = 'awaiting_shopper';
    attempt.card = card;
    attempt.shopper = {
      reference: transactionId,
      redirect_url: threeDsUrl(transactionId, returnUrl),
      return_url: returnUrl,
      decision: null,
      redirect_result: null,
    };
  } else {
    finishCardAttempt(ctx, record, attempt, card);
  }
  return cardAnswer(attempt);
}

/** Checks a card transaction input; `prefix` names its fields as the request nests them ('' when flat). */
function transactionInput(input: unknown, prefix: string): { movement: MoneyMovement; returnUrl: string } {
  if (typeof input !== 'object' || input === null)
    throw invalidRequest({ [prefix.replace(/\.$/, '') || 'body']: ['required'] });
  const body = input as Record<string, unknown>;
  checkBrowserInfo(body['browser_info'], `${prefix}browser_info`);
  const movement = checkMovement(body['monetary_transaction'], `${prefix}monetary_transaction.`);
  return { movement, returnUrl: checkReturnUrl(body['return_url'], `${prefix}return_url`) };
}

/** POST /my/credit_cards/charge */
export function chargeCard(ctx: PlatformContext, record: PlayerRecord, body: CardChargeRequestDto): ChargeOutcomeDto {
  const { movement, returnUrl } = transactionInput(body?.transaction_input, 'transaction_input.');
  const card = readCard(body.card_data);
  return runCard(ctx, record, { movement, operation: 'card_charge', method: METHOD }, returnUrl, () => card);
}

/** POST /my/credit_cards/charge_with_stored: the player's active vaulted card. */
export function chargeStoredCard(
  ctx: PlatformContext,
  record: PlayerRecord,
  body: StoredCardChargeRequestDto,
): ChargeOutcomeDto {
  const { movement, returnUrl } = transactionInput(body, '');
  return runCard(ctx, record, { movement, operation: 'stored_card_charge', method: METHOD }, returnUrl, () => {
    const stored = record.stored_card;
    if (!stored?.active) throw rejected('stored_card_missing');
    const { brand, bin, last_four: lastFour, holder, expiry_month: month, expiry_year: year } = stored;
    const card: CardRecord = { brand, bin, last_four: lastFour, holder, expiry_month: month, expiry_year: year };
    return { card, outcomeAt: (now) => outcomeOfStored(card, now) };
  });
}

/** POST /my/credit_cards/store: a zero-amount check of the card, then it becomes the stored card. */
export function storeCard(ctx: PlatformContext, record: PlayerRecord, body: CardStoreRequestDto): ChargeOutcomeDto {
  const input = body?.store_transaction_input as unknown;
  if (typeof input !== 'object' || input === null) throw invalidRequest({ store_transaction_input: ['required'] });
  const {
    browser_info: browserInfo,
    transaction_id: transactionId,
    return_url: returnUrlValue,
  } = input as Record<string, unknown>;
  checkBrowserInfo(browserInfo, 'store_transaction_input.browser_info');
  if (!isId(transactionId)) throw invalidRequest({ 'store_transaction_input.transaction_id': ['required'] });
  const returnUrl = checkReturnUrl(returnUrlValue, 'store_transaction_input.return_url');
  const card = readCard(body.card_data);
  const movement: MoneyMovement = {
    transactionId,
    amountCents: 0,
    currency: CATALOGUE_SETTINGS.currency,
    kind: 'common',
  };
  return runCard(ctx, record, { movement, operation: 'card_store', method: METHOD }, returnUrl, () => card);
}

/** DELETE /my/credit_cards/{stored_credit_card_id} */
export function deleteStoredCard(record: PlayerRecord, id: string): void {
  if (record.stored_card?.id !== id) throw notFound();
  record.stored_card = null;
}
