import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import { PlatformError } from '../platform-api';
import { secretCode } from '../secrets';
import type { PlayerRecord } from '../state';
import { accountOf, book } from '../wallet';
import { sendMail } from '../account/mailbox';
import { advanceIbanCheck } from './iban-check';
import { markFullyVerified } from './verification-level';

const MICRO_DEPOSIT_CENTS = 1;
const MICRO_DEPOSIT_MAX_WRONG_CODES = 3;
/** No 0/O or 1/I: the code is read off a bank statement and typed back. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;

const newCode = (): string => secretCode(CODE_ALPHABET, CODE_LENGTH);

function checkMayStart(ctx: PlatformContext, record: PlayerRecord): void {
  const { player } = record;
  if (player.locks.fraud_locked || player.locks.verification_locked) throw rejected('player_locked');
  if (player.verification_status === 'fully_verified') throw rejected('already_verified');
  if (player.micro_deposit_verification_status === 'failed') throw rejected('micro_deposit_failed');
  if (!record.sepa_account) throw rejected('sepa_account_missing');
  // Only an account the bank confirmed gets money: the check may have become due by time alone.
  advanceIbanCheck(record, ctx.now, false);
  if (player.iban_check_status === 'invalid') throw rejected('iban_invalid');
  if (player.iban_check_status !== 'valid') throw rejected('iban_check_pending');
}

/**
 * POST /my/micro_deposit_verification: 0,01 € with a 4-character code goes to the stored account.
 * The fake books the cent on the common account with the code in the booking text and shows the
 * transfer on the player's "bank statement" (GET /__fake/bank-statement). While one is pending,
 * starting again changes nothing (the money is on its way).
 */
export function startMicroDeposit(ctx: PlatformContext, record: PlayerRecord): void {
  checkMayStart(ctx, record);
  if (record.player.micro_deposit_verification_status === 'pending') return;
  const sepa = record.sepa_account;
  if (!sepa) throw rejected('sepa_account_missing');
  const code = newCode();
  const purpose = `Tippwerk Kontoverifizierung, Code ${code}`;
  book(ctx.state, ctx.random, ctx.now, accountOf(ctx.state, record.player.id, 'common'), {
    direction: 'credit',
    amountCents: MICRO_DEPOSIT_CENTS,
    comment: purpose,
    voucherable: { type: 'credit', reason: 'micro_deposit_verification', locked: false },
  });
  ctx.state.bank_transfers.push({
    id: ctx.random.uuid(),
    player_id: record.player.id,
    account_holder: sepa.account_holder,
    masked_iban: sepa.masked_iban,
    amount_cents: MICRO_DEPOSIT_CENTS,
    purpose,
    code,
    booked_at: ctx.now.toString(),
  });
  record.micro_deposit = { code, wrong_attempts: 0, started_at: ctx.now.toString() };
  record.player.micro_deposit_verification_status = 'pending';
  sendMail(ctx, {
    to: record.player.email,
    kind: 'micro_deposit',
    subject: 'Kontoverifizierung: 1 Cent ist unterwegs',
    text: `Hallo ${record.player.personal_data.first_name} ${record.player.personal_data.last_name},\n\nwir haben 0,01 € an Ihr Konto ${sepa.masked_iban} überwiesen. Den 4-stelligen Code im Verwendungszweck geben Sie bitte unter „Altersprüfung“ ein.\n\nIhr Tippwerk-Team`,
    link: '/kundenkonto/alterspruefung?showMDVDetails=1',
  });
}

const normaliseCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * PATCH /my/micro_deposit_verification/confirm {code}: the right code fully verifies. A wrong one
 * is a field error; the third wrong one also fails the method (the flow moves on to the ident),
 * and later attempts are refused as too many (spec/2 §8).
 */
export function confirmMicroDeposit(ctx: PlatformContext, record: PlayerRecord, input: unknown): void {
  const raw = typeof input === 'object' && input !== null ? (input as { code?: unknown }).code : undefined;
  const status = record.player.micro_deposit_verification_status;
  if (status === 'failed')
    throw new PlatformError(403, { reason: 'too_many_invalid_attempts', global_errors: ['too_many_invalid_attempts'] });
  if (status === 'success') throw rejected('already_verified');
  const pending = record.micro_deposit;
  if (status !== 'pending' || !pending) throw rejected('micro_deposit_not_started');
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new PlatformError(400, { global_errors: [], attribute_errors: { code: ['required'] } });
  if (normaliseCode(raw) === pending.code) {
    record.player.micro_deposit_verification_status = 'success';
    markFullyVerified(record.player);
    return;
  }
  pending.wrong_attempts += 1;
  const failed = pending.wrong_attempts >= MICRO_DEPOSIT_MAX_WRONG_CODES;
  if (failed) record.player.micro_deposit_verification_status = 'failed';
  throw new PlatformError(400, {
    global_errors: failed ? ['micro_deposit_failed'] : [],
    attribute_errors: { code: ['wrong_code'] },
  });
}
