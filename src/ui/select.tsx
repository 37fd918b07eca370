import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field-parts';
import { Icon } from './icon';

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Empty first entry such as "Bitte wählen"; it cannot be re-selected once a value is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  id,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  const invalid = ids.errorId !== undefined;
  // Without a selected option the browser would pick the first enabled one and hide the placeholder.
  const showPlaceholder =
    placeholder !== undefined && selectProps.value === undefined && selectProps.defaultValue === undefined;
  return (
    <div className={cx('tw-field', invalid && 'tw-field--invalid', className)}>
      <label htmlFor={ids.controlId} className="tw-field__label">
        {label}
      </label>
      <div className="tw-field__control">
        <select
          {...(showPlaceholder ? { defaultValue: '' } : {})}
          {...selectProps}
          id={ids.controlId}
          className="tw-input tw-select"
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className="tw-select__chevron" />
      </div>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </div>
  );
}
