import { memo, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from './class-names';
import { nextGridIndex } from './number-grid-keys';
import './number-grid.css';

export interface NumberGridProps {
  /** Accessible name of the field, e.g. "Tippfeld 1" or "Eurozahlen". */
  label: string;
  /** Numbers 1..poolSize (49 Lotto, 50 + 12 Eurojackpot, 70 Keno). */
  poolSize: number;
  selected: readonly number[];
  /** How many numbers may be ticked; the rest lock once reached. */
  max: number;
  onToggle: (n: number) => void;
  columns?: number;
  /** Live progress, e.g. "3 von 6 Zahlen gewählt". */
  summaryText: string;
  numberLabel?: (n: number) => string;
  disabled?: boolean;
  className?: string;
}

const defaultNumberLabel = (n: number) => `Zahl ${n}`;
const MAX_COLUMN_CLASS = 12;

/**
 * Memoised: a ticket shows up to six grids of 49 to 70 numbers, and a change to one field (or to
 * the ticket number) must not render the others again. Pass stable callbacks.
 */
export const NumberGrid = memo(function NumberGrid({
  label,
  poolSize,
  selected,
  max,
  onToggle,
  columns = 7,
  summaryText,
  numberLabel = defaultNumberLabel,
  disabled = false,
  className,
}: NumberGridProps) {
  const count = Math.max(0, Math.floor(poolSize));
  const cols = Math.min(Math.max(1, Math.floor(columns)), MAX_COLUMN_CLASS);
  const chosen = new Set(selected);
  const full = chosen.size >= max;
  const summaryId = useId();
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // Roving tabindex: one Tab stop for the whole field, arrows move inside it. Before the user
  // has moved, the stop is the first ticked number, so Tab lands where their tip is.
  const firstSelected = selected.length > 0 ? Math.min(...selected) - 1 : 0;
  const preferred = focusIndex ?? firstSelected;
  const tabStop = preferred >= 0 && preferred < count ? preferred : 0;

  const isLocked = (n: number) => full && !chosen.has(n);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextGridIndex(event.key, index, cols, count);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    cells.current[next]?.focus();
  };

  return (
    <div className={cx('tw-number-grid', disabled && 'tw-number-grid--disabled', className)}>
      <div
        role="group"
        aria-label={label}
        aria-describedby={summaryId}
        className={cx('tw-number-grid__cells', `tw-number-grid__cells--cols-${cols}`)}
      >
        {Array.from({ length: count }, (_, index) => {
          const n = index + 1;
          const isSelected = chosen.has(n);
          const locked = isLocked(n);
          return (
            <button
              key={n}
              ref={(element) => {
                cells.current[index] = element;
              }}
              type="button"
              className="tw-number-grid__cell"
              aria-label={numberLabel(n)}
              aria-pressed={isSelected}
              // aria-disabled keeps locked numbers reachable by arrow keys, so the field's
              // layout stays explorable; native disabled would drop them from focus entirely.
              aria-disabled={locked || undefined}
              disabled={disabled}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => {
                if (!disabled && !locked) onToggle(n);
              }}
            >
              <span className="tw-number-grid__number">{n}</span>
            </button>
          );
        })}
      </div>
      <p id={summaryId} className="tw-number-grid__summary" aria-live="polite">
        {summaryText}
      </p>
    </div>
  );
});
