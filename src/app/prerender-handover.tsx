import { useLayoutEffect } from 'react';

/**
 * A prerendered page (served for first visits, see docs/decisions.md) is inert until the app
 * takes over: React has replaced it with the live screen by the time this layout effect runs.
 */
export function PrerenderHandover({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
  }, [root]);
  return null;
}
