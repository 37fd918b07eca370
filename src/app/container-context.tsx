import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { resolve } from '../composition/container';
import type { ServiceName, Services } from '../composition/tokens';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

export function useService<K extends ServiceName>(name: K): Services[K] {
  const container = useContainer();
  const [service] = useState(() => resolve(container, name));
  return service;
}

interface Lifecycle {
  dispose?: () => void;
}

/** A fresh view model per mounted screen; `start` runs after mount, dispose on unmount. */
export function useViewModel<K extends ServiceName>(name: K, start?: (vm: Services[K]) => void): Services[K] {
  const vm = useService(name);
  // The view model lives as long as the component; start runs once per mount, not per new callback.
  const onMount = useEffectEvent((mounted: Services[K]) => start?.(mounted));
  useEffect(() => {
    onMount(vm);
    return () => (vm as Lifecycle).dispose?.();
  }, [vm]);
  return vm;
}
