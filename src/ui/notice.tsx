import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import type { IconName } from './icon';
import './notice.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** e.g. a ButtonLink "Jetzt verifizieren". */
  action?: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const icons: Record<NoticeTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'warning',
  error: 'error',
};

export function Notice({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Hinweis schließen',
  className,
}: NoticeProps) {
  // Errors interrupt (alert); everything else waits politely (status).
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('tw-notice', `tw-notice--${tone}`, className)}>
      <Icon name={icons[tone]} size="lg" className="tw-notice__icon" />
      <div className="tw-notice__content">
        {title !== undefined && <p className="tw-notice__title">{title}</p>}
        {children !== undefined && <div className="tw-notice__text">{children}</div>}
        {action !== undefined && <div className="tw-notice__action">{action}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="tw-notice__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
