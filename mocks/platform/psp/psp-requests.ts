import { CATALOGUE_SETTINGS } from '../catalogue-config';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import { isSameOriginPath } from '../text-rules';

/** A monetary transaction as the PSP rules use it: checked, integer cents. */
export interface MoneyMovement {
  transactionId: string;
  amountCents: number;
  currency: string;
  kind: 'common' | 'games';
}

/** Ids are UUIDs on the real platform; the fake accepts any sensible token so tests stay readable. */
const ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

export const invalidRequest = (errors: AttributeErrors): PlatformError =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: errors });

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** Checks `{transaction_id, amount, kind}`; `prefix` names the fields like the request does. */
export function checkMovement(input: unknown, prefix = ''): MoneyMovement {
  const errors: AttributeErrors = {};
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const amount = (typeof body['amount'] === 'object' && body['amount'] !== null ? body['amount'] : {}) as Record<
    string,
    unknown
  >;
  if (!isId(body['transaction_id'])) addError(errors, `${prefix}transaction_id`, 'required');
  const cents = amount['fractional'];
  if (!Number.isSafeInteger(cents) || (cents as number) <= 0) addError(errors, `${prefix}amount.fractional`, 'invalid');
  if (amount['currency'] !== CATALOGUE_SETTINGS.currency) addError(errors, `${prefix}amount.currency`, 'not_supported');
  if (body['kind'] !== 'common' && body['kind'] !== 'games') addError(errors, `${prefix}kind`, 'invalid');
  if (hasErrors(errors)) throw invalidRequest(errors);
  return {
    transactionId: body['transaction_id'] as string,
    amountCents: cents as number,
    currency: CATALOGUE_SETTINGS.currency,
    kind: body['kind'] as MoneyMovement['kind'],
  };
}

/** Same-origin paths only: the fake PSP pages redirect there, and must never become an open redirect. */
export function checkReturnUrl(value: unknown, key: string, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  if (!isSameOriginPath(value)) throw invalidRequest({ [key]: ['invalid'] });
  return value;
}

/** Browser info feeds the PSP's risk checks; the fake needs only that it is an object. */
export function checkBrowserInfo(value: unknown, key: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidRequest({ [key]: ['required'] });
}
