import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { APPEND_ONLY_KEYS } from '../state-journal';
import { describeJsonProblem, StateFileError } from './state-file-error';

/** Kept in the snapshot next to the state: journal segments from this one on are replayed at start. */
const SEGMENT_KEY = 'journal_segment';
/** Only the owner reads the state: it holds accounts, money and password hashes. */
export const FILE_MODE = 0o600;
/** A background snapshot writes this much JSON per step, then lets requests run (~2 ms of work). */
const CHUNK_CHARS = 256 * 1024;
const SYNC_EVERY_CHARS = 2 * 1024 * 1024;

const tempPath = (file: string) => join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);

/** Snapshots a killed process never finished (the real file was never touched by them). */
export function removeTempFiles(file: string): void {
  const prefix = `.${basename(file)}.`;
  for (const name of readdirSync(dirname(file)))
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(dirname(file), name), { force: true });
}

/** Makes a rename durable: the directory entry itself is flushed. */
function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The snapshot and the first journal segment to replay, or null when there is no file. */
export function readSnapshot(file: string): { raw: Record<string, unknown>; segment: number } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StateFileError(file, `lässt sich nicht lesen (${(error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(file, describeJsonProblem(text, error));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new StateFileError(file, 'ist kein Zustand des Fake-Backends (kein JSON-Objekt)');
  const raw = parsed as Record<string, unknown>;
  const segment = raw[SEGMENT_KEY] ?? 0;
  delete raw[SEGMENT_KEY];
  if (!Number.isSafeInteger(segment) || (segment as number) < 0)
    throw new StateFileError(file, `ist beschädigt („${SEGMENT_KEY}“ ist keine Segmentnummer)`);
  return { raw, segment: segment as number };
}

/** The whole state at once (seeding, reset, migration, start): temp file, fsync, rename, fsync of the folder. */
export function writeSnapshotSync(file: string, state: object, segment: number): void {
  const temp = tempPath(file);
  const fd = openSync(temp, 'w', FILE_MODE);
  try {
    writeSync(fd, `{"${SEGMENT_KEY}":${segment},${JSON.stringify(state).slice(1)}`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  fsyncDirectory(dirname(file));
}

/**
 * The state written in steps while requests keep running (a 20 MB state takes ~200 ms to
 * serialise). The result may mix versions of different records, which is fine: every journal
 * entry from `segment` on is replayed over it at the next start, and each one sets absolute
 * values. Small values are written whole within one step, big lists record by record.
 * `stillWanted` is asked between steps; false (a reset, shutting down) discards the temp file.
 */
export async function writeSnapshotInSteps(
  file: string,
  state: Record<string, unknown>,
  segment: number,
  stillWanted: () => boolean,
): Promise<boolean> {
  const temp = tempPath(file);
  const handle = await open(temp, 'w', FILE_MODE);
  let buffer = `{"${SEGMENT_KEY}":${segment}`;
  let unsynced = 0;
  const flush = async (force: boolean) => {
    if (!force && buffer.length < CHUNK_CHARS) return;
    await handle.write(buffer);
    unsynced += buffer.length;
    buffer = '';
    // Little dirty data at a time: a journal fsync meanwhile need not wait for megabytes of snapshot (ext4 data=ordered).
    if (unsynced >= SYNC_EVERY_CHARS) {
      await handle.datasync();
      unsynced = 0;
    }
  };
  try {
    for (const key of Object.keys(state)) {
      if (!stillWanted()) return false;
      const value = state[key];
      buffer += `,${JSON.stringify(key)}:`;
      if (!(APPEND_ONLY_KEYS as readonly string[]).includes(key) || !Array.isArray(value)) {
        buffer += JSON.stringify(value) ?? 'null';
        await flush(false);
        continue;
      }
      const length = value.length;
      buffer += '[';
      for (let i = 0; i < length; i += 1) {
        buffer += (i > 0 ? ',' : '') + JSON.stringify(value[i]);
        if (buffer.length >= CHUNK_CHARS) {
          await flush(true);
          if (!stillWanted()) return false;
        }
      }
      buffer += ']';
    }
    buffer += '}';
    await flush(true);
    await handle.datasync();
  } finally {
    await handle.close();
    if (!stillWanted()) rmSync(temp, { force: true });
  }
  if (!stillWanted()) return false;
  renameSync(temp, file);
  fsyncDirectory(dirname(file));
  return true;
}
