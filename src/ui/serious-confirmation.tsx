import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Modal } from './modal';

/**
 * The state of a step a player must confirm seriously (a Spielpause, a Selbstsperre): it is open,
 * and the player has ticked that they understood. Every opening starts unticked.
 */
export class ConfirmationStep {
  open = false;
  acknowledged = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(): void {
    this.acknowledged = false;
    this.open = true;
  }

  /** Closed without confirming (or after the request, whatever its answer). */
  close(): void {
    this.open = false;
    this.acknowledged = false;
  }

  setAcknowledged(value: boolean): void {
    this.acknowledged = value;
  }
}

interface SeriousConfirmationProps {
  readonly step: ConfirmationStep;
  readonly title: string;
  /** What the step means, above the tick box. */
  readonly children: ReactNode;
  readonly acknowledgeLabel: string;
  readonly cancelLabel: string;
  /** Names the step, e.g. "Spielpause bis 12.12.2026 starten". */
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
}

/**
 * A confirmation that cannot be clicked through: a small dialog that a click beside it does not
 * close, the consequences, a tick box that must be ticked, and a button that names what it does.
 */
export const SeriousConfirmation = observer(function SeriousConfirmation({
  step,
  title,
  children,
  acknowledgeLabel,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
}: SeriousConfirmationProps) {
  return (
    <Modal
      open={step.open}
      title={title}
      onClose={() => step.close()}
      size="sm"
      closeOnBackdrop={false}
      footer={
        <div className="tw-cluster">
          <Button variant="secondary" onClick={() => step.close()}>
            {cancelLabel}
          </Button>
          <Button variant="danger" disabled={!step.acknowledged} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="tw-stack">
        {children}
        <Checkbox
          label={acknowledgeLabel}
          checked={step.acknowledged}
          onChange={(e) => step.setAcknowledged(e.target.checked)}
        />
      </div>
    </Modal>
  );
});
