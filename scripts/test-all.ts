/**
 * `npm test`: every step in turn (typecheck, lint, audit, each Vitest project, the production
 * install, each benchmark, e2e), stopping at the first failure like `a && b`, and at the end a
 * table of each step's wall time, also when a step failed. The benchmarks are the commands of
 * `npm run perf` (package.json), so the list lives in one place.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Step {
  readonly name: string;
  readonly command: string;
}

const VITEST_PROJECTS = ['core', 'platform', 'contract', 'ui', 'ui-mocks', 'server', 'arch'];

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const benchmarks: Step[] = (scripts['perf'] ?? '').split('&&').map((command) => {
  const trimmed = command.trim();
  return { name: `perf: ${/([\w-]+)\.perf\.ts/.exec(trimmed)?.[1] ?? trimmed}`, command: trimmed };
});

const steps: Step[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'audit', command: 'npm run audit' },
  ...VITEST_PROJECTS.map((project) => ({ name: `unit: ${project}`, command: `npx vitest run --project ${project}` })),
  { name: 'deploy test', command: 'npm run test:deploy' },
  ...benchmarks,
  { name: 'e2e', command: 'npm run test:e2e' },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const done: { name: string; ms: number; ok: boolean }[] = [];
const started = performance.now();
let failed = 0;

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const at = performance.now();
  const run = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  const ok = run.status === 0;
  done.push({ name: step.name, ms: performance.now() - at, ok });
  if (!ok) {
    failed = run.status ?? 1;
    break;
  }
}

console.log('\nnpm test: time per step');
console.log('| step | time | result |\n|---|---|---|');
for (const { name, ms, ok } of done) console.log(`| ${name} | ${seconds(ms)} | ${ok ? 'ok' : 'FAILED'} |`);
for (const step of steps.slice(done.length)) console.log(`| ${step.name} | – | not run |`);
console.log(`| **all** | ${seconds(performance.now() - started)} | ${failed === 0 ? 'ok' : 'FAILED'} |`);
process.exit(failed);
