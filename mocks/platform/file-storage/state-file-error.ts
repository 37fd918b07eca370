import { OLDEST_MIGRATABLE_SCHEMA, type StateProblem } from '../state-migrations';
import { SCHEMA_VERSION } from '../state';

/**
 * A state file (or its journal) this server must not run on. The message is German and names the
 * file and its problem; the file itself stays untouched (`--reset` is the explicit way out).
 */
export class StateFileError extends Error {
  override name = 'StateFileError';
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`Zustandsdatei ${file}: ${problem}`);
  }
}

/** German words for a problem the migration code found. */
export function describeStateProblem(problem: StateProblem): string {
  switch (problem.kind) {
    case 'newer':
      return `stammt von einer neueren Version des Fake-Backends (Schema ${problem.version}; diese Version kennt höchstens Schema ${SCHEMA_VERSION})`;
    case 'too_old':
      return `hat Schema ${problem.version}; übernehmen lassen sich Zustände ab Schema ${OLDEST_MIGRATABLE_SCHEMA}`;
    case 'not_a_state':
      return `ist kein Zustand des Fake-Backends (${problem.detail})`;
  }
}

/** JSON.parse's complaint in German: an early end means the file was cut off. */
export function describeJsonProblem(text: string, error: unknown): string {
  if (text.trim() === '') return 'ist leer (abgeschnitten oder nie fertig geschrieben)';
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  const endsEarly =
    /end of (JSON )?input|Unterminated string/i.test(message) ||
    (position !== undefined && Number(position) >= text.trimEnd().length);
  if (endsEarly) return `ist abgeschnitten: das JSON endet nach ${text.length} Zeichen mitten im Dokument`;
  return `ist beschädigt: kein gültiges JSON (${message})`;
}
