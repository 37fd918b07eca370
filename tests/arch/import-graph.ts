import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The repository's own import graph, read from the sources: static and dynamic imports,
 * re-exports, and string literals naming a module file (the route table names its route modules
 * so). Paths are relative to the repository root; packages are left out.
 */
const ROOT = process.cwd();
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const edges = new Map<string, readonly string[]>();

const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
];
/**
 * A module file named by a string (routes.ts: `page('x', '../features/x.route.tsx', 'id')`). React
 * Router reads a bare name (`layout('app-layout.route.tsx', …)`) from the route table's own folder.
 */
const MODULE_FILE = /['"]([\w./-]+\.tsx?)['"]/g;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile())
      return normalize(relative(ROOT, join(ROOT, candidate)));
  }
  return null;
}

/** The modules a file imports or names (resolved, repository-relative). */
export function importsOf(file: string): readonly string[] {
  let known = edges.get(file);
  if (!known) {
    const source = existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '';
    const found = new Set<string>();
    const add = (target: string | null) => {
      if (target && /\.tsx?$/.test(target)) found.add(target);
    };
    for (const pattern of SPECIFIERS) for (const match of source.matchAll(pattern)) add(resolve(file, match[1] ?? ''));
    for (const match of source.matchAll(MODULE_FILE)) {
      const name = match[1] ?? '';
      add(resolve(file, name.startsWith('.') ? name : `./${name}`));
    }
    known = [...found];
    edges.set(file, known);
  }
  return known;
}

/** Every module reachable from `starts` through imports (the starts included). */
export function importClosure(starts: readonly string[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file));
  }
  return seen;
}

/**
 * What the shop runs: the route table and the framework's entries and the servers (production,
 * fake, development). Code outside this closure runs only in tests.
 */
export const APP_ENTRIES = [
  'src/app/root.tsx',
  'src/app/routes.ts',
  'src/app/entry.client.tsx',
  'src/app/entry.server.tsx',
  'src/server/serve.ts',
  'src/server/serve-fake.ts',
  'src/server/dev.ts',
];
