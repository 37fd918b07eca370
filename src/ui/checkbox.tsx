import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldMessages, useFieldIds } from './field-parts';
import { Icon } from './icon';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'children'> {
  /** May contain a link, e.g. "Ich akzeptiere die <a>AGB</a>". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  const invalid = ids.errorId !== undefined;
  return (
    <div className={cx('tw-field', 'tw-choice', invalid && 'tw-field--invalid', className)}>
      <div className="tw-choice__row">
        {/* The native input stays in place (only restyled), so keyboard and forms work as usual. */}
        <span className="tw-choice__box">
          <input
            {...inputProps}
            id={ids.controlId}
            type="checkbox"
            className="tw-checkbox"
            aria-invalid={invalid || undefined}
            aria-describedby={ids.describedBy}
          />
          <Icon name="check" size="sm" className="tw-checkbox__mark" />
        </span>
        <label htmlFor={ids.controlId} className="tw-choice__label">
          {label}
        </label>
      </div>
      <div className="tw-choice__messages">
        <FieldMessages hint={hint} error={error} ids={ids} />
      </div>
    </div>
  );
}
