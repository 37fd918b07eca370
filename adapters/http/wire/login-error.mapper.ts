import { AuthenticationError, FormValidationError, TooManyInvalidAttemptsError } from '../../../core/domain/errors';
import type { LoginError } from '../../../ports/player-gateway.port';

/**
 * Which login failures are the player's (typed answers, never retried); null for faults,
 * which the caller rethrows. Shared by the HTTP and memory gateways.
 */
export function loginErrorFrom(error: unknown): LoginError | null {
  if (error instanceof TooManyInvalidAttemptsError) return { kind: 'too_many_invalid_attempts' };
  if (error instanceof AuthenticationError || error instanceof FormValidationError)
    return { kind: 'invalid_credentials' };
  return null;
}
