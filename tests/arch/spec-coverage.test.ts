import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRIES, importClosure, importsOf } from './import-graph';

/**
 * docs/spec-coverage.md must be honest. It has three sections, each a list of tables: spec items
 * (done), project decisions and deviations, and a counts line that must match their rows.
 *
 * - Every row of the first two names the code that does it (`path#symbol`) and at least one
 *   test (`file › “title”`, files relative to tests/); every named file, symbol and title exists.
 * - The code is code the shop runs: its module is reached from the app's entries, and the symbol
 *   is used there, not only declared (no production code that exists only for a test).
 * - A cited test calls into that code: a unit test's import closure reaches the module; an
 *   end-to-end test drives the app, which runs it.
 * - Every deviation links its reason in docs/decisions.md (`decisions.md#anchor`, an anchor that exists).
 */
const DOC = 'docs/spec-coverage.md';
const DECISIONS = 'docs/decisions.md';
const SECTIONS = ['Spec items', 'Project decisions', 'Deviations'] as const;
type Section = (typeof SECTIONS)[number];

interface Row {
  line: number;
  section: Section | null;
  item: string;
  cells: Record<string, string>;
}

/** Table rows with their section (the `## ` heading above) and cells by column name. */
function rows(markdown: string): Row[] {
  const found: Row[] = [];
  let section: Section | null = null;
  let columns: string[] | null = null;
  markdown.split('\n').forEach((text, index) => {
    const heading = /^## (.+)$/.exec(text)?.[1]?.trim();
    if (heading !== undefined) section = SECTIONS.find((s) => s === heading) ?? null;
    if (!text.startsWith('|')) {
      columns = null;
      return;
    }
    if (/^\|\s*-/.test(text)) return;
    const cells = text
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (!columns) {
      columns = cells;
      return;
    }
    const named = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? '']));
    found.push({ line: index + 1, section, item: cells[0] ?? '', cells: named });
  });
  return found;
}

/** `path#symbol` references of a Code cell (in backticks). */
function codeReferences(cell: string): { path: string; symbol: string | null }[] {
  return [...cell.matchAll(/`([\w./-]+\.tsx?)(?:#(\w+))?`/g)].map((m) => ({ path: m[1] ?? '', symbol: m[2] ?? null }));
}

const declares = (source: string, symbol: string) =>
  new RegExp(
    `(?:function\\*?|class|const|let|type|interface|enum)\\s+${symbol}\\b|export\\s*\\{[^}]*\\b${symbol}\\b`,
  ).test(source);
const occurrences = (source: string, symbol: string) => source.match(new RegExp(`\\b${symbol}\\b`, 'g'))?.length ?? 0;

interface Reference {
  file: string;
  titles: string[];
}

/** `core/x.test.ts › “a”, “b” (remark); e2e/y.spec.ts › “c”` */
function references(cell: string): Reference[] {
  // `;` separates references, but not inside a “title” or a (remark).
  const parts: string[] = [''];
  let quoted = false;
  let remark = 0;
  for (const c of cell) {
    if (c === '“') quoted = true;
    if (c === '”') quoted = false;
    if (!quoted && c === '(') remark += 1;
    if (!quoted && c === ')') remark = Math.max(0, remark - 1);
    if (c === ';' && !quoted && remark === 0) parts.push('');
    else parts[parts.length - 1] += c;
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const file = /^([\w./-]+\.(?:test|spec|contract)\.tsx?|[\w./-]+\.contract\.ts)/.exec(part)?.[1] ?? '';
      const titles = [...part.matchAll(/“([^”]+)”/g)].map((m) => m[1] ?? '');
      return { file, titles };
    });
}

/** The source's position after the balanced parenthesis that opens at `open`. */
function afterParens(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const c = source[i];
    if (c === '(') depth += 1;
    else if (c === ')' && (depth -= 1) === 0) return i + 1;
  }
  return source.length;
}

/** Titles of `it(…)`, `test(…)` and `it.each(…)(…)` calls: the first string literal of the call. */
function testTitles(source: string): string[] {
  const titles: string[] = [];
  for (const match of source.matchAll(/\b(?:it|test)(\.each)?\(/g)) {
    let at = (match.index ?? 0) + match[0].length;
    if (match[1]) {
      at = afterParens(source, at - 1);
      if (source[at] !== '(') continue;
      at += 1;
    }
    const literal = /^\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/.exec(source.slice(at));
    if (literal) titles.push((literal[2] ?? '').replace(/\\(['"`\\])/g, '$1'));
  }
  return titles;
}

/** A named title matches a test title, `it.each`'s %s/%i/$name and template `${…}` placeholders standing for anything. */
function matches(named: string, title: string): boolean {
  if (named === title) return true;
  const pattern = title
    .split(/(%[sidfjo#]|\$\{[^}]+\}|\$[\w.]+)/)
    .map((piece, i) => (i % 2 === 1 ? '.+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(named);
}

const read = (path: string) => readFileSync(path, 'utf8');
const TEST_FILES = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => join('tests', name));

/**
 * What a cited test file calls into: its import closure. A contract (`*.contract.ts`) is no test
 * file of its own; the test files that import it run it (over HTTP, in memory), so theirs counts.
 */
function testClosure(file: string): ReadonlySet<string> {
  const runners = file.endsWith('.contract.ts') ? TEST_FILES.filter((test) => importsOf(test).includes(file)) : [];
  return importClosure([file, ...runners]);
}
const testsCell = (row: Row) => row.cells['Tests'] ?? '';
const APP = importClosure(APP_ENTRIES);

/** Why a code reference is not code the shop runs, or null when it is. */
/** The exports of a route module that React Router itself calls. */
const ROUTE_MODULE_EXPORTS = [
  'loader',
  'clientLoader',
  'action',
  'clientAction',
  'default',
  'ErrorBoundary',
  'headers',
  'meta',
  'links',
  'HydrateFallback',
  'shouldRevalidate',
  'Layout',
];

/** The source without its comments (roughly: a `//` after a colon or quote is kept, as in a URL), so a mention is not a use. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function notRunByApp(path: string, symbol: string | null): string | null {
  if (!existsSync(path)) return `no file ${path}`;
  if (path.startsWith('tests/')) return `${path} is test code`;
  if (!APP.has(path)) return `${path} is not reached from the app's entries`;
  if (!symbol) return null;
  const source = read(path);
  if (!declares(source, symbol)) return `${path} declares no ${symbol}`;
  // React Router calls a route module's framework exports itself (the route table names the module).
  if (/\.route\.tsx?$|^src\/app\/root\.tsx$/.test(path) && ROUTE_MODULE_EXPORTS.includes(symbol)) return null;
  const usedInside = occurrences(withoutComments(source), symbol) > 1;
  const usedBy = [...APP].some(
    (file) => file !== path && importsOf(file).includes(path) && occurrences(withoutComments(read(file)), symbol) > 0,
  );
  return usedInside || usedBy ? null : `${path}#${symbol} is declared but the app never uses it`;
}

describe(`${DOC} is honest`, () => {
  const doc = read(DOC);
  const table = rows(doc);
  const bySection = (section: Section) => table.filter((row) => row.section === section);

  it('reads its three sections, and the counts line matches their rows', () => {
    expect(bySection('Spec items').length).toBeGreaterThan(40);
    expect(table.filter((row) => row.section === null).map((r) => `${DOC}:${r.line}`)).toEqual([]);
    const counts = /^Counts: (\d+) spec items, (\d+) project decisions, (\d+) deviations\.$/m.exec(doc);
    expect(counts?.slice(1).map(Number)).toEqual(SECTIONS.map((section) => bySection(section).length));
  });

  it('every spec item and decision names the code that does it, and at least one test', () => {
    const missing = table
      .filter((row) => row.section !== 'Deviations')
      .filter(
        (row) =>
          codeReferences(row.cells['Code'] ?? '').length === 0 ||
          !references(testsCell(row)).some((ref) => ref.file !== '' && ref.titles.length > 0),
      );
    expect(missing.map((r) => `${DOC}:${r.line} ${r.item}`)).toEqual([]);
  });

  it('every named file and test title exists', () => {
    const problems: string[] = [];
    for (const row of table) {
      for (const ref of references(testsCell(row))) {
        const path = join('tests', ref.file);
        if (!ref.file || !existsSync(path)) {
          problems.push(`${DOC}:${row.line}: no test file "${ref.file || testsCell(row).slice(0, 40)}"`);
          continue;
        }
        const titles = testTitles(read(path));
        for (const named of ref.titles)
          if (!titles.some((title) => matches(named, title)))
            problems.push(`${DOC}:${row.line}: ${ref.file} has no test “${named}”`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the code named is code the shop runs and uses, not code only a test calls', () => {
    const problems = table.flatMap((row) =>
      codeReferences(row.cells['Code'] ?? '').flatMap(({ path, symbol }) => {
        const problem = notRunByApp(path, symbol);
        return problem ? [`${DOC}:${row.line} ${row.item}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('each row cites a test that calls into its code: a unit test importing it, or an e2e test driving the app', () => {
    const problems: string[] = [];
    for (const row of table) {
      const code = codeReferences(row.cells['Code'] ?? '').map((ref) => ref.path);
      if (code.length === 0) continue;
      const cited = references(testsCell(row)).filter((ref) => ref.file && existsSync(join('tests', ref.file)));
      const reaches = cited.some(
        (ref) => ref.file.startsWith('e2e/') || code.some((path) => testClosure(join('tests', ref.file)).has(path)),
      );
      if (!reaches) problems.push(`${DOC}:${row.line} ${row.item}: no cited test reaches ${code.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('every deviation links its reason in docs/decisions.md', () => {
    const anchors = new Set([...read(DECISIONS).matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));
    const problems = bySection('Deviations').flatMap((row) => {
      const linked = [...(row.cells['Reason'] ?? '').matchAll(/decisions\.md#([\w-]+)/g)].map((m) => m[1]);
      if (linked.length === 0) return [`${DOC}:${row.line} ${row.item}: no decisions.md link`];
      return linked.filter((anchor) => !anchors.has(anchor)).map((a) => `${DOC}:${row.line}: no anchor ${a}`);
    });
    expect(problems).toEqual([]);
  });

  it('the checker itself: a declared but unused export, a test that does not reach the code, and a wrong count fail', () => {
    // toWholeCents is used by the app (the wire mapper); a made-up symbol is not declared.
    expect(notRunByApp('core/domain/money.ts', 'toWholeCents')).toBeNull();
    expect(notRunByApp('core/domain/money.ts', 'noSuchThing')).toBe('core/domain/money.ts declares no noSuchThing');
    expect(notRunByApp('tests/core/support/memory-world.ts', null)).toBe(
      'tests/core/support/memory-world.ts is test code',
    );
    // A route module's loader is React Router's to call; a name in a comment is no use.
    expect(notRunByApp('src/features/results/results.route.tsx', 'loader')).toBeNull();
    expect(withoutComments("const a = 1; // toMoney here\n/* toMoney */ const u = 'http://x';")).toBe(
      "const a = 1; \n const u = 'http://x';",
    );
    // The money tests reach money.ts; the statistics tests do not reach the login use case.
    expect(importClosure(['tests/core/money.test.ts']).has('core/domain/money.ts')).toBe(true);
    expect(importClosure(['tests/core/age.test.ts']).has('core/use-cases/login.use-case.ts')).toBe(false);
    // A contract reaches the HTTP gateway through the test file that runs it over HTTP.
    expect(importClosure(['tests/contract/draws.contract.ts']).has('adapters/http/http-draws-gateway.ts')).toBe(false);
    expect(testClosure('tests/contract/draws.contract.ts').has('adapters/http/http-draws-gateway.ts')).toBe(true);
    // React Router reads a bare route module name from the route table's folder.
    expect(notRunByApp('src/app/route-middleware.ts', 'isPrivateRoute')).toBeNull();
    expect(codeReferences('`core/domain/money.ts#toMoney`, `src/app/root.tsx`')).toEqual([
      { path: 'core/domain/money.ts', symbol: 'toMoney' },
      { path: 'src/app/root.tsx', symbol: null },
    ]);
  });

  it('finds titles the way the checker reads them: plain, multi-line, escaped and it.each', () => {
    const source = [
      "it('plain title', () => {});",
      'test(\n  "a long one over two lines",\n  async () => {},\n);',
      "it('it\\'s escaped', () => {});",
      "it.each([['a', 1], ['b', (2)]])('each %s gives %i', () => {});",
    ].join('\n');
    expect(testTitles(source)).toEqual([
      'plain title',
      'a long one over two lines',
      "it's escaped",
      'each %s gives %i',
    ]);
    expect(matches('each a gives 1', 'each %s gives %i')).toBe(true);
    expect(matches('each a', 'each %s gives %i')).toBe(false);
    expect(references('core/x.test.ts › “a; b”, “c” (why); e2e/y.spec.ts › “c”')).toEqual([
      { file: 'core/x.test.ts', titles: ['a; b', 'c'] },
      { file: 'e2e/y.spec.ts', titles: ['c'] },
    ]);
    expect(references('e2e/y.spec.ts › “c” (one reason; another); core/x.test.ts › “d”')).toEqual([
      { file: 'e2e/y.spec.ts', titles: ['c'] },
      { file: 'core/x.test.ts', titles: ['d'] },
    ]);
  });
});
