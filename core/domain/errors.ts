import type { CoolingOff } from './oasis';

/** Infrastructure faults the core knows by kind; they are thrown, not returned. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly status: number | null,
    readonly method: string,
    readonly path: string,
    message = status === null ? 'FetchError: The request failed' : `${method} ${path} answered ${status}`,
  ) {
    super(message);
  }
}

/** 401 on a player call: the session is gone. */
export class AuthenticationError extends GatewayError {
  override name = 'AuthenticationError';
}

/** 404 where the caller has no "empty" meaning for it. */
export class NotFoundError extends GatewayError {
  override name = 'NotFoundError';
}

/** 403 with code player_not_ready: the player is not yet verified or allowed. */
export class PlayerNotReadyError extends GatewayError {
  override name = 'PlayerNotReadyError';
}

/** 403 with reason too_many_invalid_attempts. */
export class TooManyInvalidAttemptsError extends GatewayError {
  override name = 'TooManyInvalidAttemptsError';
}

/** A 400 with global_errors and attribute_errors: what a form shows. */
export class FormValidationError extends GatewayError {
  override name = 'FormValidationError';
  constructor(
    method: string,
    path: string,
    readonly globalErrors: readonly string[],
    readonly attributeErrors: Readonly<Record<string, readonly string[]>>,
    /** `cooling_off`: until when KENO waits, and why (GlüStV, core/domain/oasis.ts). */
    readonly coolingOff: CoolingOff | null = null,
  ) {
    super(400, method, path);
  }
}

/**
 * The message key of a 400's global errors (spec/2, "Global error code"): the first code when the
 * shop has a text for it, processing_failed as is, otherwise 'unknown'; null without global errors.
 */
export function globalErrorKey(globalErrors: readonly string[], isKnown: (code: string) => boolean): string | null {
  const code = globalErrors[0];
  if (code === undefined) return null;
  if (code === 'processing_failed') return code;
  return isKnown(code) ? code : 'unknown';
}

/** A 2xx whose body is shaped like an error ({ message, id }): the API broke its contract. */
export class ContractViolationError extends GatewayError {
  override name = 'ContractViolationError';
  constructor(method: string, path: string) {
    super(null, method, path, 'OpenAPI Contract Validation');
  }
}

/** A call made without its main input (spec/2 §5): names the field. */
export class RequiredParameterError extends Error {
  override name = 'RequiredParameterError';
  constructor(readonly field: string) {
    super(`Required parameter ${field} was missing`);
  }
}

export const NETWORK_FAILURE = 'FetchError: The request failed';
export const NETWORK_FAILURE_AFTER_RETRY =
  'The request failed and the interceptors did not return an alternative response';
