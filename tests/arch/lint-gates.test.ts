import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` catches what it is there for. Planted files in the real folders (so the
 * folder-specific rules and the type information apply), linted with the project's own config,
 * then removed again.
 */
const ROOT = join(import.meta.dirname, '../..');
const PROBE = `lint-probe-${randomUUID().slice(0, 8)}`;

async function lintPlanted(files: Record<string, string>): Promise<Record<string, string[]>> {
  const paths = Object.keys(files).map((relative) => join(ROOT, relative));
  try {
    Object.entries(files).forEach(([relative, text]) => writeFileSync(join(ROOT, relative), text));
    const results = await new ESLint({ cwd: ROOT }).lintFiles(paths);
    return Object.fromEntries(
      results.map((result) => [
        result.filePath.slice(ROOT.length + 1),
        result.messages.map((message) => message.ruleId ?? message.message),
      ]),
    );
  } finally {
    paths.forEach((path) => rmSync(path, { force: true }));
  }
}

describe('npm run lint', () => {
  it('fails on a floating promise, a hook called conditionally, an img without alt, and console or window in core', async () => {
    const view = `src/${PROBE}.view.tsx`;
    const core = `core/domain/${PROBE}.ts`;
    const found = await lintPlanted({
      [view]: [
        "import { useState } from 'react';",
        '',
        'export function Probe({ open, save }: { open: boolean; save: () => Promise<void> }) {',
        '  if (open) useState(0);',
        '  save();',
        '  return <img src="/logo.png" />;',
        '}',
        '',
      ].join('\n'),
      [core]: 'export const probe = () => {\n  console.log(window.location.href);\n};\n',
    });
    expect(found[view]).toEqual(
      expect.arrayContaining([
        'react-hooks/rules-of-hooks',
        '@typescript-eslint/no-floating-promises',
        'jsx-a11y/alt-text',
      ]),
    );
    expect(found[core]).toEqual(expect.arrayContaining(['no-console', 'no-restricted-globals']));
  });

  it('fails on an unformatted file and passes the same code formatted', async () => {
    const filepath = join(ROOT, 'src', `${PROBE}.ts`);
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const unformatted = 'export const total=(a:number,b:number)=>{return a+b}\n';
    expect(await prettier.check(unformatted, options)).toBe(false);
    expect(await prettier.check(await prettier.format(unformatted, options), options)).toBe(true);
  });

  it('keeps inline suppressions few (at most 15) and each with a reason', () => {
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.cjs'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      // The arch tests name the directive; a tracked file deleted in the working tree has none.
      .filter((file) => file && !file.startsWith('tests/arch/') && existsSync(join(ROOT, file)));
    const suppressions = tracked.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => /eslint-disable/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(suppressions.length).toBeLessThanOrEqual(15);
    expect(suppressions.filter((line) => !/eslint-disable\S* \S+.* -- \S/.test(line))).toEqual([]);
  });
});
