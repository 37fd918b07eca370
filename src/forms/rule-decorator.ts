import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { Rule, RuleFailure } from '../../core/domain/validation/rule';

/** Options given directly, or computed from the form when validating (today's date, loaded limits). */
export type FromForm<T, F = never> = T | ((form: F) => T);

/**
 * class-validator reports only a constraint name and a message, not the values a German
 * message needs ({{date}}, {{amount}}). The decorators note each property's first failure here,
 * keyed by the form object, and validateForm collects it.
 */
const failures = new WeakMap<object, Map<string, RuleFailure>>();

export function takeFailures(form: object): Map<string, RuleFailure> {
  const taken = failures.get(form) ?? new Map<string, RuleFailure>();
  failures.delete(form);
  return taken;
}

function remember(form: object, property: string, failed: RuleFailure): void {
  const noted = failures.get(form) ?? new Map<string, RuleFailure>();
  if (!noted.has(property)) noted.set(property, failed);
  failures.set(form, noted);
}

/**
 * A property decorator running a core rule. The constraint key and the message are the name the
 * rule fails with, so errors stay i18n keys until the view asks for German text.
 */
export function ruleDecorator(name: RuleFailure['rule'], resolve: (form: object) => Rule) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const result = resolve(args.object)(value);
          if (result === true) return true;
          remember(args.object, propertyName, result);
          return false;
        },
        defaultMessage: () => name,
      },
    });
  };
}

/** A rule built once for fixed options, or per validation when the options come from the form. */
export function withOptions<T, F>(options: FromForm<T, F>, build: (resolved: T) => Rule): (form: object) => Rule {
  if (typeof options !== 'function') {
    const rule = build(options);
    return () => rule;
  }
  const fromForm = options as (form: F) => T;
  return (form) => build(fromForm(form as F));
}
