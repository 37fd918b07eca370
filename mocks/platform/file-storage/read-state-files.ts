import { SCHEMA_VERSION } from '../state';
import { applyOps } from '../state-journal';
import { listSegments, readSegment, segmentPath } from './journal-segments';
import { readSnapshot } from './snapshot-file';
import { StateFileError } from './state-file-error';

export interface StateFiles {
  raw: Record<string, unknown>;
  /** The snapshot covers the journal before this segment. */
  base: number;
  /** The newest segment that was replayed (new entries go there). */
  newest: number;
  /** A line a crash cut off, to be cut away before anything is appended. */
  tornTail: { path: string; validBytes: number } | null;
  journalBytes: number;
}

/**
 * The snapshot with its journal replayed, or null when there is no state at all. Reads only:
 * whatever is wrong throws StateFileError, and nothing on disk changes.
 */
export function readStateFiles(file: string): StateFiles | null {
  const snapshot = readSnapshot(file);
  const segments = listSegments(file);
  if (!snapshot) {
    if (segments.length > 0)
      throw new StateFileError(file, `fehlt, aber ihr Journal (${segmentPath(file, segments[0]!)}) ist da`);
    return null;
  }
  const { raw, segment: base } = snapshot;
  const version = raw['schema_version'];
  // Another schema: the migration code decides (a newer one stops the start there); only ours has a journal.
  const replay = version === SCHEMA_VERSION ? segments.filter((n) => n >= base) : [];
  if (typeof version === 'number' && version < SCHEMA_VERSION && segments.some((n) => n >= base))
    throw new StateFileError(
      file,
      `hat Schema ${version}, das Journal daneben stammt aber von Schema ${SCHEMA_VERSION}`,
    );
  let tornTail: StateFiles['tornTail'] = null;
  let journalBytes = 0;
  for (const n of replay) {
    const path = segmentPath(file, n);
    const contents = readSegment(path, n === replay.at(-1));
    try {
      for (const ops of contents.entries) applyOps(raw, ops);
    } catch (error) {
      throw new StateFileError(path, `passt nicht zur Zustandsdatei (${(error as Error).message})`);
    }
    if (contents.tornTail) tornTail = { path, validBytes: contents.validBytes };
    journalBytes += contents.validBytes;
  }
  return { raw, base, newest: Math.max(base, ...replay), tornTail, journalBytes };
}
