import type { ReactNode } from 'react';
import { Button } from './button';
import { Notice } from './notice';

export interface LoadFailedNoticeProps {
  /** What could not be loaded, e.g. "Ihre Umsätze konnten nicht geladen werden." */
  children: ReactNode;
  /** The retry button's text ("Erneut versuchen"). */
  retryLabel: string;
  onRetry: () => void;
}

/** A list or page whose data failed to load: the error notice with a small retry button. */
export function LoadFailedNotice({ children, retryLabel, onRetry }: LoadFailedNoticeProps) {
  return (
    <Notice
      tone="error"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
