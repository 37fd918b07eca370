import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedBuild } from '../perf/support/builds';
import { serverBundle } from './support-server-bundle';

const TSX = join('node_modules', 'tsx', 'dist', 'cli.mjs');
const running: ChildProcess[] = [];
let root = '';
let build = '';

let sharedFakeBuild = false;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tippwerk-server-'));
  // In `npm test` the build is made once, by the same script, before this runs.
  const shared = sharedBuild('fake');
  if (shared) {
    build = shared;
    sharedFakeBuild = true;
    return;
  }
  // `npm start`'s build (client and the server with the fake backend), into a folder of its own inside
  // the project, where the server bundle finds its packages (node_modules).
  mkdirSync(join('node_modules', '.cache'), { recursive: true });
  build = mkdtempSync(join('node_modules', '.cache', 'tippwerk-server-test-'));
  const built = spawnSync('npm', ['run', '--silent', 'build:fake'], {
    // A production build, as `npm start` makes it (Vitest runs with NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: build },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build:fake failed: ${built.stderr}`);
}, 180_000);
afterEach(async () => {
  await Promise.all(running.splice(0).map(stop));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  if (build && !sharedFakeBuild) rmSync(build, { recursive: true, force: true });
});

/**
 * Starts mocks/server.ts (or, with `--app`, the shop's server with the fake backend, as `npm start`
 * does) on a free port and resolves with its base URL once it prints its line.
 */
async function start(args: string[]): Promise<{ child: ChildProcess; base: string; line: string }> {
  const app = args[0] === '--app';
  // The API alone from the bundle of mocks/server.ts the other process tests start (support-server-bundle.ts):
  // under tsx, whose CLI relays signals to the script's process, a SIGTERM under a busy host sometimes
  // ended tsx itself (exit 143) before the server's own handler answered (run53). `--reset-only` below
  // still runs through tsx, as `npm run api` does.
  const command = app ? [join(build, 'server', 'serve-fake.js'), ...args.slice(1)] : [await serverBundle(), ...args];
  const child = spawn(process.execPath, command, {
    env: { ...process.env, PORT: '0', API_PORT: '0', DATA_DIR: join(root, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, base: match[0], line: output.trim() });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Raw GET, so paths are sent exactly as written (fetch would normalise "..") and gzip stays visible. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('mocks/server.ts', () => {
  it('npm start: pages rendered on the server with security headers, assets cached and compressed, the API and controls on the same port', async () => {
    const { base, line } = await start(['--app', '--reset']);
    expect(line).toContain(`Tippwerk läuft auf ${base}`);

    const home = await fetch(`${base}/lotto`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<body><div class="tw-app">/);
    expect(html).toContain('<h1');
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // A public page a CDN may share: its inline scripts named by hash, no nonce (src/app/entry.server.tsx).
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const csp = home.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic'/);
    expect(html).not.toMatch(/\snonce="/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await fetch(`${base}/gibt/es/nicht`)).status).toBe(404);
    expect((await fetch(`${base}/__fake/status`)).status).toBe(200);

    // The app's start script (deferred until the first paint) names the route modules it imports.
    const script = /from "(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await rawGet(base, script, { 'Accept-Encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(base, script)).headers['content-encoding']).toBeUndefined();

    expect((await rawGet(base, '/assets/missing.js')).status).toBe(404);
    expect((await rawGet(base, '/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await rawGet(base, '/server/serve-fake.js')).status).toBe(404);

    const login = await fetch(`${base}/player/public/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'spieler@tippwerk.de', password: 'Tippwerk2026!', long_lasting_session: false }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({
      access_token: expect.any(String) as unknown,
      refresh_token: expect.any(String) as unknown,
    });
    expect((await fetch(`${base}/player/public/api/v1/unknown`)).status).toBe(404);
    // SIGTERM: requests finish, the state is written, the lock is released, exit 0.
    expect(await stop(running[0]!)).toBe(0);
    expect(existsSync(join(root, 'data', 'platform.lock'))).toBe(false);
  }, 60_000);

  // Three starts through tsx (this file keeps that start path under test): beside the two-worker e2e
  // suite in `npm test` they took more than 30 s (run49), about 17 s on a calmer host (run46).
  it('keeps the state across restarts until --reset, answers CORS for local origins and stops on SIGTERM', async () => {
    const first = await start(['--api-only', '--reset']);
    expect(first.line).toBe(`Tippwerk Fake-Backend (API) auf ${first.base}`);
    await fetch(`${first.base}/__fake/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shift_minutes: 30 }),
    });
    const preflight = await fetch(`${first.base}/wallet/public/api/v1/my/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const foreign = await fetch(`${first.base}/__fake/status`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.status).toBe(403);
    expect(await stop(first.child)).toBe(0);

    const second = await start(['--api-only']);
    expect(await (await fetch(`${second.base}/__fake/status`)).json()).toMatchObject({ clock_offset_minutes: 30 });
    await stop(second.child);

    const third = await start(['--api-only', '--reset']);
    expect(await (await fetch(`${third.base}/__fake/status`)).json()).toMatchObject({ clock_offset_minutes: 0 });
  }, 90_000);

  it('holds injected faults for every client and drops the connection for network_error', async () => {
    const { base } = await start(['--api-only', '--reset']);
    const draws = `${base}/lottery-store/public/api/v2/product_definitions/keno_regular/current_draws`;
    const fault = (body: unknown) =>
      fetch(`${base}/__fake/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await fault({ path: '/lottery-store', network_error: true })).status).toBe(201);
    await expect(fetch(draws)).rejects.toThrow('fetch failed');
    expect((await fetch(draws)).status).toBe(200);

    await fault({ path: '/lottery-store', status: 503, times: 0 });
    expect((await fetch(draws)).status).toBe(503);
    await fetch(`${base}/__fake/reset`, { method: 'POST' });
    expect(await (await fetch(`${base}/__fake/faults`)).json()).toEqual([]);
    expect((await fetch(draws)).status).toBe(200);
  }, 30_000);

  it('--reset-only deletes the saved state and exits', () => {
    const stateFile = join(root, 'data', 'platform.json');
    mkdirSync(join(root, 'data'), { recursive: true });
    writeFileSync(stateFile, '{}');
    const result = spawnSync(process.execPath, [TSX, 'mocks/server.ts', '--reset-only'], {
      env: { ...process.env, DATA_DIR: join(root, 'data') },
    });
    expect(result.status).toBe(0);
    expect(existsSync(stateFile)).toBe(false);
  }, 30_000);
});
