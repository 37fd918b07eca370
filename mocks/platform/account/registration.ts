import type { PlayerDto, RegisterRequestDto } from '../../../adapters/http/wire/player.dto';
import type { PlatformContext } from '../context';
import { hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import {
  findPlayerByEmail,
  isPendingRegistration,
  PENDING_REGISTRATION_SECONDS,
  playerView,
  UNVERIFIED_PLAY_HOURS,
} from '../players';
import type { PlayerRecord } from '../state';
import { openAccounts } from '../wallet';
import {
  addPasswordProblems,
  dateOfBirthProblem,
  emailFormatProblem,
  houseNumberProblem,
  nameProblem,
  optionalProblem,
  optionalText,
  placeProblem,
  requiredText,
  zipCodeProblem,
} from './field-rules';
import { sendConfirmationMail } from './mailbox';
import { hashPassword } from './password-hash';
import { stateOfZip } from './zip-codes';
import { initialLimits } from '../limits/limits-state';
import { trackingParametersOf } from '../text-rules';

/** The shop sells to the German market only. */
const COUNTRY_CODE = 'DE';
const LOCALE = 'de';
const STREET_MAX_LENGTH = 100;

type Body = Partial<Record<keyof RegisterRequestDto, unknown>>;

function collect(errors: AttributeErrors, key: string, problem: string | null): void {
  if (problem) errors[key] = [problem];
}

/** Every field of the request at once, so the form can mark them all (spec/2 §8). */
function registrationErrors(ctx: PlatformContext, body: Body): AttributeErrors {
  const errors: AttributeErrors = {};
  collect(errors, 'first_name', nameProblem(body.first_name));
  collect(errors, 'last_name', nameProblem(body.last_name));
  collect(errors, 'birth_name', optionalProblem(body.birth_name, nameProblem));
  collect(errors, 'date_of_birth', dateOfBirthProblem(body.date_of_birth, ctx.now));
  collect(
    errors,
    'birthplace',
    optionalProblem(body.birthplace, (v) => placeProblem(v)),
  );
  collect(errors, 'street', placeProblem(body.street, STREET_MAX_LENGTH));
  collect(errors, 'house_number', houseNumberProblem(body.house_number));
  collect(errors, 'zip_code', zipCodeProblem(body.zip_code));
  collect(errors, 'city', placeProblem(body.city));
  const emailProblem = emailFormatProblem(body.email);
  const taken = !emailProblem && findPlayerByEmail(ctx.state.players, requiredText(body.email)) !== undefined;
  collect(errors, 'email', emailProblem ?? (taken ? 'taken' : null));
  addPasswordProblems(errors, 'password', body.password);
  if (body.country_code !== COUNTRY_CODE)
    collect(errors, 'country_code', body.country_code ? 'not_supported' : 'required');
  if (body.locale !== LOCALE) collect(errors, 'locale', body.locale ? 'not_supported' : 'required');
  if (body.tmx_id !== undefined && body.tmx_id !== null && typeof body.tmx_id !== 'string')
    collect(errors, 'tmx_id', 'invalid');
  if (trackingParametersOf(body.tracking_parameters) === undefined) collect(errors, 'tracking_parameters', 'invalid');
  return errors;
}

function uniqueCustomerNumber(ctx: PlatformContext): string {
  for (;;) {
    const candidate = String(ctx.random.int(10_000_000, 99_999_999));
    if (!ctx.state.players.some((p) => p.player.customer_number === candidate)) return candidate;
  }
}

/**
 * POST /register: a new, unverified player with empty accounts and an unconfirmed e-mail (the
 * confirmation link goes to the mailbox). Answers the player; the client then logs in itself.
 */
export function register(ctx: PlatformContext, input: unknown): PlayerDto {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Body;
  const errors = registrationErrors(ctx, body);
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: [], attribute_errors: errors });

  const zipCode = requiredText(body.zip_code);
  const player: PlayerDto = {
    id: ctx.random.uuid(),
    customer_number: uniqueCustomerNumber(ctx),
    email: requiredText(body.email),
    phone_number: null,
    status: 'active',
    created_at: ctx.now.toString(),
    verification_status: 'unverified',
    // LOTTERY-RULES §7: 72 hours of play before full verification; the client shows expiry from this.
    verification_expired_at: ctx.now.add({ hours: UNVERIFIED_PLAY_HOURS }).toString(),
    iban_check_status: null,
    nect_robo_ident_status: null,
    micro_deposit_verification_status: null,
    tracking_parameters: trackingParametersOf(body.tracking_parameters) ?? null,
    address: {
      street: requiredText(body.street),
      house_number: requiredText(body.house_number),
      zip_code: zipCode,
      city: requiredText(body.city),
      state: stateOfZip(zipCode),
    },
    personal_data: {
      title: null,
      first_name: requiredText(body.first_name),
      last_name: requiredText(body.last_name),
      birth_name: optionalText(body.birth_name),
      birthplace: optionalText(body.birthplace),
      date_of_birth: requiredText(body.date_of_birth),
    },
    locks: { addiction_lock: null, addiction_locked: false, fraud_locked: false, verification_locked: false },
  };
  const record: PlayerRecord = {
    player,
    password: hashPassword(body.password as string),
    sepa_account: null,
    stored_card: null,
    stored_paypal: null,
    gambling_permission: null,
    email_confirmed: false,
    notification_settings: { jackpots: false, discounts: false },
    iban_check: null,
    micro_deposit: null,
    limits: initialLimits(),
    ready_at: isPendingRegistration(player.email)
      ? ctx.now.add({ seconds: PENDING_REGISTRATION_SECONDS }).toString()
      : null,
  };
  ctx.state.players.push(record);
  openAccounts(ctx.state, ctx.random, player.id);
  sendConfirmationMail(ctx, record);
  return playerView(record, ctx.now);
}
