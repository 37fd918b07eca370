import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { resolve } from '../composition/feature';
import type { Token } from '../composition/token';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

/** A service of the shell, or of the feature whose view this is (resolved once per mount). */
export function useService<T>(name: Token<T>): T {
  const container = useContainer();
  const [service] = useState(() => resolve(container, name));
  return service;
}

/**
 * A service that only effects use (tracking, update checks): resolved on its first use, which is in
 * the browser; a server render, which runs no effects, never pays for it. The getter is stable.
 */
export function useEffectService<T>(name: Token<T>): () => T {
  const container = useContainer();
  const [get] = useState(() => {
    let service: T | undefined;
    return () => (service ??= resolve(container, name));
  });
  return get;
}

interface Lifecycle {
  dispose?: () => void;
}

/** A fresh view model per mounted screen; `start` runs after mount, dispose on unmount. */
export function useViewModel<T>(name: Token<T>, start?: (vm: T) => void): T {
  const vm = useService(name);
  // The view model lives as long as the component; start runs once per mount, not per new callback.
  const onMount = useEffectEvent((mounted: T) => start?.(mounted));
  useEffect(() => {
    onMount(vm);
    return () => (vm as Lifecycle).dispose?.();
  }, [vm]);
  return vm;
}

/**
 * A view model that starts from its route's loader data: it takes the data before the first
 * render (so the server's HTML and the hydrated page are the same), and again whenever the
 * loader answers anew (a client navigation, a revalidation).
 */
export function useLoadedViewModel<T, D>(name: Token<T>, data: D, accept: (vm: T, data: D) => void): T {
  const vm = useViewModel(name);
  const [first] = useState(() => {
    accept(vm, data);
    return data;
  });
  const onData = useEffectEvent((next: D) => accept(vm, next));
  useEffect(() => {
    if (data !== first) onData(data);
  }, [data, first]);
  return vm;
}
