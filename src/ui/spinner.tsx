import { cx } from './class-names';
import { SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS, useDelayedVisibility } from './delayed-visibility';
import './spinner.css';

export interface SpinnerProps {
  /** Work in progress. The spinner follows it with the spec's delay and minimum time. */
  active?: boolean;
  /** Announced to screen readers once the spinner shows. */
  label?: string;
  /** Show the label next to the circle instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Overridable for tests and the style guide only; the product uses the spec values. */
  delayMs?: number;
  minVisibleMs?: number;
  className?: string;
}

export function Spinner({
  active = true,
  label = 'Wird geladen',
  showLabel = false,
  size = 'md',
  delayMs = SPINNER_DELAY_MS,
  minVisibleMs = SPINNER_MIN_VISIBLE_MS,
  className,
}: SpinnerProps) {
  const visible = useDelayedVisibility(active, delayMs, minVisibleMs);
  // The status region stays mounted so inserting the label is announced reliably.
  return (
    <span role="status" className={cx('tw-spinner', `tw-spinner--${size}`, className)}>
      {visible && (
        <>
          <span className="tw-spinner__circle" aria-hidden="true" />
          <span className={showLabel ? 'tw-spinner__label' : 'tw-visually-hidden'}>{label}</span>
        </>
      )}
    </span>
  );
}
