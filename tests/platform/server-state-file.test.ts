import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../mocks/platform/file-storage/file-storage';
import { createPlatform } from '../../mocks/platform/platform';
import { SCHEMA_VERSION } from '../../mocks/platform/state';
import { bearerFor, json, startExpectingExit, startServer, stopServer, type ServerProcess } from './server-process';

let root = '';
const running: ServerProcess[] = [];
beforeAll(() => void (root = mkdtempSync(join(tmpdir(), 'tippwerk-server-state-'))));
afterEach(async () => void (await Promise.all(running.splice(0).map((s) => stopServer(s.child, 'SIGKILL')))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A data folder with a freshly seeded state file, written the way the server writes it. */
function seededFolder(): { dataDir: string; file: string } {
  const dataDir = join(root, `data-${(folders += 1)}`);
  const file = join(dataDir, 'platform.json');
  createPlatform({ storage: createFileStorage(file) });
  return { dataDir, file };
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const start = async (dataDir: string, args?: string[], env?: Record<string, string>) => {
  const server = await startServer(dataDir, args, env);
  running.push(server);
  return server;
};

describe('a state file the server must not use', () => {
  const cases: [string, (text: string) => string, RegExp][] = [
    ['corrupt', (text) => text.replace('"players"', '"players" kaputt'), /ist beschädigt: kein gültiges JSON/],
    ['truncated', (text) => text.slice(0, Math.floor(text.length * 0.7)), /ist abgeschnitten/],
    [
      'from a future version',
      (text) => text.replace(`"schema_version":${SCHEMA_VERSION}`, `"schema_version":${SCHEMA_VERSION + 1}`),
      new RegExp(`stammt von einer neueren Version des Fake-Backends \\(Schema ${SCHEMA_VERSION + 1}`),
    ],
  ];

  it.each(cases)(
    'a %s file stops the start (exit code 1), is named in German and stays byte for byte',
    async (_, spoil, problem) => {
      const { dataDir, file } = seededFolder();
      writeFileSync(file, spoil(readFileSync(file, 'utf8')));
      const before = digest(file);
      const { code, output } = await startExpectingExit(dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`Fake-Backend startet nicht. Zustandsdatei ${file}`);
      expect(output).toMatch(problem);
      expect(output).toContain('npm run fake:reset');
      expect(digest(file)).toBe(before);
    },
    30_000,
  );

  it('starts afresh only when asked to with --reset', async () => {
    const { dataDir, file } = seededFolder();
    writeFileSync(file, '{"schema_version":');
    const server = await start(dataDir, ['--api-only', '--reset']);
    expect((await fetch(`${server.base}/__fake/status`)).status).toBe(200);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ schema_version: SCHEMA_VERSION });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 30_000);
});

describe('one server per data folder', () => {
  it('refuses a second server on the same folder, and takes over the lock of a killed one', async () => {
    const { dataDir } = seededFolder();
    const first = await start(dataDir);
    const headers = await bearerFor(first.base);
    const charge = await fetch(`${first.base}/wallet/public/api/v1/my/sepa_accounts/charge`, {
      ...json({ transaction_id: 'vor-dem-kill', amount: { fractional: 700, currency: 'EUR' }, kind: 'common' }),
      headers: { ...headers, 'Content-Type': 'application/json' },
    });
    expect(charge.status).toBeLessThan(300);

    const second = await startExpectingExit(dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(
      /Ein anderer Fake-Backend-Prozess \(PID \d+, seit .*\) verwendet dieses Datenverzeichnis bereits/,
    );

    await stopServer(first.child, 'SIGKILL');
    const third = await start(dataDir);
    const vouchers = await fetch(
      `${third.base}/wallet/public/api/v1/my/vouchers?kind=common&page_limit=5&sort_direction=desc`,
      {
        headers: await bearerFor(third.base),
      },
    );
    expect(JSON.stringify(await vouchers.json())).toContain('vor-dem-kill');
  }, 60_000);
});

/** A POST of `total` bytes with a declared length; answers the status and how much was sent when it came. */
function postDeclared(base: string, total: number): Promise<{ status: number; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = request(`${base}/player/public/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(total) },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, sentWhenAnswered: sent });
      req.destroy();
    });
    req.on('error', (error) => (sent >= total ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('request bodies', () => {
  it('answers a 30 MB body with 413 before taking the rest, chunked or declared, and keeps serving', async () => {
    const { dataDir } = seededFolder();
    const server = await start(dataDir);
    const declared = await postDeclared(server.base, 30 * 1024 * 1024);
    expect(declared.status).toBe(413);
    expect(declared.sentWhenAnswered).toBeLessThan(30 * 1024 * 1024);

    const whole = await fetch(`${server.base}/player/public/api/v1/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(30 * 1024 * 1024).fill(0x20),
    });
    expect(whole.status).toBe(413);
    expect(await whole.json()).toEqual({ code: 'payload_too_large' });

    const chunked = await fetch(`${server.base}/player/public/api/v1/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 30; i += 1) controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await fetch(`${server.base}/__fake/status`)).status).toBe(200);
  }, 60_000);

  it('accepts bodies up to the limit (FAKE_BODY_LIMIT moves it)', async () => {
    const { dataDir } = seededFolder();
    const server = await start(dataDir, ['--api-only'], { FAKE_BODY_LIMIT: '2048' });
    const small = await fetch(
      `${server.base}/player/public/api/v1/login`,
      json({ username: 'x'.repeat(1500), password: 'y' }),
    );
    expect(small.status).toBe(401);
    const large = await fetch(
      `${server.base}/player/public/api/v1/login`,
      json({ username: 'x'.repeat(3000), password: 'y' }),
    );
    expect(large.status).toBe(413);
  }, 30_000);
});

describe('the control API on the real server', () => {
  it('books nothing for a cross-site text/plain POST, but does for the same origin with JSON', async () => {
    const { dataDir } = seededFolder();
    const server = await start(dataDir);
    const balance = async () => {
      const account = await fetch(`${server.base}/wallet/public/api/v1/my/account?kind=common`, {
        headers: await bearerFor(server.base),
      });
      const { payoutable_balance: p, not_payoutable_balance: n } = (await account.json()) as Record<
        string,
        { fractional: number }
      >;
      return p!.fractional + n!.fractional;
    };
    const before = await balance();
    const body = JSON.stringify({ email: 'spieler@tippwerk.de', amount_cents: 1_000_000 });
    const forged = await fetch(`${server.base}/__fake/wallet/winning`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://boese.example' },
      body,
    });
    expect([403, 415]).toContain(forged.status);
    const plain = await fetch(`${server.base}/__fake/wallet/winning`, { method: 'POST', body });
    expect(plain.status).toBe(415);
    expect(await balance()).toBe(before);
    const own = await fetch(`${server.base}/__fake/wallet/winning`, json(JSON.parse(body), { Origin: server.base }));
    expect(own.status).toBe(200);
    expect(await balance()).toBe(before + 1_000_000);
  }, 30_000);

  it('needs the bearer token for the controls when FAKE_CONTROL_TOKEN is set', async () => {
    const { dataDir } = seededFolder();
    const token = 'geteilte-demo-0123456789';
    const server = await start(dataDir, ['--api-only'], { FAKE_CONTROL_TOKEN: token });
    expect((await fetch(`${server.base}/__fake/mailbox`)).status).toBe(401);
    expect(
      (await fetch(`${server.base}/__fake/mailbox`, { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await fetch(`${server.base}/__fake/status`)).status).toBe(200);
    const tooShort = await startExpectingExit(join(root, 'unused'), ['--api-only'], { FAKE_CONTROL_TOKEN: 'kurz' });
    expect(tooShort.code).toBe(2);
    expect(tooShort.output).toContain('FAKE_CONTROL_TOKEN muss mindestens 16 Zeichen lang sein');
  }, 30_000);

  it('stands at FAKE_FIXED_NOW (only a shift moves it), and refuses a time without its zone', async () => {
    const server = await start(join(root, `data-${(folders += 1)}`), ['--api-only', '--reset'], {
      FAKE_FIXED_NOW: '2026-11-27T10:00:00+01:00',
    });
    const now = async () => ((await (await fetch(`${server.base}/__fake/status`)).json()) as { now: string }).now;
    expect(await now()).toBe('2026-11-27T09:00:00Z');
    // Real time would have moved on meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await now()).toBe('2026-11-27T09:00:00Z');
    const shift = await fetch(`${server.base}/__fake/clock`, json({ shift_minutes: 90 }, { Origin: server.base }));
    expect(shift.status).toBe(200);
    expect(await now()).toBe('2026-11-27T10:30:00Z');

    for (const value of ['2026-11-27T09:00', '2026-11-27', 'morgen']) {
      const refused = await startExpectingExit(join(root, 'unused'), ['--api-only'], { FAKE_FIXED_NOW: value });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain(`FAKE_FIXED_NOW ist kein Zeitpunkt mit Zeitzone`);
      expect(refused.output).toContain(value);
    }
  }, 30_000);
});
