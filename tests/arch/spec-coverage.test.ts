import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-coverage.md must not claim tests that do not exist: every row names at least one
 * test (`file › “title”`, files relative to tests/), and every named file and title exists.
 * Only a row that says "Not applicable" names none.
 */
const DOC = 'docs/spec-coverage.md';

interface Row {
  line: number;
  situation: string;
  tests: string;
}

function rows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.startsWith('|') && !/^\|\s*-/.test(text))
    .map(({ text, line }) => {
      const cells = text
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return { line, situation: cells[0] ?? '', tests: cells.at(-1) ?? '' };
    })
    .filter((row) => row.tests !== 'Test');
}

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

describe(`${DOC} names only tests that exist`, () => {
  const doc = readFileSync(DOC, 'utf8');
  const table = rows(doc);

  it('reads its rows', () => {
    expect(table.length).toBeGreaterThan(40);
  });

  it('every row names a test, unless it is not applicable', () => {
    const missing = table.filter(
      (row) =>
        !row.tests.startsWith('Not applicable') &&
        !references(row.tests).some((ref) => ref.file !== '' && ref.titles.length > 0),
    );
    expect(missing.map((r) => `${DOC}:${r.line} ${r.situation}`)).toEqual([]);
  });

  it('every named file and test title exists', () => {
    const problems: string[] = [];
    for (const row of table) {
      if (row.tests.startsWith('Not applicable')) continue;
      for (const ref of references(row.tests)) {
        const path = join('tests', ref.file);
        if (!ref.file || !existsSync(path)) {
          problems.push(`${DOC}:${row.line}: no test file "${ref.file || row.tests.slice(0, 40)}"`);
          continue;
        }
        const titles = testTitles(readFileSync(path, 'utf8'));
        for (const named of ref.titles)
          if (!titles.some((title) => matches(named, title)))
            problems.push(`${DOC}:${row.line}: ${ref.file} has no test “${named}”`);
      }
    }
    expect(problems).toEqual([]);
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
