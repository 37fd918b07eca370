import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/app/safe-redirect';

/** Bases a returned path may be resolved against: the shop, a dev server page, another page of the shop. */
const BASES = [
  'https://shop.example',
  'https://shop.example/lotto/normalschein?x=1#y',
  'http://127.0.0.1:4173/some/page?x=1',
  'http://localhost:5173/a/b/c/',
];

/** The guarantees for every output: one leading slash (or just `/`), no control characters or backslashes, same origin. */
function expectSafe(result: string): void {
  expect(result).toMatch(/^\/(?![/\\])/);
  expect(result).not.toMatch(/[\p{Cc}\\]/u);
  for (const base of BASES) expect(new URL(result, base).origin).toBe(new URL(base).origin);
}

/** Pieces attackers combine: slashes, dot segments and their encodings (once and twice); drawn most often. */
const STRUCTURE = ['/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%5C', '%252f', '%252e', '%255c'];
/** The rest: hosts, schemes, separators, characters URL parsers drop or IDNA maps to a dot or slash. */
const EXTRAS = [
  '%25',
  '%',
  'evil.example',
  '@',
  ':',
  '\t',
  '\n',
  '\r',
  ' ',
  '?',
  '#',
  'javascript:',
  'https://',
  'a',
  'x-1',
  '\u3002', // ideographic full stop
  '\uff0f', // fullwidth solidus
];
const fragment = fc.oneof(
  { arbitrary: fc.constantFrom(...STRUCTURE), weight: 3 },
  { arbitrary: fc.constantFrom(...EXTRAS), weight: 1 },
);
const hostile = fc.array(fragment, { maxLength: 10 }).map((parts) => parts.join(''));
/** Any UTF-16 code unit, lone surrogates included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const anyString = fc.oneof(
  { arbitrary: hostile.map((s) => `/${s}`), weight: 6 },
  { arbitrary: hostile, weight: 2 },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 1 },
  { arbitrary: codeUnits, weight: 1 },
);

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const safePath = fc
  .tuple(
    fc.array(segment, { maxLength: 5 }),
    fc.option(fc.stringMatching(/^[a-z0-9-]{1,8}=[a-z0-9-]{0,8}$/), { nil: undefined }),
    fc.option(segment, { nil: undefined }),
  )
  .map(([segments, query, hash]) => `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`);

const RUNS = { numRuns: 2000 };

describe('safeRedirectPath properties', () => {
  it('any input yields a single-slash path of the shop, or the fallback', () => {
    fc.assert(
      fc.property(anyString, (target) => {
        expectSafe(safeRedirectPath(target));
        const refused = safeRedirectPath(target, '/sicher');
        expectSafe(refused);
        expect(refused === '/sicher' || refused === safeRedirectPath(target)).toBe(true);
      }),
      RUNS,
    );
  });

  it('clearly safe paths are returned unchanged', () => {
    fc.assert(
      fc.property(safePath, (path) => {
        expect(safeRedirectPath(path, '/sicher')).toBe(path);
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyString, (target) => {
        const once = safeRedirectPath(target);
        expect(safeRedirectPath(once)).toBe(once);
      }),
      RUNS,
    );
  });
});

describe('safeRedirectPath known bypasses', () => {
  it.each([
    // Dot segments resolved by the URL parser leave `//host` (the original bug).
    '/.//evil.example',
    '/..//x',
    '/a/..//x',
    '/%2e//x',
    // Resolving dot segments exposes an encoded `//` that one decode turns into another host.
    '/x%2f/../%2f%2fevil.example',
    '/%2e%2e/%2f%2fevil.example',
    '/\\evil.example',
    '/%5cevil.example',
    '/%2f%2fevil.example',
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ])('%j falls back', (target) => {
    expect(safeRedirectPath(target, '/sicher')).toBe('/sicher');
  });
});
