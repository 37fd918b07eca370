import type { Feature } from './feature';

const isFeature = (value: unknown): value is Feature =>
  typeof value === 'object' && value !== null && 'bindings' in value && 'tokens' in value;

/**
 * Every feature module of the app, found by the bundler rather than listed by hand (there is no
 * central registry to edit): memory containers for Node tests and the container smoke test load
 * them all. Builds for a real backend never import this file.
 */
export async function allFeatures(): Promise<Feature[]> {
  const modules = import.meta.glob<Record<string, unknown>>('../features/**/*.module.ts');
  const loaded = await Promise.all(Object.values(modules).map((load) => load()));
  return loaded.flatMap((exports) => Object.values(exports).filter(isFeature));
}
