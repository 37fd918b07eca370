import { resolve } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../src/app/routes';

/** React Router resolves route files against the app directory (react-router.config.ts). */
export const APP_DIRECTORY = resolve(import.meta.dirname, '../../../src/app');

/** One route of src/app/routes.ts with its full path and its module on disk. */
export interface RouteTableEntry {
  /** The route's id: its spec route name (spec/1 §2). */
  readonly id: string;
  /** The full path, with a leading slash (an index route has its parent's). */
  readonly path: string;
  /** The route module as written in routes.ts (relative to src/app). */
  readonly file: string;
  /** The route module's absolute path. */
  readonly absoluteFile: string;
  /** A layout: it has child routes and shows none of its own. */
  readonly layout: boolean;
  /** Below a layout: a page of the document (the top-level others are resource routes). */
  readonly inLayout: boolean;
}

const joinPath = (prefix: string, path: string | undefined): string => {
  if (path === undefined) return prefix;
  if (path.startsWith('/')) return path;
  return `${prefix.replace(/\/$/, '')}/${path}`;
};

function flatten(entries: readonly RouteConfigEntry[], prefix: string, inLayout: boolean): RouteTableEntry[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : joinPath(prefix, entry.path);
    const layout = (entry.children?.length ?? 0) > 0;
    const own: RouteTableEntry = {
      id: entry.id ?? '',
      path,
      file: entry.file,
      absoluteFile: resolve(APP_DIRECTORY, entry.file),
      layout,
      inLayout,
    };
    return [own, ...flatten(entry.children ?? [], path, true)];
  });
}

/** Every route of src/app/routes.ts, depth first, in the order of the config. */
export const routeTable: readonly RouteTableEntry[] = flatten(routes, '/', false);

/** The pages: routes below a layout that are no layout themselves. */
export const pageRoutes: readonly RouteTableEntry[] = routeTable.filter((r) => r.inLayout && !r.layout);

/** The pages whose module is in a folder (relative to src), as [path, id] pairs. */
export const pagesIn = (folder: string): [string, string][] =>
  pageRoutes
    .filter((r) => r.absoluteFile.startsWith(resolve(APP_DIRECTORY, '..', folder) + '/'))
    .map((r) => [r.path, r.id]);
