import { useEffect, useEffectEvent, type ReactNode } from 'react';

/**
 * Runs `then` once the server's markup has been hydrated: what only the browser knows (the
 * session's tokens, the basket, the cookie decision) is applied after that, so the first client
 * render matches the server's exactly.
 */
export function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  const done = useEffectEvent(then);
  useEffect(() => done(), []);
  return children;
}
