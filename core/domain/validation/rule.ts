/**
 * Form validation rules (spec/1 §5) as pure, total functions: any input gives `true` or a
 * failure, never an exception. The failure names the rule (its i18n key) and carries the values
 * a message shows, such as the bound date or amount; core never holds German text.
 */
export interface RuleFailure {
  readonly rule: string;
  /** Interpolation values for the message ({{date}}, {{amount}}, {{length}}, {{min}}, ...). */
  readonly params?: Readonly<Record<string, string>>;
  /** Picks a more precise message, `{rule}_{variant}` (e.g. minMaxDate_before). */
  readonly variant?: string;
}

export type RuleResult = true | RuleFailure;
export type Rule = (value: unknown) => RuleResult;

/** Every rule name a rule in this folder can fail with; anything else is an unknown rule. */
export const RULE_NAMES = [
  'required',
  'email',
  'length',
  'minLength',
  'numeric',
  'regex',
  'containsLowerAndUpperCase',
  'containsSpecialCharacterOrNumber',
  'double',
  'minFractionalValue',
  'maxFractionalValue',
  'validIban',
  'isValidPhoneNumber',
  'validSchufa',
  'validDate',
  'minMaxDate',
  'cardNumber',
  'month',
  'year',
  'securityCode',
  'euroAmount',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Frozen, because rules built once hand the same failure to every caller. */
export function failure(rule: RuleName, params?: Record<string, string>, variant?: string): RuleFailure {
  return Object.freeze({
    rule,
    ...(params ? { params: Object.freeze({ ...params }) } : {}),
    ...(variant ? { variant } : {}),
  });
}

/**
 * Empty means "nothing entered": only `required` judges it, every other rule passes it, so a
 * field that is optional can still carry format rules.
 */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Text a rule can check: strings as they are, finite numbers as digits; anything else none. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Builds a rule that passes blank values and checks text with `test` (other types fail). */
export function textRule(
  name: RuleName,
  test: (text: string) => boolean,
  params?: Record<string, string>,
  variant?: string,
): Rule {
  const failed = failure(name, params, variant);
  return (value) => {
    if (isBlank(value)) return true;
    const text = textOf(value);
    return text !== null && test(text) ? true : failed;
  };
}
