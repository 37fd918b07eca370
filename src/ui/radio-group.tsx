import type { ChangeEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldMessages, hasContent, useFieldIds } from './field-parts';

interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  /** Shared input name; also what a surrounding form submits. */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; use defaultValue for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  orientation = 'vertical',
  required,
  disabled,
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  const invalid = ids.errorId !== undefined;
  const controlled = value !== undefined;
  return (
    <fieldset
      id={ids.controlId}
      className={cx('tw-field', 'tw-radio-group', invalid && 'tw-field--invalid', className)}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className="tw-field__label">{legend}</legend>
      <FieldMessages hint={hint} ids={{ ...ids, errorId: undefined }} />
      <div className={cx('tw-radio-group__options', `tw-radio-group__options--${orientation}`)}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          const optionHintId = hasContent(option.hint) ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className="tw-choice">
              <div className="tw-choice__row">
                <span className="tw-choice__box">
                  <input
                    id={optionId}
                    type="radio"
                    className="tw-radio"
                    name={name}
                    value={option.value}
                    disabled={option.disabled}
                    required={required}
                    aria-describedby={optionHintId}
                    {...(controlled
                      ? { checked: value === option.value }
                      : { defaultChecked: defaultValue === option.value })}
                    onChange={(event) => onChange?.(option.value, event)}
                  />
                </span>
                <label htmlFor={optionId} className="tw-choice__label">
                  {option.label}
                </label>
              </div>
              {optionHintId && (
                <p id={optionHintId} className="tw-field__hint tw-choice__messages">
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {/* Error after the options, where a sighted user looks after choosing. */}
      <FieldMessages error={error} ids={{ ...ids, hintId: undefined }} />
    </fieldset>
  );
}
