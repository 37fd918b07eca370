import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ContractViolationError,
  FormValidationError,
  GatewayError,
  globalErrorKey,
  NETWORK_FAILURE,
  NETWORK_FAILURE_AFTER_RETRY,
  NotFoundError,
  PlayerNotReadyError,
  RequiredParameterError,
  TooManyInvalidAttemptsError,
} from '../../core/domain/errors';

describe('gateway errors', () => {
  it('say which call answered which status', () => {
    const error = new GatewayError(503, 'GET', '/draws');
    expect(error.message).toBe('GET /draws answered 503');
    expect(error.name).toBe('GatewayError');
    expect([error.status, error.method, error.path]).toEqual([503, 'GET', '/draws']);
    expect(error).toBeInstanceOf(Error);
  });

  it('name a request that got no answer a network failure', () => {
    const error = new GatewayError(null, 'POST', '/my/orders');
    expect(error.message).toBe(NETWORK_FAILURE);
    expect(NETWORK_FAILURE).toBe('FetchError: The request failed');
    expect(NETWORK_FAILURE_AFTER_RETRY).toBe(
      'The request failed and the interceptors did not return an alternative response',
    );
  });

  it('keep a message given explicitly', () => {
    expect(new GatewayError(500, 'GET', '/x', 'custom').message).toBe('custom');
  });

  it('carry their own names, as gateway errors', () => {
    const errors = [
      [new AuthenticationError(401, 'GET', '/me'), 'AuthenticationError'],
      [new NotFoundError(404, 'GET', '/content/x'), 'NotFoundError'],
      [new PlayerNotReadyError(403, 'POST', '/my/orders'), 'PlayerNotReadyError'],
      [new TooManyInvalidAttemptsError(403, 'POST', '/login'), 'TooManyInvalidAttemptsError'],
      [new FormValidationError('POST', '/register', [], {}), 'FormValidationError'],
      [new ContractViolationError('GET', '/me'), 'ContractViolationError'],
    ] as const;
    for (const [error, name] of errors) {
      expect(error.name).toBe(name);
      expect(error).toBeInstanceOf(GatewayError);
    }
  });

  it('a form validation error is a 400 with its errors and no wait by default', () => {
    const error = new FormValidationError('POST', '/register', ['too_young'], { email: ['taken'] });
    expect(error.status).toBe(400);
    expect(error.message).toBe('POST /register answered 400');
    expect(error.globalErrors).toEqual(['too_young']);
    expect(error.attributeErrors).toEqual({ email: ['taken'] });
    expect(error.coolingOff).toBeNull();
  });

  it('a contract violation names the broken contract and has no status', () => {
    const error = new ContractViolationError('GET', '/me');
    expect(error.status).toBeNull();
    expect(error.message).toBe('OpenAPI Contract Validation');
  });

  it('a missing parameter names the field', () => {
    const error = new RequiredParameterError('productIdentifier');
    expect(error.name).toBe('RequiredParameterError');
    expect(error.field).toBe('productIdentifier');
    expect(error.message).toBe('Required parameter productIdentifier was missing');
  });
});

describe('globalErrorKey', () => {
  const known = (code: string) => code === 'too_young' || code === 'empty_order';

  it('the first code when the shop has a text for it', () => {
    expect(globalErrorKey(['too_young', 'unknown_code'], known)).toBe('too_young');
  });

  it('processing_failed as is, even without a text', () => {
    expect(globalErrorKey(['processing_failed'], known)).toBe('processing_failed');
    expect(globalErrorKey(['processing_failed'], () => false)).toBe('processing_failed');
  });

  it('unknown for a code without a text, judged by the first code only', () => {
    expect(globalErrorKey(['something_new'], known)).toBe('unknown');
    expect(globalErrorKey(['something_new', 'too_young'], known)).toBe('unknown');
  });

  it('null without global errors', () => {
    expect(globalErrorKey([], known)).toBeNull();
    expect(globalErrorKey([], () => true)).toBeNull();
  });
});
