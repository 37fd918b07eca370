import { errorMessage } from '../../i18n/i18n';
import type { MicroDepositField } from './micro-deposit.form';
import './verification-strings';

/** `verification.fieldErrors.{field}.{rule}`, falling back to the field's general line. */
export const fieldError = (field: MicroDepositField, rule: string | undefined): string | undefined =>
  rule ? errorMessage(`verification.fieldErrors.${field}`, rule) : undefined;

/** A step's error by kind, never a raw key. */
export const stepError = (kind: string): string => errorMessage('verification.errors', kind);
