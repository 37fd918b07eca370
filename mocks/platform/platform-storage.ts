import { applyOps, ChangeTracker, type JournalOp } from './state-journal';

/**
 * Where the platform keeps its state between runs. The state is plain JSON, so the same
 * platform runs over a file (mocks/server.ts), localStorage (the MSW worker in the browser)
 * or memory (tests, memory adapters).
 */
export interface PlatformStorage {
  /** The last saved state, or null when nothing was saved. A storage that finds something unreadable throws. */
  load(): unknown;
  /** After every change of the state object handed to `replace` (or loaded). */
  save(state: unknown): void;
  /** A new state as a whole (seeded, reset, migrated): kept in full, replacing whatever was saved. */
  replace(state: unknown): void;
}

export interface MemoryStorageOptions {
  /**
   * Tests: every save replays the journal operations (state-journal.ts) onto a copy and fails
   * when the copy differs from the state, so a rule that changes a record in place without
   * markChanged cannot slip through (the file storage would lose that change after a crash).
   */
  verifyJournal?: boolean;
  /** A saved state as JSON text (a snapshot of another platform): taken as it is, not parsed and written again. */
  json?: string;
}

/** Keeps a JSON copy, so callers can never mutate the "stored" state by reference. */
export function createMemoryStorage(initial: unknown = null, options: MemoryStorageOptions = {}): PlatformStorage {
  let json = options.json ?? (initial === null ? null : JSON.stringify(initial));
  // One tracker per state object: a test reading the stored state (a copy) must not stop the
  // platform's own state from being verified on its next save.
  const trackers = new WeakMap<object, { tracker: ChangeTracker; replica: Record<string, unknown> }>();
  const track = (state: object, text: string) => {
    trackers.set(state, { tracker: new ChangeTracker(state), replica: JSON.parse(text) as Record<string, unknown> });
  };
  return {
    load: () => {
      if (json === null) return null;
      const loaded = JSON.parse(json) as unknown;
      if (options.verifyJournal && typeof loaded === 'object' && loaded !== null) track(loaded, json);
      return loaded;
    },
    save: (state) => {
      const text = JSON.stringify(state);
      if (options.verifyJournal && typeof state === 'object' && state !== null) {
        const tracked = trackers.get(state);
        if (tracked) verify(tracked.tracker.diffText(state), tracked.replica, text);
        else track(state, text);
      }
      json = text;
    },
    replace: (state) => {
      json = JSON.stringify(state);
      if (options.verifyJournal && typeof state === 'object' && state !== null) track(state, json);
    },
  };
}

function verify(opsText: string, replica: Record<string, unknown>, expected: string): void {
  applyOps(replica, JSON.parse(opsText) as JournalOp[]);
  const replayed = JSON.stringify(replica);
  if (replayed === expected) return;
  const actual = JSON.parse(expected) as Record<string, unknown>;
  const key = Object.keys(actual).find((k) => JSON.stringify(actual[k]) !== JSON.stringify(replica[k]));
  throw new Error(`Journal missed a change of "${key ?? '?'}": a rule changed a record in place without markChanged`);
}
