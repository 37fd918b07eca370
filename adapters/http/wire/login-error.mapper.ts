import { GatewayError } from '../../../core/domain/errors';
import type { LoginError } from '../../../ports/player-gateway.port';
import { HttpResponseError } from '../client';

/**
 * Which login failures are the player's (typed answers, never retried); null for faults,
 * which the caller rethrows. Shared by the HTTP and memory gateways.
 */
export function loginErrorFrom(error: unknown): LoginError | null {
  if (!(error instanceof GatewayError) || error.status === null) return null;
  const body = error instanceof HttpResponseError ? error.body : {};
  if (error.status === 403 && body.reason === 'too_many_invalid_attempts') return { kind: 'too_many_invalid_attempts' };
  if (error.status === 401 || error.status === 400) return { kind: 'invalid_credentials' };
  return null;
}
