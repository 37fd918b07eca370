/**
 * Where the platform keeps its state between runs. The state is plain JSON, so the same
 * platform runs over a file (mocks/server.ts), localStorage (the MSW worker in the browser)
 * or memory (tests, memory adapters).
 */
export interface PlatformStorage {
  /** The last saved state, or null when nothing (readable) was saved. */
  load(): unknown;
  save(state: unknown): void;
}

/** Keeps a JSON copy, so callers can never mutate the "stored" state by reference. */
export function createMemoryStorage(initial: unknown = null): PlatformStorage {
  let json = initial === null ? null : JSON.stringify(initial);
  return {
    load: () => (json === null ? null : (JSON.parse(json) as unknown)),
    save: (state) => {
      json = JSON.stringify(state);
    },
  };
}
