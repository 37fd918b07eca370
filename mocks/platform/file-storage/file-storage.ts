import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync, truncateSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PlatformStorage } from '../platform-storage';
import { ChangeTracker } from '../state-journal';
import { listSegments, segmentPath } from './journal-segments';
import { readStateFiles } from './read-state-files';
import { FILE_MODE, removeTempFiles, writeSnapshotInSteps, writeSnapshotSync } from './snapshot-file';

export interface FileStorageOptions {
  /** Journal size after which a new snapshot is written in the background. */
  compactAfterBytes?: number;
}

/** What mocks/server.ts needs beyond PlatformStorage: durability before answering, and a clean stop. */
export interface FileStorage extends PlatformStorage {
  /**
   * After a successful start: cuts off a journal line a crash left half-written, removes segments
   * an earlier snapshot made obsolete, and restricts the files to their owner (0600).
   */
  prepareForWrites(): void;
  /** Resolves once every change saved so far is on disk (written and fsync'd); rejects if writing failed. */
  durable(): Promise<void>;
  /** Writes what is pending and closes the journal. */
  close(): Promise<void>;
}

const DEFAULT_COMPACT_AFTER_BYTES = 16 * 1024 * 1024;

/**
 * State in a JSON file (`.data/platform.json`) plus a journal beside it (state-journal.ts).
 * Each change is appended to the journal off the request path: changes that arrive while a write
 * is under way are written together next (group commit), and the server answers only once its
 * change is fsync'd. When the journal has grown, a new snapshot is written in the background
 * (temp file, fsync, rename); a start replays the journal over the snapshot. A file that cannot
 * be read throws StateFileError and is left exactly as it is.
 */
export function createFileStorage(file: string, options: FileStorageOptions = {}): FileStorage {
  const compactAfterBytes = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
  let tracker: ChangeTracker | null = null;
  let current: Record<string, unknown> | null = null;
  /** The segment new entries go to; the snapshot on disk replays from `base` on. */
  let segment = 0;
  let base = 0;
  let tornTail: { path: string; validBytes: number } | null = null;
  /** The schema of the file as it was read; a replace with another one is a migration. */
  let loadedVersion: number | null = null;
  let journal: { n: number; handle: FileHandle } | null = null;
  let journalBytes = 0;
  let sequence = 0;
  /** Bumped by every full snapshot: a write or background snapshot of an earlier generation stands down. */
  let generation = 0;
  let changes = 0;
  let durableChanges = 0;
  let failure: Error | null = null;
  let flushing: Promise<void> | null = null;
  let flushQueued = false;
  let compaction: Promise<void> | null = null;
  let closing = false;
  const waiters: { target: number; resolve: () => void; reject: (error: Error) => void }[] = [];

  const settleWaiters = () => {
    for (const waiter of waiters.splice(0)) {
      if (failure) waiter.reject(failure);
      else if (waiter.target <= durableChanges) waiter.resolve();
      else waiters.push(waiter);
    }
  };

  const removeSegmentsBefore = (n: number) => {
    for (const old of listSegments(file)) if (old < n) rmSync(segmentPath(file, old), { force: true });
  };

  const journalHandle = async (): Promise<FileHandle> => {
    if (journal?.n === segment) return journal.handle;
    const previous = journal;
    journal = { n: segment, handle: await open(segmentPath(file, segment), 'a', FILE_MODE) };
    await previous?.handle.close();
    return journal.handle;
  };

  const compact = async () => {
    if (!current) return;
    const startedIn = generation;
    // From here on entries go to a new segment; the snapshot covers everything written before.
    segment += 1;
    journalBytes = 0;
    const stillWanted = () => generation === startedIn && !closing;
    try {
      const written = await writeSnapshotInSteps(file, current, segment, stillWanted);
      if (written) {
        base = segment;
        removeSegmentsBefore(base);
      }
    } catch (error) {
      console.error(`Fake-Backend: Schnappschuss von ${file} fehlgeschlagen (das Journal bleibt gültig)`, error);
    }
  };

  const flushLoop = async () => {
    while (changes > durableChanges && !failure && tracker && current) {
      const target = changes;
      const startedIn = generation;
      const ops = tracker.diffText(current);
      if (ops !== '[]') {
        sequence += 1;
        const line = `{"seq":${sequence},"ops":${ops}}\n`;
        try {
          const handle = await journalHandle();
          await handle.write(line);
          await handle.datasync();
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
          console.error(`Fake-Backend: Journal von ${file} lässt sich nicht schreiben`, failure);
          break;
        }
        if (generation === startedIn) journalBytes += Buffer.byteLength(line);
      }
      if (generation === startedIn) durableChanges = Math.max(durableChanges, target);
      settleWaiters();
      if (journalBytes > compactAfterBytes && !compaction && !closing)
        compaction = compact().finally(() => (compaction = null));
    }
    settleWaiters();
  };

  const scheduleFlush = () => {
    if (flushQueued) return;
    flushQueued = true;
    setImmediate(() => {
      flushQueued = false;
      flushing ??= flushLoop().finally(() => {
        flushing = null;
        if (changes > durableChanges && !failure) scheduleFlush();
      });
    });
  };

  const replace = (state: unknown) => {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // A migration keeps the file it started from, once, next to the new one.
    const version = (state as { schema_version?: unknown }).schema_version;
    if (loadedVersion !== null && loadedVersion !== version) {
      copyFileSync(file, `${file}.schema-${loadedVersion}.bak`);
      loadedVersion = null;
    }
    generation += 1;
    segment = Math.max(segment, ...listSegments(file)) + 1;
    writeSnapshotSync(file, state as object, segment);
    base = segment;
    removeSegmentsBefore(base);
    tornTail = null;
    journalBytes = 0;
    current = state as Record<string, unknown>;
    tracker = new ChangeTracker(current);
    durableChanges = changes;
    settleWaiters();
  };

  return {
    load: () => {
      const files = readStateFiles(file);
      if (!files) return null;
      ({ base, tornTail, journalBytes } = files);
      segment = files.newest;
      const version = files.raw['schema_version'];
      loadedVersion = typeof version === 'number' ? version : null;
      current = files.raw;
      tracker = new ChangeTracker(current);
      return current;
    },
    prepareForWrites: () => {
      if (tornTail) truncateSync(tornTail.path, tornTail.validBytes);
      tornTail = null;
      removeSegmentsBefore(base);
      removeTempFiles(file);
      for (const path of [file, ...listSegments(file).map((n) => segmentPath(file, n))])
        if (existsSync(path)) chmodSync(path, FILE_MODE);
    },
    save: (state) => {
      if (!tracker?.tracks(state as object)) return replace(state);
      changes += 1;
      scheduleFlush();
    },
    replace,
    durable: () => {
      if (failure) return Promise.reject(failure);
      if (durableChanges >= changes) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ target: changes, resolve, reject }));
    },
    close: async () => {
      closing = true;
      while (flushing || flushQueued) await (flushing ?? new Promise((resolve) => setImmediate(resolve)));
      await compaction;
      await journal?.handle.close();
      journal = null;
    },
  };
}
