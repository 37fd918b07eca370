import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import './field.css';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Caller's own aria-describedby first, then hint, then error. */
  describedBy: string | undefined;
}

/** Shared id wiring so every field links label, hint and error the same way. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `tw${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const all = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: all || undefined };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

interface FieldMessagesProps {
  hint?: ReactNode;
  error?: ReactNode;
  ids: FieldIds;
}

/** Hint and error lines under a control. The error is an alert so it is announced when it appears. */
export function FieldMessages({ hint, error, ids }: FieldMessagesProps) {
  return (
    <>
      {ids.hintId && (
        <p id={ids.hintId} className="tw-field__hint">
          {hint}
        </p>
      )}
      {ids.errorId && (
        <p id={ids.errorId} className="tw-field__error" role="alert">
          <Icon name="error" size="sm" />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}
