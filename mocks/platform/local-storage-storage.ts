import { StateFormatError } from './state-migrations';
import type { PlatformStorage } from './platform-storage';

export const LOCAL_STORAGE_KEY = 'tippwerk.fake-platform';

/**
 * State in the browser's localStorage (npm run dev with the MSW worker), so a page reload
 * keeps the fake wallet. Storage failures (private mode, quota) degrade to an in-memory run;
 * an unreadable saved state throws StateFormatError (mocks/browser.ts then runs in memory).
 */
export function createLocalStorageStorage(
  storage: Storage = globalThis.localStorage,
  key = LOCAL_STORAGE_KEY,
): PlatformStorage {
  const save = (state: unknown) => {
    try {
      storage.setItem(key, JSON.stringify(state));
    } catch (error) {
      console.warn('Fake-Backend: Zustand konnte nicht gespeichert werden', error);
    }
  };
  return {
    load: () => {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch {
        return null;
      }
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // Never seeded over: the caller runs without saving and leaves the stored text alone.
        throw new StateFormatError({ kind: 'not_a_state', detail: 'kein gültiges JSON' });
      }
    },
    save,
    replace: save,
  };
}
