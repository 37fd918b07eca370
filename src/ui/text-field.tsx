import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field-parts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** When set the field is invalid; the message is linked and announced. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  /** Short unit shown inside the field's end, e.g. "€". */
  suffix?: ReactNode;
  /** Class on the wrapper, for layout. */
  className?: string;
}

export function TextField({
  label,
  hint,
  error,
  hideLabel = false,
  suffix,
  className,
  id,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  const invalid = ids.errorId !== undefined;
  return (
    <div className={cx('tw-field', invalid && 'tw-field--invalid', className)}>
      <label htmlFor={ids.controlId} className={cx('tw-field__label', hideLabel && 'tw-visually-hidden')}>
        {label}
      </label>
      <div className="tw-field__control">
        <input
          {...inputProps}
          id={ids.controlId}
          type={type}
          className={cx('tw-input', suffix !== undefined && 'tw-input--with-suffix')}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        {suffix !== undefined && (
          <span className="tw-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </div>
  );
}
