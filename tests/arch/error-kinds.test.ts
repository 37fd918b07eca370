import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Error kinds are one scheme, snake_case like the platform's codes (`insufficient_funds`), and
 * become i18n keys as they are (ARCHITECTURE.md). Validation rule names are spec/1 §5's own
 * (camelCase) and live under `validations`, not here.
 */
const SNAKE = /^[a-z0-9]+(_[a-z0-9]+)*$/;

function files(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

/** `kind` literals of Result errors: `err({ kind: 'x' })` and the members of `…Error`/`…Failure`/`…Problem`/`…Refusal` types. */
function coreErrorKinds(): { file: string; kind: string }[] {
  const found: { file: string; kind: string }[] = [];
  for (const file of files('core', '.ts')) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/err\(\{\s*kind:\s*'([^']+)'/g)) found.push({ file, kind: match[1] ?? '' });
    for (const type of source.matchAll(/type \w*(?:Error|Failure|Problem|Refusal)\w*(?:<[^>]*>)? =([^;]+);/g)) {
      for (const match of (type[1] ?? '').matchAll(/kind:\s*'([^']+)'/g)) found.push({ file, kind: match[1] ?? '' });
    }
  }
  return found;
}

/** Keys of the German texts for error kinds: every object named `errors` or `…Errors` below `src`, and the basket_error modal's. */
function i18nErrorKeys(): { file: string; key: string }[] {
  const found: { file: string; key: string }[] = [];
  const walk = (file: string, node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const parent = path.at(-1) ?? '';
      // The basket_error modal keys its title and text by the purchase error code (spec/2 §8).
      const modal = path.at(-2) === 'basketError' && (parent === 'title' || parent === 'text');
      const errorScope = modal || (/^(errors|\w+Errors)$/.test(parent) && parent !== 'fieldErrors');
      if (errorScope && typeof value === 'string') found.push({ file, key: [...path, key].join('.') });
      walk(file, value, [...path, key]);
    }
  };
  for (const file of files('src', '.de.json')) walk(file, JSON.parse(readFileSync(file, 'utf8')), []);
  return found;
}

describe('error kinds follow one scheme', () => {
  it('every error kind of the core is snake_case', () => {
    const kinds = coreErrorKinds();
    expect(kinds.length).toBeGreaterThan(40);
    expect(kinds.filter(({ kind }) => !SNAKE.test(kind))).toEqual([]);
  });

  it('every German text of an error kind is keyed by the kind itself', () => {
    const keys = i18nErrorKeys();
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter(({ key }) => !SNAKE.test(key.split('.').at(-1) ?? ''))).toEqual([]);
  });
});
