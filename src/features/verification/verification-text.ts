import type { RuleFailure } from '../../../core/domain/validation/rule';
import { fieldMessage } from '../../forms/field-message';
import { errorMessage } from '../../i18n/i18n';
import { WIRE_FIELDS, type MicroDepositErrorField } from './micro-deposit.form';
import './verification-strings';

/** A micro deposit field's message: fieldMessage under the platform's name of the field. */
export const fieldError = (field: MicroDepositErrorField, failed: RuleFailure | undefined): string | undefined =>
  failed ? fieldMessage(WIRE_FIELDS[field], failed) : undefined;

/** A step's error by kind, never a raw key. */
export const stepError = (kind: string): string => errorMessage('verification.errors', kind);
