import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import './stepper.css';

export interface StepperProps {
  /** Accessible name of the progress list, e.g. "Registrierung". */
  label: string;
  steps: readonly ReactNode[];
  /** Zero-based index of the current step. */
  current: number;
  /** Screen-reader suffix for finished steps, e.g. "abgeschlossen". */
  completedLabel?: string;
  className?: string;
}

/** Progress through a multi-step flow such as registration (name, Geburtstag, Adresse, ...). */
export function Stepper({ label, steps, current, completedLabel, className }: StepperProps) {
  return (
    <nav aria-label={label} className={cx('tw-stepper', className)}>
      <ol className="tw-stepper__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={index}
              className={cx('tw-stepper__step', `tw-stepper__step--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="tw-stepper__marker" aria-hidden="true">
                {state === 'done' ? <Icon name="check" size="sm" /> : index + 1}
              </span>
              <span className="tw-stepper__label">
                {step}
                {state === 'done' && completedLabel && <span className="tw-visually-hidden">, {completedLabel}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
