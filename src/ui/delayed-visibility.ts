import { useEffect, useRef, useState } from 'react';

/*
 * Spec rule: a loading spinner appears only after 1000 ms and, once shown, stays at least
 * 500 ms. Fast answers then never flash a spinner, and slow ones never flicker it.
 * The timing lives in a tiny framework-free controller so it can be tested with fake timers.
 */
export const SPINNER_DELAY_MS = 1000;
export const SPINNER_MIN_VISIBLE_MS = 500;

export interface DelayedVisibilityOptions {
  delayMs: number;
  minVisibleMs: number;
  onChange: (visible: boolean) => void;
  now?: () => number;
}

export interface DelayedVisibility {
  setActive: (active: boolean) => void;
  dispose: () => void;
}

export function createDelayedVisibility(options: DelayedVisibilityOptions): DelayedVisibility {
  const { delayMs, minVisibleMs, onChange, now = () => Date.now() } = options;
  let visible = false;
  let shownAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: 'show' | 'hide' | null = null;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  const show = () => {
    clear();
    visible = true;
    shownAt = now();
    onChange(true);
  };
  const hide = () => {
    clear();
    visible = false;
    onChange(false);
  };

  return {
    setActive(active) {
      if (active) {
        if (pending === 'hide') clear(); // loading again: keep the visible spinner
        if (visible || pending === 'show') return;
        pending = 'show';
        timer = setTimeout(show, delayMs);
        return;
      }
      if (pending === 'show') clear(); // finished before the delay: never show
      if (!visible || pending === 'hide') return;
      const remaining = shownAt + minVisibleMs - now();
      if (remaining <= 0) {
        hide();
        return;
      }
      pending = 'hide';
      timer = setTimeout(hide, remaining);
    },
    dispose: clear,
  };
}

/** React binding: `active` is "work in progress", the result is "spinner on screen". */
export function useDelayedVisibility(
  active: boolean,
  delayMs = SPINNER_DELAY_MS,
  minVisibleMs = SPINNER_MIN_VISIBLE_MS,
): boolean {
  const [visible, setVisible] = useState(false);
  const controller = useRef<DelayedVisibility | null>(null);

  useEffect(() => {
    const created = createDelayedVisibility({ delayMs, minVisibleMs, onChange: setVisible });
    controller.current = created;
    return () => {
      created.dispose();
      controller.current = null;
      setVisible(false);
    };
  }, [delayMs, minVisibleMs]);

  useEffect(() => {
    controller.current?.setActive(active);
  }, [active, delayMs, minVisibleMs]);

  return visible;
}
