import { memo, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
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

interface CellProps {
  n: number;
  label: string;
  selected: boolean;
  locked: boolean;
  disabled: boolean;
  tabStop: boolean;
  /** The number the player just ticked here: only its cross is drawn in (not a whole quick tip's). */
  fresh: boolean;
}

/**
 * One number, memoised on plain values: a pick, a quick tip or a focus move renders only the cells
 * whose state changed, not all 49 to 70 of the field (and up to six fields at once). The number is
 * the button's own text (no element around it): a LOTTO ticket renders 294 of these on the server
 * and hydrates them, one element each instead of two; the cross is painted beneath it (CSS).
 */
const Cell = memo(function Cell({ n, label, selected, locked, disabled, tabStop, fresh }: CellProps) {
  return (
    <button
      type="button"
      className={fresh ? 'tw-number-grid__cell tw-number-grid__cell--fresh' : 'tw-number-grid__cell'}
      aria-label={label}
      aria-pressed={selected}
      // aria-disabled keeps locked numbers reachable by arrow keys, so the field's
      // layout stays explorable; native disabled would drop them from focus entirely.
      aria-disabled={locked || undefined}
      disabled={disabled}
      tabIndex={tabStop ? 0 : -1}
    >
      {n}
    </button>
  );
});

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
  const group = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [fresh, setFresh] = useState<number | null>(null);

  // Roving tabindex: one Tab stop for the whole field, arrows move inside it. Before the user
  // has moved, the stop is the first ticked number, so Tab lands where their tip is.
  const firstSelected = selected.length > 0 ? Math.min(...selected) - 1 : 0;
  const preferred = focusIndex ?? firstSelected;
  const tabStop = preferred >= 0 && preferred < count ? preferred : 0;

  const isLocked = (n: number) => full && !chosen.has(n);

  // One listener of each kind on the group, not four per number (a field has 49 to 70): the number
  // is the button's place among the group's children.
  const indexOf = (target: EventTarget): number | null => {
    const button = target instanceof Element ? target.closest('button') : null;
    const at = button && group.current ? Array.prototype.indexOf.call(group.current.children, button) : -1;
    return at >= 0 ? at : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index === null) return;
    // Up and down move by the columns on screen: a phone may lay a field out narrower than `columns`
    // (KENO's 70 in rows of 7, ticket.css).
    const shown = group.current
      ? getComputedStyle(group.current).gridTemplateColumns.split(' ').filter(Boolean).length
      : 0;
    const next = nextGridIndex(event.key, index, shown > 0 ? shown : cols, count);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    (group.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index !== null) setFocusIndex(index);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index === null) return;
    const n = index + 1;
    if (disabled || isLocked(n)) return;
    setFresh(n);
    onToggle(n);
  };

  return (
    // The buttons are the controls; this wrapper only hears the events they bubble (delegation),
    // hence no role of its own.
    <div
      role="presentation"
      className={cx('tw-number-grid', disabled && 'tw-number-grid--disabled', className)}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div
        ref={group}
        role="group"
        aria-label={label}
        aria-describedby={summaryId}
        className={cx('tw-number-grid__cells', `tw-number-grid__cells--cols-${cols}`)}
      >
        {Array.from({ length: count }, (_, index) => {
          const n = index + 1;
          return (
            <Cell
              key={n}
              n={n}
              label={numberLabel(n)}
              selected={chosen.has(n)}
              locked={isLocked(n)}
              disabled={disabled}
              tabStop={index === tabStop}
              fresh={n === fresh}
            />
          );
        })}
      </div>
      <p id={summaryId} className="tw-number-grid__summary" aria-live="polite">
        {summaryText}
      </p>
    </div>
  );
});
