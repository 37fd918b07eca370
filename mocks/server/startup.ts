import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createFileStorage, type FileStorage } from '../platform/file-storage/file-storage';
import { listSegments, segmentPath } from '../platform/file-storage/journal-segments';
import { removeTempFiles } from '../platform/file-storage/snapshot-file';
import { describeStateProblem, StateFileError } from '../platform/file-storage/state-file-error';
import { acquireStateLock, StateLockedError } from '../platform/file-storage/state-lock';
import { createPlatform } from '../platform/platform';
import type { FakePlatformApi } from '../platform/platform-api';
import type { PlatformClock } from '../platform/platform-clock';
import { StateFormatError } from '../platform/state-migrations';

const RESET_HINT =
  'Die Datei bleibt unverändert. Wer sie wirklich verwerfen will: "npm run fake:reset" (oder den Server mit --reset starten).';

/** The data folder's lock, or exit 1 with the reason when another live process holds it. */
export function lockOrExit(stateFile: string): () => void {
  try {
    const release = acquireStateLock(join(dirname(stateFile), 'platform.lock'));
    process.once('exit', release);
    return release;
  } catch (error) {
    if (!(error instanceof StateLockedError)) throw error;
    console.error(`Fake-Backend startet nicht: ${error.message}`);
    process.exit(1);
  }
}

/** `--reset`: the state file, its journal and unfinished snapshots go. */
export function removeState(stateFile: string): void {
  rmSync(stateFile, { force: true });
  for (const n of listSegments(stateFile)) rmSync(segmentPath(stateFile, n), { force: true });
  try {
    removeTempFiles(stateFile);
  } catch {
    // No data folder yet: nothing to remove.
  }
}

/**
 * The platform over the state file, or exit 1 with a German message that names the file and its
 * problem (corrupt, cut off, from a newer version, not a state at all). The file is not touched.
 */
export function platformOrExit(
  stateFile: string,
  journalLimitBytes?: number,
  clock?: PlatformClock,
): { platform: FakePlatformApi; storage: FileStorage } {
  const storage = createFileStorage(stateFile, { compactAfterBytes: journalLimitBytes });
  try {
    const platform = createPlatform({ storage, clock });
    storage.prepareForWrites();
    return { platform, storage };
  } catch (error) {
    if (error instanceof StateFileError) console.error(`Fake-Backend startet nicht. ${error.message}.\n${RESET_HINT}`);
    else if (error instanceof StateFormatError)
      console.error(
        `Fake-Backend startet nicht. Zustandsdatei ${stateFile} ${describeStateProblem(error.problem)}.\n${RESET_HINT}`,
      );
    else throw error;
    process.exit(1);
  }
}
