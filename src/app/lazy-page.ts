import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { hasClientUpdate, withClientUpdate } from '../../core/domain/update';

/** The parts of window.location the fallback needs (a stub in tests). */
export type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>;

export interface LazyPageEnv {
  readonly location?: PageLocation;
  readonly now?: () => number;
}

/**
 * A route `lazy` for a page chunk. After a deploy the old hashed chunks are gone, so a failed
 * dynamic import usually means "this tab runs an old build": load the current path again with
 * client_update, which fetches the new build (spec/2 §8 "Lazy module load failure"). If the
 * page already is such a reload, the failure is real: rethrow so the error page shows.
 */
/** A page module: its view, and the loader of its data when it has one. */
export interface PageModule {
  readonly default: ComponentType;
  readonly loader?: LoaderFunction;
}

export function lazyPage(load: () => Promise<PageModule>, env: LazyPageEnv = {}) {
  return async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
    try {
      const page = await load();
      return page.loader ? { Component: page.default, loader: page.loader } : { Component: page.default };
    } catch (error) {
      // Resolved here, not at route definition, so routes can be built where no window exists.
      const location = env.location ?? window.location;
      if (hasClientUpdate(location.search)) throw error;
      const now = env.now?.() ?? Date.now();
      location.assign(`${location.pathname}${withClientUpdate(location.search, now)}${location.hash}`);
      // Never settles: the page is being replaced, and the router should not flash an error meanwhile.
      return new Promise<never>(() => {});
    }
  };
}
