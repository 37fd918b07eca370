import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import {
  getTabbable,
  isTopModal,
  lockScroll,
  needsScrollStop,
  pushModal,
  removeModal,
  trapTarget,
} from './modal-focus';

/**
 * Everything a modal dialog must do while open: move focus in, trap Tab, close on Escape,
 * lock page scroll, and give focus back to where it was when it closes.
 */
export function useModalBehaviour(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  // Latest onClose without re-running the effect (which would steal focus again) on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const token = Symbol('modal');
    pushModal(token);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockScroll();

    // An explicit [data-autofocus] wins; else the first control in the content; else the
    // dialog itself, so a screen reader starts by reading the title.
    const initial =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current ? getTabbable(bodyRef.current)[0] : undefined) ??
      dialog;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(token)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = getTabbable(dialog);
      const active = document.activeElement;
      const index = active instanceof HTMLElement ? tabbable.indexOf(active) : -1;
      const target = trapTarget(index, tabbable.length, event.shiftKey);
      if (target === null) return;
      event.preventDefault();
      (tabbable[target] ?? dialog).focus();
    };

    // Focus can still escape (a click behind, assistive tech); pull it back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(token)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (getTabbable(dialog)[0] ?? dialog).focus();
      }
    };

    // A long read-only body (a receipt) becomes a Tab stop so the arrow keys can scroll it.
    const body = bodyRef.current;
    const updateScrollStop = () => {
      if (!body) return;
      const stop = needsScrollStop(body.scrollHeight, body.clientHeight, getTabbable(body).length);
      if (stop !== body.hasAttribute('tabindex')) {
        if (stop) body.setAttribute('tabindex', '0');
        else body.removeAttribute('tabindex');
      }
    };
    const contentWatch = body ? new MutationObserver(updateScrollStop) : null;
    contentWatch?.observe(body!, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'tabindex'],
    });
    updateScrollStop();

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('resize', updateScrollStop);
    return () => {
      contentWatch?.disconnect();
      window.removeEventListener('resize', updateScrollStop);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeModal(token);
      unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, dialogRef, bodyRef]);
}
