import type { Container, ContainerModule } from 'inversify';

/**
 * A feature's bindings, loaded into the container with the first screen that needs them
 * (src/app/feature-page.tsx) rather than at boot, so the home route carries only the shell.
 * `bindings` are the use cases and view models (any mode); `http` the gateways only that
 * feature uses, loaded when the container talks HTTP (the memory module binds every gateway).
 */
export interface Feature {
  readonly name: string;
  readonly bindings: ContainerModule;
  readonly http?: ContainerModule;
  /** Features whose services this one's factories resolve (loaded first). */
  readonly requires?: readonly Feature[];
}

export type Transport = 'http' | 'memory';

const transports = new WeakMap<Container, Transport>();
const loaded = new WeakMap<Container, Set<string>>();

/** Called once by createContainer: which gateway flavour lazy features bring along. */
export function setTransport(container: Container, transport: Transport): void {
  transports.set(container, transport);
  loaded.set(container, new Set());
}

/** Loads a feature (and what it requires) into the container once; later calls do nothing. Synchronous: modules are plain. */
export function loadFeature(container: Container, feature: Feature): void {
  const done = loaded.get(container);
  if (!done) throw new Error('Not a container made by createContainer');
  if (done.has(feature.name)) return;
  for (const required of feature.requires ?? []) loadFeature(container, required);
  container.load(feature.bindings);
  if (feature.http && transports.get(container) === 'http') container.load(feature.http);
  done.add(feature.name);
}
