import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PlatformStorage } from './platform-storage';

/**
 * State in a JSON file (mocks/server.ts: `.data/platform.json`), so a restarted server keeps
 * wallets and receipts. Writes go to a temp file first and are renamed into place, so a crash
 * mid-write never leaves half a JSON document behind.
 */
export function createFileStorage(filePath: string): PlatformStorage {
  return {
    load: () => {
      let text: string;
      try {
        text = readFileSync(filePath, 'utf8');
      } catch {
        return null;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // A corrupt file is treated like no file: the platform reseeds and overwrites it.
        return null;
      }
    },
    save: (state) => {
      mkdirSync(dirname(filePath), { recursive: true });
      const temp = `${filePath}.tmp`;
      writeFileSync(temp, JSON.stringify(state, null, 2), 'utf8');
      renameSync(temp, filePath);
    },
  };
}
