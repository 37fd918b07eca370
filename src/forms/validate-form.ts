import { validateSync } from 'class-validator';
import type { RuleFailure } from '../../core/domain/validation/rule';
import { takeFailures } from './rule-decorator';

export type FormField<F> = Extract<keyof F, string>;
export type FormErrors<F> = Partial<Record<FormField<F>, RuleFailure>>;

/**
 * The first failing rule per field (class-validator's stopAtFirstError), with the values its
 * message needs. `fields` limits the answer to the fields being checked, e.g. the one just
 * left (blur) or the current registration step.
 */
export function validateForm<F extends object>(form: F, fields?: readonly FormField<F>[]): FormErrors<F> {
  takeFailures(form); // nothing left over from an earlier run
  const errors = validateSync(form, { stopAtFirstError: true, validationError: { target: false, value: false } });
  const noted = takeFailures(form);
  const result: FormErrors<F> = {};
  for (const error of errors) {
    const property = error.property as FormField<F>;
    const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (!constraint || (fields && !fields.includes(property))) continue;
    const failed = noted.get(property);
    // A plain class-validator decorator answers its message, which must then be the rule name.
    result[property] = failed?.rule === constraint ? failed : { rule: message ?? constraint };
  }
  return result;
}
