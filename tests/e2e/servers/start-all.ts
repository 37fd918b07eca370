import { spawn, type ChildProcess } from 'node:child_process';
import type { FullConfig } from '@playwright/test';

/** One server the suite needs: what Playwright's `webServer` entries said, plus when it may start. */
export interface SuiteServer {
  readonly name: string;
  readonly command: string;
  /** Answers (any status below 404) once the server is ready. */
  readonly url: string;
  readonly timeout: number;
  readonly env?: Readonly<Record<string, string>>;
  /** Its standard output on the console too (its errors always are). */
  readonly stdout?: boolean;
  /**
   * The servers of a phase start all at once, when those of the phases before are ready (without
   * shared builds a server may build what a later phase runs).
   */
  readonly phase: number;
}

/**
 * Whether the address answers: read whole, as a visitor would (a page cut off mid-render is logged
 * by the server as an aborted render), with time for a first render that compiles (the dev server).
 */
const answers = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000), redirect: 'manual' });
    await response.arrayBuffer();
    return response.status < 404;
  } catch {
    return false;
  }
};

const prefixed = (name: string, chunk: Buffer) =>
  chunk
    .toString('utf8')
    .split('\n')
    .filter((line, index, lines) => line !== '' || index < lines.length - 1)
    .map((line) => `[WebServer ${name}] ${line}\n`)
    .join('');

async function waitFor(server: SuiteServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${server.name} (${server.command}) ended with ${child.exitCode ?? child.signalCode} before ${server.url} answered`,
      );
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name}: ${server.url} did not answer within ${server.timeout} ms (${server.command})`);
}

/** Signals a server and everything it started (its own process group), if any of it is still there. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Ends a server and everything it started: SIGTERM, then SIGKILL after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
  await ended;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL');
}

/**
 * Playwright's global setup: starts the suite's servers (`metadata.servers` of playwright.config.ts)
 * by phases, each all at once, where Playwright's `webServer` starts one after the other (about
 * 43 s for the suite's 15 servers on a quiet 2-core host). Like Playwright, it refuses an address that
 * already answers (a server left over from another run), prints each server's errors prefixed with its
 * name, and ends them all (with what they started) after the run or when one cannot start.
 */
export default async function startAll(config: FullConfig): Promise<() => Promise<void>> {
  const servers = (config.metadata as { servers?: SuiteServer[] }).servers ?? [];
  const busy = (await Promise.all(servers.map(async (s) => ((await answers(s.url)) ? s.url : null)))).filter(
    (url) => url !== null,
  );
  if (busy.length > 0)
    throw new Error(`${busy.join(', ')} already answer: make sure that nothing is running on these ports`);
  const children: ChildProcess[] = [];
  const stopAll = async () => void (await Promise.all(children.map(stop)));
  // If the runner ends without its teardown (killed, crashed), its servers do not outlive it.
  process.once('exit', () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  });
  try {
    for (const phase of [...new Set(servers.map((server) => server.phase))].sort((x, y) => x - y)) {
      const starting = servers
        .filter((server) => server.phase === phase)
        .map((server) => {
          const child = spawn(server.command, {
            shell: true,
            detached: true,
            env: { ...process.env, ...server.env },
            stdio: ['ignore', server.stdout ? 'pipe' : 'ignore', 'pipe'],
          });
          children.push(child);
          child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefixed(server.name, chunk)));
          child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefixed(server.name, chunk)));
          return waitFor(server, child);
        });
      await Promise.all(starting);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
