import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** Another live process holds the data folder; the message (German) says which and what to do. */
export class StateLockedError extends Error {
  override name = 'StateLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
  started_at: string;
}

const modifiedAt = (path: string): number => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** A killed process nobody has reaped yet (a container without an init) still answers signal 0. */
const isZombie = (pid: number): boolean => {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: it exists, it just belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function ownerOf(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/**
 * One process per data folder: two would each replay and append to the same journal and
 * overwrite each other's snapshots. The lock file is created exclusively; a lock whose process
 * is gone (killed) is taken over. Answers the function that gives the lock back.
 */
export function acquireStateLock(path: string): () => void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const me: LockOwner = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return () => {
        if (ownerOf(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(path);
    // Unreadable and brand new: another process is writing its lock this very moment.
    if (!owner && Date.now() - modifiedAt(path) < 2000)
      throw new StateLockedError(`${path} wird gerade von einem anderen startenden Prozess angelegt.`);
    if (owner && owner.host !== me.host)
      throw new StateLockedError(
        `${path} gehört einem Prozess auf ${owner.host} (PID ${owner.pid}). Läuft er nicht mehr, die Datei löschen.`,
      );
    if (owner && isAlive(owner.pid))
      throw new StateLockedError(
        `Ein anderer Fake-Backend-Prozess (PID ${owner.pid}, seit ${owner.started_at}) verwendet dieses Datenverzeichnis bereits (${path}). Bitte jenen beenden oder ein anderes DATA_DIR wählen.`,
      );
    // Stale (its process is gone) or unreadable: set it aside atomically; of two takers only one wins the rename.
    try {
      renameSync(path, `${path}.stale-${process.pid}`);
      rmSync(`${path}.stale-${process.pid}`, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new StateLockedError(
    `${path} ließ sich nicht anlegen: ein anderer Prozess startet gerade im selben Datenverzeichnis.`,
  );
}
