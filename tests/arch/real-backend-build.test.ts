import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Strings only the fake backend or the developer pages contain. */
const FAKE_MARKERS = [
  'spieler@tippwerk.de',
  'Tippwerk2026!',
  'mockServiceWorker',
  'setupWorker',
  'Fake-Backend',
  'dev/styleguide',
  'dev/fake-backend',
  'PlatformError',
  // The control API's guard: the controls live in the fake backend only.
  'control_token_required',
];

function build(env: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'tippwerk-build-'));
  const run = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...env, BUILD_OUT_DIR: outDir },
  });
  if (run.status !== 0) throw new Error(`vite build failed: ${run.stderr}`);
  return join(outDir, 'client');
}

const bundleText = (dir: string) =>
  readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
    .join('\n');

describe('builds', () => {
  let real = '';
  let fake = '';
  beforeAll(() => {
    real = build({ VITE_API_BASE_URL: 'https://api.tippwerk.example' });
    fake = build({});
  });
  afterAll(() => {
    for (const dir of [real, fake]) if (dir) rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('a build for a real backend carries no fake-backend code, dev pages or MSW service worker', () => {
    const text = bundleText(real);
    for (const marker of FAKE_MARKERS) expect(text, marker).not.toContain(marker);
    expect(existsSync(join(real, 'mockServiceWorker.js'))).toBe(false);
    expect(text).toContain('https://api.tippwerk.example');
  });

  it('emits the build manifest builds/latest.json and version.json with the same id (spec/2 §7.7 update check)', () => {
    for (const dir of [real, fake]) {
      const manifest = JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8')) as {
        id: string;
        timestamp: number;
      };
      const version = JSON.parse(readFileSync(join(dir, 'version.json'), 'utf8')) as { version: string };
      expect(manifest.id).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/);
      expect(manifest.id).toBe(version.version);
      expect(Number.isSafeInteger(manifest.timestamp)).toBe(true);
      expect(bundleText(dir)).toContain(manifest.id);
    }
  });

  it('the default build (npm start) keeps the developer pages but not the fake platform itself', () => {
    const text = bundleText(fake);
    expect(text).toContain('dev/fake-backend');
    expect(text).not.toContain('Tippwerk2026!');
  });
});
