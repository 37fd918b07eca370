import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isJournalOps, type JournalOp } from '../state-journal';
import { StateFileError } from './state-file-error';

/**
 * The journal: what changed since the snapshot, one JSON line per group of changes, in numbered
 * segments (`platform.journal.<n>`). A background snapshot starts a new segment, so older
 * segments can be deleted once the snapshot is on disk.
 */

export const segmentPath = (file: string, n: number): string =>
  join(dirname(file), `${basename(file).replace(/\.json$/, '')}.journal.${n}`);

/** The segment numbers next to `file`, ascending. */
export function listSegments(file: string): number[] {
  const prefix = `${basename(file).replace(/\.json$/, '')}.journal.`;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

export interface SegmentContents {
  entries: JournalOp[][];
  /** Bytes up to the end of the last complete line. */
  validBytes: number;
  /** The last line was cut off (a crash while it was written): it was never confirmed to anyone. */
  tornTail: boolean;
  totalBytes: number;
}

/**
 * Reads one segment. Only the very end of the newest segment may be cut off (the process died
 * while appending); anything unreadable before that is damage and stops the start.
 */
export function readSegment(path: string, isNewest: boolean): SegmentContents {
  const bytes = readFileSync(path);
  const entries: JournalOp[][] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    const complete = end >= 0;
    const line = bytes.subarray(start, complete ? end : bytes.length).toString('utf8');
    const ops = parseLine(line);
    if (ops === null || !complete) {
      const rest = complete ? bytes.length - end - 1 : 0;
      if (isNewest && (!complete || rest === 0))
        return { entries, validBytes: start, tornTail: true, totalBytes: bytes.length };
      throw new StateFileError(path, `ist beschädigt: Journalzeile ab Byte ${start} ist kein vollständiger Eintrag`);
    }
    entries.push(ops);
    start = end + 1;
  }
  return { entries, validBytes: bytes.length, tornTail: false, totalBytes: bytes.length };
}

function parseLine(line: string): JournalOp[] | null {
  try {
    const entry = JSON.parse(line) as { ops?: unknown };
    return isJournalOps(entry?.ops) ? entry.ops : null;
  } catch {
    return null;
  }
}
