import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { Icon } from './icon';
import { useModalBehaviour } from './use-modal-behaviour';
import './modal.css';

type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, right-aligned on wide screens, stacked full width on phones. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Click on the dimmed page closes; turn off for flows that must not be lost by accident. */
  closeOnBackdrop?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
  className?: string;
}

export function Modal({ open, onClose, ...frameProps }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalBehaviour(open, dialogRef, bodyRef, onClose);
  // No document during server rendering (and in Node tests): nothing to portal into.
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <ModalFrame {...frameProps} onClose={onClose} titleId={titleId} dialogRef={dialogRef} bodyRef={bodyRef} />,
    document.body,
  );
}

export interface ModalFrameProps extends Omit<ModalProps, 'open'> {
  titleId: string;
  dialogRef?: RefObject<HTMLDivElement | null>;
  bodyRef?: RefObject<HTMLDivElement | null>;
}

/** The dialog markup without portal or effects; exported so its ARIA can be tested in Node. */
export function ModalFrame({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeLabel = 'Schließen',
  className,
  titleId,
  dialogRef,
  bodyRef,
}: ModalFrameProps) {
  // Only a press that starts AND ends on the backdrop closes: a text selection dragged out
  // of the dialog must not dismiss it.
  const pressedOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut on the backdrop; keyboards close with Escape or the close button
    <div className="tw-modal" onMouseDown={onMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        className={cx('tw-modal__dialog', `tw-modal__dialog--${size}`, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* Divs, not header/footer: portalled to <body>, those would be page-level banner and contentinfo landmarks. */}
        <div className="tw-modal__header">
          <h2 id={titleId} className="tw-modal__title">
            {title}
          </h2>
          <button type="button" className="tw-modal__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size="lg" />
          </button>
        </div>
        <div ref={bodyRef} className="tw-modal__body">
          {children}
        </div>
        {footer !== undefined && <div className="tw-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
