import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const bin = (name: string) => `node_modules/.bin/${name}`;

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(paths: string[]): Violation[] {
  const run = spawnSync(bin('depcruise'), [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 && !run.stdout.trim()) throw new Error(`depcruise failed (${run.status}): ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

describe('dependency rule (ARCHITECTURE.md)', () => {
  it('holds for the real code', () => {
    expect(cruise(['core', 'ports', 'adapters', 'mocks', 'src'])).toEqual([]);
  });

  it('reports every rule when it is broken (tests/arch/fixtures)', () => {
    const broken = new Set(cruise(['tests/arch/fixtures']).map((v) => v.rule.name));
    expect([...broken].sort()).toEqual(
      [
        'adapters-not-app',
        'core-inward-only',
        'core-no-frameworks',
        'domain-is-pure',
        'memory-adapters-only-dynamic',
        'memory-adapters-no-backend',
        'mocks-share-only-the-wire',
        'wire-dtos-types-only',
        'mocks-only-dynamic',
        'mocks-stay-server-side',
        'no-circular',
        'only-composition-imports-adapters',
        'ports-no-frameworks',
        'ports-speak-domain',
        'real-adapters-no-fake',
        'temporal-only-polyfill',
      ].sort(),
    );
  });

  it('fails the core typecheck when core uses a browser global', () => {
    // The typecheck's compiler (package.json "typecheck": TypeScript 7, installed as typescript-7).
    const tsc = (project: string) =>
      spawnSync(process.execPath, ['node_modules/typescript-7/bin/tsc', '-p', project], { encoding: 'utf8' });
    const clean = tsc('tsconfig.core.json');
    expect(clean.status, clean.stdout).toBe(0);
    const broken = tsc('tests/arch/fixtures/tsconfig.core.json');
    expect(broken.status).not.toBe(0);
    expect(broken.stdout).toMatch(/uses-window\.ts.*Cannot find name 'window'/);
  });
});
