import { isRuleName, type RuleFailure } from '../../core/domain/validation/rule';
import { t } from '../i18n/i18n';
import './validation-strings';

// Field and rule names become i18n key segments; anything else (":" is i18next's namespace
// separator) could reach a different key, so it counts as unknown.
const FIELD = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;
const NAME = /^[A-Za-z0-9_]+$/;
const INVALID = 'invalid';

/** View models use camelCase (dateOfBirth), messages the API's snake_case (date_of_birth): both are looked up. */
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const isPasswordField = (field: string): boolean => /password/i.test(field);

/**
 * Keys in lookup order: validations.{field}.{rule}, then validations.default.{rule}, then
 * validations.default.invalid. A variant (minMaxDate_before) is tried before its plain rule
 * within each scope, so a field's own message wins over a more precise default one.
 */
export function messageKeys(field: string, failed: RuleFailure): string[] {
  if (!NAME.test(failed.rule)) return [`validations.default.${INVALID}`];
  const rules =
    failed.variant && NAME.test(failed.variant) ? [`${failed.rule}_${failed.variant}`, failed.rule] : [failed.rule];
  const fields = FIELD.test(field) ? [...new Set([field, snakeCase(field)])] : [];
  return [
    ...[...fields, 'default'].flatMap((scope) => rules.map((rule) => `validations.${scope}.${rule}`)),
    `validations.default.${INVALID}`,
  ];
}

/**
 * German text for a field's failure, with {{date}}, {{amount}}, {{length}}, {{min}} filled in.
 * Password fields answer the rule name instead (spec/1 §5): the view shows a checklist of the
 * password rules (passwordRuleText) and marks the failing one. An unknown rule gives 'invalid'.
 */
export function fieldMessage(field: string, failed: RuleFailure): string {
  if (isPasswordField(field)) return isRuleName(failed.rule) ? failed.rule : INVALID;
  return t(messageKeys(field, failed), { replace: failed.params ?? {}, defaultValue: INVALID });
}

/** A password checklist line ("Mindestens 8 Zeichen"); `params` as in the rule's failure. */
export function passwordRuleText(rule: string, params: Readonly<Record<string, string>> = {}): string {
  const keys = NAME.test(rule) ? [`passwordRules.${rule}`, `validations.default.${rule}`] : [];
  return t([...keys, `validations.default.${INVALID}`], { replace: params, defaultValue: INVALID });
}
