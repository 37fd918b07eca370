import type { PlayerDto, UpdatePlayerRequestDto } from '../../../adapters/http/wire/player.dto';
import { BERLIN, Temporal } from '../../../core/shared/temporal';
import type { PlatformContext } from '../context';
import { hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import { findPlayerByEmail, isAddictionLocked, playerView } from '../players';
import { endSessionsOf } from '../sessions';
import type { PlayerRecord } from '../state';
import {
  emailFormatProblem,
  houseNumberProblem,
  nameProblem,
  optionalProblem,
  optionalText,
  phoneProblem,
  placeProblem,
  requiredText,
  zipCodeProblem,
} from './field-rules';
import { sendConfirmationMail } from './mailbox';
import { stateOfZip } from './zip-codes';

/** A temporary lock may reach this far ahead (a longer one is a self-exclusion, not a pause). */
const MAX_LOCK_YEARS = 10;
const STREET_MAX_LENGTH = 100;

type Body = Partial<Record<keyof UpdatePlayerRequestDto, unknown>>;
const bodyOf = (input: unknown) => (typeof input === 'object' && input !== null ? input : {}) as Body;
const fieldErrors = (errors: AttributeErrors) =>
  new PlatformError(400, { global_errors: [], attribute_errors: errors });

function updateErrors(ctx: PlatformContext, record: PlayerRecord, body: Body): AttributeErrors {
  const errors: AttributeErrors = {};
  const check = (key: keyof Body, problem: string | null) => {
    if (problem) errors[key] = [problem];
  };
  check('birth_name', optionalProblem(body.birth_name, nameProblem));
  check(
    'birthplace',
    optionalProblem(body.birthplace, (v) => placeProblem(v)),
  );
  check('street', placeProblem(body.street, STREET_MAX_LENGTH));
  check('house_number', houseNumberProblem(body.house_number));
  check('zip_code', zipCodeProblem(body.zip_code));
  check('city', placeProblem(body.city));
  check('phone_number', phoneProblem(body.phone_number));
  const emailProblem = emailFormatProblem(body.email);
  const owner = emailProblem ? undefined : findPlayerByEmail(ctx.state.players, requiredText(body.email));
  check('email', emailProblem ?? (owner && owner !== record ? 'taken' : null));
  return errors;
}

/**
 * PUT /me: address, contact and the birth data the shop may still lack. Names and date of birth
 * are not in the request (identity data). A new e-mail address must be confirmed again: the
 * recipient becomes unconfirmed and the link goes to the new address.
 */
export function updatePersonalData(ctx: PlatformContext, record: PlayerRecord, input: unknown): PlayerDto {
  const body = bodyOf(input);
  const errors = updateErrors(ctx, record, body);
  if (hasErrors(errors)) throw fieldErrors(errors);
  const { player } = record;
  const zipCode = requiredText(body.zip_code);
  const email = requiredText(body.email);
  const emailChanged = email.toLowerCase() !== player.email.toLowerCase();
  player.email = email;
  player.phone_number = optionalText(body.phone_number);
  player.personal_data.birth_name = optionalText(body.birth_name);
  player.personal_data.birthplace = optionalText(body.birthplace);
  player.address = {
    street: requiredText(body.street),
    house_number: requiredText(body.house_number),
    zip_code: zipCode,
    city: requiredText(body.city),
    // The Land follows a known zip code; an unknown one keeps what the player had for the same zip.
    state: stateOfZip(zipCode) ?? (zipCode === player.address.zip_code ? player.address.state : null),
  };
  if (emailChanged) {
    record.email_confirmed = false;
    sendConfirmationMail(ctx, record);
  }
  return playerView(record, ctx.now);
}

/** POST /me/disable: the account stays (records must be kept) but can no longer log in; sessions end. */
export function disablePlayer(ctx: PlatformContext, record: PlayerRecord): void {
  record.player.status = 'disabled';
  endSessionsOf(ctx.state, record.player.id);
}

function parseInstant(value: unknown): Temporal.Instant | null {
  if (typeof value !== 'string') return null;
  try {
    return Temporal.Instant.from(value);
  } catch {
    return null;
  }
}

/**
 * POST /me/lock_temporary {till}: the player pauses play until then. It must lie ahead, at most
 * 10 years, and cannot shorten a running lock (a lock must not be lifted early). An active
 * gambling permission ends with it, as at the seeded self-lock.
 */
export function lockTemporary(ctx: PlatformContext, record: PlayerRecord, input: unknown): void {
  const raw = typeof input === 'object' && input !== null ? (input as { till?: unknown }).till : undefined;
  if (raw === undefined || raw === null || raw === '') throw fieldErrors({ till: ['required'] });
  const till = parseInstant(raw);
  if (!till) throw fieldErrors({ till: ['invalid'] });
  if (Temporal.Instant.compare(till, ctx.now) <= 0) throw fieldErrors({ till: ['not_in_future'] });
  const latest = ctx.now.toZonedDateTimeISO(BERLIN).add({ years: MAX_LOCK_YEARS }).toInstant();
  if (Temporal.Instant.compare(till, latest) > 0) throw fieldErrors({ till: ['too_far_in_future'] });
  const { locks } = record.player;
  const current =
    isAddictionLocked(record.player, ctx.now) && locks.addiction_lock
      ? Temporal.Instant.from(locks.addiction_lock.expires_at)
      : null;
  if (current && Temporal.Instant.compare(till, current) < 0) throw fieldErrors({ till: ['before_current_lock'] });
  locks.addiction_lock = { expires_at: till.toString() };
  locks.addiction_locked = true;
  const permission = record.gambling_permission;
  if (permission?.active) {
    permission.active = false;
    permission.deactivated_at = ctx.now.toString();
  }
}
