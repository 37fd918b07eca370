import { useId, type ReactNode } from 'react';
import { Icon } from '../../ui/icon';
import { Stepper } from '../../ui/stepper';
import { t } from '../../i18n/i18n';
import './verification-strings';

interface Props {
  title: string;
  summary: string;
  open: boolean;
  onToggle: () => void;
  stepsLabel: string;
  steps: readonly string[];
  /** Index of the current step; steps.length when all are done. */
  current: number;
  children: ReactNode;
}

/** One verification method: a disclosure with its steps (Stepper) and the current step's content. */
export function MethodSection({ title, summary, open, onToggle, stepsLabel, steps, current, children }: Props) {
  const panelId = useId();
  return (
    <section className="tw-card tw-verification-method" aria-label={title}>
      <h3 className="tw-verification-method__heading">
        <button
          type="button"
          className="tw-verification-method__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>
            <span className="tw-verification-method__title">{title}</span>
            <span className="tw-verification-method__summary">{summary}</span>
          </span>
          <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
      </h3>
      {open && (
        <div id={panelId} className="tw-verification-method__panel tw-stack">
          <Stepper
            label={stepsLabel}
            steps={steps}
            current={current}
            completedLabel={t('verification.methods.completed')}
          />
          {children}
        </div>
      )}
    </section>
  );
}
