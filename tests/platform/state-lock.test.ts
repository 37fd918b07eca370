import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireStateLock, StateLockedError } from '../../mocks/platform/file-storage/state-lock';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const lockFile = () => join((dir = mkdtempSync(join(tmpdir(), 'tippwerk-lock-'))), 'platform.lock');
const owner = (pid: number, host = hostname()) => JSON.stringify({ pid, host, started_at: '2026-11-25T10:00:00Z' });

describe('one process per data folder', () => {
  it('takes the lock, refuses it to anyone while held, and gives it back', () => {
    const path = lockFile();
    const release = acquireStateLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => acquireStateLock(path)).toThrow(StateLockedError);
    expect(() => acquireStateLock(path)).toThrow(/Ein anderer Fake-Backend-Prozess \(PID \d+/);
    release();
    expect(existsSync(path)).toBe(false);
  });

  it('takes over the lock of a process that has ended', () => {
    const path = lockFile();
    const ended = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(path, owner(ended));
    acquireStateLock(path)();
  });

  it('refuses a lock held on another host, and one that another process is writing right now', () => {
    const path = lockFile();
    writeFileSync(path, owner(1, 'anderer-rechner'));
    expect(() => acquireStateLock(path)).toThrow(/gehört einem Prozess auf anderer-rechner/);
    writeFileSync(path, '');
    expect(() => acquireStateLock(path)).toThrow(/gerade von einem anderen startenden Prozess/);
    // Unreadable and old: left behind by a process killed while writing it.
    utimesSync(path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    acquireStateLock(path)();
  });
});
