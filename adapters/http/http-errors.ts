import {
  AuthenticationError,
  FormValidationError,
  GatewayError,
  NotFoundError,
  PlayerNotReadyError,
  TooManyInvalidAttemptsError,
} from '../../core/domain/errors';
import type { CoolingOff } from '../../core/domain/oasis';
import type { ErrorBodyDto } from './wire/common.dto';

/** A non-2xx answer not covered by a more specific error: names status and calling method. */
export class HttpResponseError extends GatewayError {
  override name = 'HttpResponseError';
  constructor(
    status: number,
    method: string,
    path: string,
    readonly body: ErrorBodyDto,
  ) {
    super(status, method, path);
  }
}

/**
 * The one mapping from an answer's status and body to the error the core understands (spec/2 §8).
 * The HTTP client and the memory adapters both use it, so both honour one contract.
 */
export function errorForStatus(status: number, method: string, path: string, body: ErrorBodyDto = {}): GatewayError {
  if (status === 401) return new AuthenticationError(status, method, path);
  if (status === 404) return new NotFoundError(status, method, path);
  if (status === 403 && body.code === 'player_not_ready') return new PlayerNotReadyError(status, method, path);
  if (status === 403 && body.reason === 'too_many_invalid_attempts')
    return new TooManyInvalidAttemptsError(status, method, path);
  if (status === 400 && (Array.isArray(body.global_errors) || isRecord(body.attribute_errors))) {
    return new FormValidationError(
      method,
      path,
      body.global_errors ?? [],
      body.attribute_errors ?? {},
      coolingOffOf(body),
    );
  }
  return new HttpResponseError(status, method, path, body);
}

/** The instant a KENO order refused with `cooling_off` may be placed, and why it waits. */
function coolingOffOf(body: ErrorBodyDto): CoolingOff | null {
  const until = body.play_allowed_from;
  if (typeof until !== 'string' || Number.isNaN(Date.parse(until))) return null;
  const reason = body.cooling_off_reason === 'provider_switch' ? 'provider_switch' : 'inactivity';
  return { until, reason };
}

const isRecord = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A success body shaped like an error ({ message, id }) breaks the API contract. */
export const isErrorShaped = (body: unknown): boolean =>
  isRecord(body) &&
  typeof (body as { message?: unknown }).message === 'string' &&
  'id' in body &&
  Object.keys(body).length <= 3;
