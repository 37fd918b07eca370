import type { RecoveryTokenValidityDto } from '../../../adapters/http/wire/player.dto';
import type { Temporal } from '../../../core/shared/temporal';
import type { PlatformContext } from '../context';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import { findPlayerByEmail } from '../players';
import { clearThrottleOf } from '../login-throttle';
import { endSessionsOf } from '../sessions';
import type { PlatformState, PlayerRecord } from '../state';
import { addPasswordProblems } from './field-rules';
import { liveToken, sendRecoveryMail, useToken } from './mailbox';
import { hashPassword, passwordMatches } from './password-hash';

const fieldErrors = (errors: AttributeErrors) =>
  new PlatformError(400, { global_errors: [], attribute_errors: errors });
const field = (input: unknown, key: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;

/**
 * POST /start_recovery: always 204, so the answer never tells whether an account exists. Known,
 * active players get a link valid for one hour; a newer link replaces an older one.
 */
export function startRecovery(ctx: PlatformContext, input: unknown): void {
  const email = field(input, 'email');
  if (typeof email !== 'string' || email.trim() === '') throw fieldErrors({ email: ['required'] });
  const record = findPlayerByEmail(ctx.state.players, email);
  if (record?.player.status === 'active') sendRecoveryMail(ctx, record);
}

export function validateRecoveryToken(
  state: PlatformState,
  now: Temporal.Instant,
  token: string,
): RecoveryTokenValidityDto {
  return { valid: liveToken(state, now, 'password_recovery', token) !== undefined };
}

/**
 * PUT /password: sets the new password with a live recovery token and uses the token up. Every
 * session of the player ends (whoever knew the old password is out) and the login throttle of
 * the address is lifted, so the new password works at once.
 */
export function resetPassword(ctx: PlatformContext, input: unknown): void {
  const token = liveToken(ctx.state, ctx.now, 'password_recovery', field(input, 'password_recovery_token'));
  if (!token) throw new PlatformError(400, { global_errors: ['invalid_token'], attribute_errors: {} });
  const errors: AttributeErrors = {};
  addPasswordProblems(errors, 'password', field(input, 'password'));
  if (hasErrors(errors)) throw fieldErrors(errors);
  const record = ctx.state.players.find((p) => p.player.id === token.player_id);
  if (!record) throw new Error(`Recovery token of unknown player ${token.player_id}`);
  record.password = hashPassword(field(input, 'password') as string);
  useToken(ctx.state, token);
  endSessionsOf(ctx.state, record.player.id);
  clearThrottleOf(ctx.state, record.player.email.toLowerCase());
}

/**
 * PUT /me/change_password: the old password proves it is the player. Every other session of the
 * player ends (a thief who knew the old password is out); the one that asked stays logged in.
 */
export function changePassword(
  ctx: PlatformContext,
  record: PlayerRecord,
  input: unknown,
  accessToken: string | null,
): void {
  const oldPassword = field(input, 'old_password');
  const newPassword = field(input, 'new_password');
  const errors: AttributeErrors = {};
  if (typeof oldPassword !== 'string' || oldPassword === '') addError(errors, 'old_password', 'required');
  else if (!passwordMatches(record.password, oldPassword)) addError(errors, 'old_password', 'wrong_password');
  addPasswordProblems(errors, 'new_password', newPassword);
  if (hasErrors(errors)) throw fieldErrors(errors);
  record.password = hashPassword(newPassword as string);
  endSessionsOf(ctx.state, record.player.id, accessToken);
}
