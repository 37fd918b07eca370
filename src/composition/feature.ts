import type { Container, ContainerModule } from 'inversify';
import { token, type Token } from './token';

/**
 * A feature's DI part, declared next to it (`src/features/<f>/<name>.module.ts`): its tokens, the
 * bindings of its use cases and view models, and the gateways only it calls (`http`). A page's route module imports the feature (through its view),
 * so the route's chunk brings the bindings with the screen, and `resolve` loads them.
 */
export interface Feature {
  readonly name: string;
  /** Every token this feature binds (the container smoke test resolves them all). */
  readonly tokens: Readonly<Record<string, Token<unknown>>>;
  readonly bindings: ContainerModule;
  readonly http?: ContainerModule;
  /**
   * Browser adapters only this feature uses (its storage), loaded into a browser container with
   * the feature, so they stay out of the entry chunk; server and memory modules bind their own.
   */
  readonly browser?: ContainerModule;
  /** Features whose services this one's factories resolve (loaded first). */
  readonly requires?: readonly Feature[];
}

/** Bound by the browser module only: a container of a browser tab. */
export const IN_BROWSER = token<true>('inBrowser');

/** Marks a loaded feature in the container itself, so no module-level state tracks containers. */
const loadedMark = (feature: Feature) => `feature:${feature.name}`;

/**
 * Loads a feature's bindings (and those of the features it requires) into this container, once;
 * later calls do nothing. Synchronous: the module is already imported. A route loader calls it
 * before resolving the feature's use cases; a lazily loaded screen before its first render.
 */
export function ensureFeature(container: Container, feature: Feature): void {
  if (container.isBound(loadedMark(feature))) return;
  for (const required of feature.requires ?? []) ensureFeature(container, required);
  container.load(feature.bindings);
  if (feature.http) container.load(feature.http);
  if (feature.browser && container.isBound(IN_BROWSER)) container.load(feature.browser);
  container.bind(loadedMark(feature)).toConstantValue(true);
}

/** Which feature binds a token: filled as the feature modules are imported (static definitions, no container state). */
const owners = new Map<symbol, Feature>();

/**
 * A feature's definition, declared next to it. Its tokens remember it, so resolving one of them
 * loads the feature's bindings into that container first: a route module that imports the
 * feature (through its view) needs no other step, on the server and in the browser alike.
 */
export function defineFeature(feature: Feature): Feature {
  for (const name of Object.values(feature.tokens)) owners.set(name, feature);
  return feature;
}

/** The service a token names, typed; its feature's bindings are loaded into the container on first use. */
export function resolve<T>(container: Container, name: Token<T>): T {
  const owner = owners.get(name);
  if (owner) ensureFeature(container, owner);
  return container.get<T>(name);
}

/** A container's way for shell services to reach a feature they load on first use (import() at the point of use). */
export interface FeatureAccess {
  /** Loads the feature into the container (once) and resolves one of its services. */
  resolve<T>(feature: Feature, name: Token<T>): T;
}

/** Bound by createContainer: shell services reach features they load on first use through it. */
export const FEATURE_ACCESS = token<FeatureAccess>('featureAccess');

export const featureAccess = (container: Container): FeatureAccess => ({
  resolve(feature, name) {
    ensureFeature(container, feature);
    return resolve(container, name);
  },
});
