import { spawn, type ChildProcess } from 'node:child_process';
import { serverBundle } from './support-server-bundle';

/**
 * mocks/server.ts as a real process for the tests that need one (state file, lock, body limit,
 * kill -9), started from its bundle (support-server-bundle.ts): a single process, so a signal
 * reaches the server itself, and no tsx loader to pay for on each of the dozens of starts.
 */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

const spawnServer = async (dataDir: string, args: string[], env: Record<string, string>) =>
  spawn(process.execPath, [await serverBundle(), ...args], {
    env: { ...process.env, PORT: '0', API_PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Starts the API server and resolves once it listens; rejects with its output when it exits first. */
export async function startServer(
  dataDir: string,
  args: string[] = ['--api-only'],
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = await spawnServer(dataDir, args, env);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, base: match[0], output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Runs a start that is expected to fail: its exit code and everything it printed. */
export async function startExpectingExit(
  dataDir: string,
  args: string[] = ['--api-only'],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = await spawnServer(dataDir, args, env);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve({ code, output }));
    // A server that starts after all is a failure of the test, not a hang.
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

export function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Logs a demo player in over HTTP and answers the bearer header. */
export async function bearerFor(base: string, email = 'spieler@tippwerk.de'): Promise<Record<string, string>> {
  const response = await fetch(
    `${base}/player/public/api/v1/login`,
    json({ username: email, password: 'Tippwerk2026!', long_lasting_session: false }),
  );
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}
