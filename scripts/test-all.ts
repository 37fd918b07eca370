/**
 * `npm test`: every step in turn (typecheck, lint, audit, each Vitest project, the production
 * install, each benchmark, e2e), stopping at the first failure like `a && b`, and at the end a
 * table of each step's wall time, also when a step failed. The benchmarks are the commands of
 * `npm run perf` (package.json), so the list lives in one place. Typecheck, the rest of lint and
 * the unit suites that need no build run in lanes side by side (each step's output printed when it
 * ends), and so do the e2e suite and the steps that neither measure nor are bound by time (the
 * platform suite, the heap benchmarks). The benchmarks with a time budget run one at a time, with
 * nothing beside them but work at the lowest CPU priority (ESLint, the build checks, the size
 * benchmark, the deploy test), which only takes what they leave idle.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  readonly name: string;
  readonly command: string;
  /** In a lane: its output goes to the terminal as it comes (the other lanes' when each step ends). */
  readonly live?: boolean;
}

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const benchmarks: Step[] = (scripts['perf'] ?? '').split('&&').map((command) => {
  const trimmed = command.trim();
  return { name: `perf: ${/([\w-]+)\.perf\.ts/.exec(trimmed)?.[1] ?? trimmed}`, command: trimmed };
});

/**
 * Both builds, made once for every step that needs one (tests/perf/support/builds.ts): the build
 * checks, the server tests, the deploy test, the benchmarks, the e2e servers. Every later step inherits the variable.
 */
const SHARED_BUILDS = 'node_modules/.cache/tippwerk-perf/shared';
process.env.SHARED_BUILDS = SHARED_BUILDS;

/**
 * `npm run lint` in two halves: ESLint (the longest, on one core), which runs beside the e2e suite,
 * and the rest of the script's commands in their order (Prettier, knip, the dependency rule) in the
 * first group. The script's last command, the core's own typecheck, is left out here: the typecheck
 * step runs it already. None of them writes a file another reads.
 */
const CORE_TYPECHECK = 'node node_modules/typescript-7/bin/tsc -p tsconfig.core.json';
const [eslint = '', ...restOfLint] = (scripts['lint'] ?? '').split('&&').map((command) => command.trim());
const lintSteps: Step[] = [
  { name: 'lint: eslint', command: eslint },
  {
    name: 'lint: prettier, knip, dependency rule',
    command: restOfLint.filter((command) => command !== CORE_TYPECHECK).join(' && '),
  },
];

/**
 * A step alone, or lanes side by side: each lane runs its steps one after the other (and stops at
 * its first failure), the lanes at the same time. The first group keeps both cores busy: the
 * typecheck and the unit suites that need no build take turns on one of them, the rest of lint and
 * the audit on the other. None of them writes a file another reads.
 */
type Entry = Step | Step[][];
const unit = (project: string): Step => ({ name: `unit: ${project}`, command: `npx vitest run --project ${project}` });
const WITHOUT_BUILD = ['core', 'contract', 'ui', 'ui-mocks', 'server'];
/**
 * Benchmarks whose budgets are sizes and heap growth, not times: they may run beside the e2e suite,
 * which keeps about 70 % of the two cores busy. Every benchmark with a time budget runs alone.
 */
const UNTIMED_BENCHMARKS = ['perf: bundle-size', 'perf: memory', 'perf: soak'];
const timed = benchmarks.filter((step) => !UNTIMED_BENCHMARKS.includes(step.name));
const untimed = benchmarks.filter((step) => UNTIMED_BENCHMARKS.includes(step.name));
const bundleSize = untimed.filter((step) => step.name === 'perf: bundle-size');
const heap = untimed.filter((step) => step.name !== 'perf: bundle-size');

/**
 * A command at the lowest CPU priority (Linux SCHED_IDLE, `chrt --idle 0`, inherited by every
 * process it starts): it runs only on a core nothing else wants and yields at once when a process
 * of normal priority becomes ready. The timed benchmarks leave about a third of the two cores idle
 * (they wait on the browser, the server and each other: 49–77 % host CPU in run48), which is where
 * this work goes. Without chrt (not Linux): `nice -n 19`, which still favours the benchmarks.
 */
const IDLE_PRIORITY = existsSync('/usr/bin/chrt') ? 'chrt --idle 0' : 'nice -n 19';
const atIdlePriority = (step: Step): Step => ({ ...step, command: `${IDLE_PRIORITY} ${step.command}` });
const deployTest: Step = { name: 'deploy test', command: 'npm run test:deploy' };
const steps: Entry[] = [
  [
    [{ name: 'typecheck', command: 'npm run typecheck' }, ...WITHOUT_BUILD.map(unit)],
    [lintSteps[1]!, { name: 'audit', command: 'npm run audit' }],
  ],
  { name: 'builds', command: 'tsx tests/perf/support/shared-builds.ts' },
  // The timed benchmarks one after the other (their output as it comes), and beside them, at the lowest
  // CPU priority, work whose result no clock decides: ESLint (one core for about two minutes), the build
  // checks, the size benchmark and the production install (done in 230 s of the benchmarks' 366 s in
  // run50 without the install). The whole `npm test` is bound by CPU (about 2,600 core-seconds on this
  // kind of host): what runs in the benchmarks' idle share no longer competes with the e2e suite.
  [
    timed.map((step) => ({ ...step, live: true })),
    [lintSteps[0]!, unit('arch'), ...bundleSize, deployTest].map(atIdlePriority),
  ],
  // The e2e suite (its output as it comes), and beside it, one at a time, what neither measures time
  // nor is timed: the platform suite and the heap benchmarks. One step at a time: with
  // ESLint beside the platform suite as well, two of the platform's tests ran past their 5 s (run44; the
  // platform tests have 30 s since run47). Each step has its own ports and folders; the e2e servers are
  // the only ones on theirs.
  [
    [{ name: 'e2e', command: 'npm run test:e2e', live: true }],
    // The platform suite's crash test kills its server after a count of bookings, not after a time.
    [unit('platform'), ...heap],
  ],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The host's CPU time so far (Linux: /proc/stat, in ticks of all cores), busy and in all; null
 * elsewhere. A step's share of it says how much of the machine the step kept busy (in lanes: all
 * the lanes together while it ran), which is what decides whether something could run beside it.
 */
function hostCpu(): { busy: number; all: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = /^cpu\s+(.*)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]?.split(/\s+/).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, all: busy + idle + iowait };
}
const busyShare = (from: ReturnType<typeof hostCpu>, to: ReturnType<typeof hostCpu>) =>
  from && to && to.all > from.all ? `${Math.round((100 * (to.busy - from.busy)) / (to.all - from.all))} %` : '–';

const done: { name: string; ms: number; ok: boolean; cpu: string }[] = [];
const started = performance.now();
const startedCpu = hostCpu();
let failed = 0;

/** Runs a step; its output goes to the terminal as it comes, or is kept (`quiet`) and printed when it ends. */
function run(step: Step, quiet: boolean): Promise<{ status: number; ms: number; cpu: string; output: string }> {
  const at = performance.now();
  const cpuAt = hostCpu();
  const child = spawn(step.command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => void output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => void output.push(chunk.toString('utf8')));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        status: code ?? 1,
        ms: performance.now() - at,
        cpu: busyShare(cpuAt, hostCpu()),
        output: output.join(''),
      }),
    ),
  );
}

/** A lane's steps in turn, each printed when it ends; stops at the first failure. */
interface Result {
  readonly status: number;
  readonly ms: number;
  readonly cpu: string;
}
async function runLane(lane: readonly Step[], results: Map<Step, Result>): Promise<void> {
  for (const step of lane) {
    if (step.live) console.log(`\n▶ ${step.name}: ${step.command}`);
    const { output, ...result } = await run(step, !step.live);
    if (!step.live) console.log(`\n▶ ${step.name}: ${step.command}\n${output}`);
    results.set(step, result);
    if (result.status !== 0) return;
  }
}

const pending = steps.flatMap((entry) => (Array.isArray(entry) ? entry.flat() : [entry]));
for (const entry of steps) {
  const results = new Map<Step, Result>();
  if (Array.isArray(entry)) await Promise.all(entry.map((lane) => runLane(lane, results)));
  else {
    console.log(`\n▶ ${entry.name}: ${entry.command}`);
    const { status, ms, cpu } = await run(entry, false);
    results.set(entry, { status, ms, cpu });
  }
  for (const step of Array.isArray(entry) ? entry.flat() : [entry]) {
    const result = results.get(step);
    if (!result) continue; // its lane stopped before it: listed as not run
    done.push({ name: step.name, ms: result.ms, ok: result.status === 0, cpu: result.cpu });
    pending.splice(pending.indexOf(step), 1);
    if (result.status !== 0 && failed === 0) failed = result.status;
  }
  if (failed !== 0) break;
}

rmSync(SHARED_BUILDS, { recursive: true, force: true });
console.log('\nnpm test: time per step (host CPU: the share of all cores busy while the step ran)');
console.log('| step | time | host CPU | result |\n|---|---|---|---|');
for (const { name, ms, ok, cpu } of done)
  console.log(`| ${name} | ${seconds(ms)} | ${cpu} | ${ok ? 'ok' : 'FAILED'} |`);
for (const step of pending) console.log(`| ${step.name} | – | – | not run |`);
console.log(
  `| **all** | ${seconds(performance.now() - started)} | ${busyShare(startedCpu, hostCpu())} | ${failed === 0 ? 'ok' : 'FAILED'} |`,
);
process.exit(failed);
