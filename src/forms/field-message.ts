import type { RuleFailure } from '../../core/domain/validation/rule';
import { t } from '../i18n/i18n';
import './validation-strings';

// Field and rule names become i18n key segments; anything else (":" is i18next's namespace
// separator) could reach a different key, so it counts as unknown.
const FIELD = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;
const NAME = /^[A-Za-z0-9_]+$/;
const INVALID = 'invalid';

/** View models use camelCase (dateOfBirth), messages the API's snake_case (date_of_birth): both are looked up. */
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Keys in lookup order: validations.{field}.{rule}, then validations.default.{rule}, then the
 * field's own fallback validations.{field}.invalid (a platform code it has no text for), then
 * validations.default.invalid. A variant (minMaxDate_before) is tried before its plain rule
 * within each scope, so a field's own message wins over a more precise default one.
 */
export function messageKeys(field: string, failed: RuleFailure): string[] {
  const scopes = [...(FIELD.test(field) ? new Set([field, snakeCase(field)]) : []), 'default'];
  const fallback = scopes.map((scope) => `validations.${scope}.${INVALID}`);
  if (!NAME.test(failed.rule)) return fallback;
  const rules =
    failed.variant && NAME.test(failed.variant) ? [`${failed.rule}_${failed.variant}`, failed.rule] : [failed.rule];
  return [...scopes.flatMap((scope) => rules.map((rule) => `validations.${scope}.${rule}`)), ...fallback];
}

/**
 * The one lookup of a form field's German message, for a failed rule of validateForm or a
 * platform code at that field, with {{date}}, {{amount}}, {{length}}, {{min}} filled in. A new
 * password's messages (validations.new_password) are the lines of its checklist (spec/1 §5).
 */
export function fieldMessage(field: string, failed: RuleFailure): string {
  return t(messageKeys(field, failed), { replace: failed.params ?? {}, defaultValue: INVALID });
}
