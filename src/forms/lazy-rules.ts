/**
 * The rules of a form whose view model lives in the shell (on every page) while its form class
 * (class-validator, heavy) should not: imported on first use, once for the tab; a failed import
 * (a chunk the network lost) is tried again on the next use.
 */
export interface LazyRules<T> {
  /** The rules when they are there already (a form made later starts with them). */
  readonly loaded: () => T | null;
  readonly load: () => Promise<T>;
}

export function lazyRules<T>(importRules: () => Promise<T>): LazyRules<T> {
  let pending: Promise<T> | null = null;
  let rules: T | null = null;
  return {
    loaded: () => rules,
    load: () =>
      (pending ??= importRules().then(
        (found) => (rules = found),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
}
