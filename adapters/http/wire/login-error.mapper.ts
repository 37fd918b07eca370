import type { LoginError } from '../../../ports/player-gateway.port';
import type { ErrorBodyDto } from './common.dto';

/** Which login failures are the player's (not retried, shown in the modal); others are faults. */
export function loginErrorFor(status: number, body: ErrorBodyDto): LoginError | null {
  if (status === 403 && body.reason === 'too_many_invalid_attempts') return { kind: 'too_many_invalid_attempts' };
  if (status === 401 || status === 400) return { kind: 'invalid_credentials' };
  return null;
}
