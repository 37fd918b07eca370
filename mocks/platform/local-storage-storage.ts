import type { PlatformStorage } from './platform-storage';

export const LOCAL_STORAGE_KEY = 'tippwerk.fake-platform';

/**
 * State in the browser's localStorage (npm run dev with the MSW worker), so a page reload
 * keeps the fake wallet. Storage failures (private mode, quota) degrade to an in-memory run.
 */
export function createLocalStorageStorage(
  storage: Storage = globalThis.localStorage,
  key = LOCAL_STORAGE_KEY,
): PlatformStorage {
  return {
    load: () => {
      try {
        const text = storage.getItem(key);
        return text === null ? null : (JSON.parse(text) as unknown);
      } catch {
        return null;
      }
    },
    save: (state) => {
      try {
        storage.setItem(key, JSON.stringify(state));
      } catch (error) {
        console.warn('Fake-Backend: Zustand konnte nicht gespeichert werden', error);
      }
    },
  };
}
