/* Focus helpers for the modal. The pure parts are unit-tested in Node. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Tabbable elements in DOM order, skipping hidden ones and tabindex="-1". */
export function getTabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Where Tab (or Shift+Tab) should go inside a trap of `count` tabbables, given the index of
 * the focused one (-1 when focus is on the dialog itself or outside). Returns null when the
 * browser's own move stays inside the trap, so normal Tab behaviour is kept where possible.
 */
export function trapTarget(currentIndex: number, count: number, backwards: boolean): number | null {
  if (count <= 0) return -1; // nothing tabbable: keep focus on the dialog itself
  if (currentIndex < 0) return backwards ? count - 1 : 0;
  if (backwards && currentIndex === 0) return count - 1;
  if (!backwards && currentIndex === count - 1) return 0;
  return null;
}

/**
 * A dialog body that scrolls but holds nothing focusable must itself join the Tab order, or a
 * keyboard user cannot scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function needsScrollStop(scrollHeight: number, clientHeight: number, tabbableCount: number): boolean {
  return scrollHeight > clientHeight && tabbableCount === 0;
}

/* Open modals, innermost last: only the top one reacts to Escape and traps Tab. */
const stack: symbol[] = [];

export function pushModal(token: symbol): void {
  stack.push(token);
}

export function removeModal(token: symbol): void {
  const index = stack.lastIndexOf(token);
  if (index >= 0) stack.splice(index, 1);
}

export function isTopModal(token: symbol): boolean {
  return stack[stack.length - 1] === token;
}

/* Several modals may lock scrolling; the page scrolls again only when the last one closes. */
let scrollLocks = 0;

export function lockScroll(): () => void {
  scrollLocks += 1;
  document.body.classList.add('tw-scroll-locked');
  return () => {
    scrollLocks = Math.max(0, scrollLocks - 1);
    if (scrollLocks === 0) document.body.classList.remove('tw-scroll-locked');
  };
}
