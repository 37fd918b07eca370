/**
 * What changed in the platform state since the last commit, as a short list of operations, so a
 * storage can append them to a journal instead of rewriting the whole document (a 20 MB state
 * takes ~200 ms to serialise). The big collections only grow: their new elements are appended,
 * and the few rules that change an element in place say so with markChanged. Everything else is
 * small and compared as JSON. Every operation is absolute, so replaying one twice does no harm.
 */

/** Collections that only grow; an element changed in place must be reported with markChanged. */
export const APPEND_ONLY_KEYS = [
  'accounts',
  'vouchers',
  'receipts',
  'orders',
  'payment_transactions',
  'psp_attempts',
  'bank_transfers',
  'ident_cases',
] as const;

export type AppendOnlyKey = (typeof APPEND_ONLY_KEYS)[number];

export type JournalOp =
  | { op: 'set'; key: string; value: unknown }
  | { op: 'delete'; key: string }
  | { op: 'append'; key: string; at: number; items: unknown[] }
  | { op: 'put'; key: string; index: number; value: unknown };

type StateObject = Record<string, unknown>;

const MARKS = Symbol('records changed in place');
type Marked = { [MARKS]?: Map<string, Set<object>> };

/** A rule changed `record` of `state[key]` in place (a voucher reversed, a payment used, ...). */
export function markChanged(state: object, key: AppendOnlyKey, record: object): void {
  const marked = state as Marked;
  // Not enumerable: no copy, comparison or JSON of the state ever sees the marks.
  if (!marked[MARKS]) Object.defineProperty(marked, MARKS, { value: new Map(), enumerable: false });
  const map = marked[MARKS]!;
  const set = map.get(key) ?? new Set<object>();
  set.add(record);
  map.set(key, set);
}

const isAppendOnly = (key: string): key is AppendOnlyKey => (APPEND_ONLY_KEYS as readonly string[]).includes(key);

/** Remembers the last committed state and answers the operations that lead from it to the current one. */
export class ChangeTracker {
  private small = new Map<string, string>();
  private big = new Map<string, { array: unknown[]; length: number }>();

  constructor(private tracked: object) {
    this.rebase(tracked);
  }

  /** The state that is on disk now; a different object (a reset) needs a full snapshot instead. */
  tracks(state: object): boolean {
    return state === this.tracked;
  }

  rebase(state: object): void {
    this.tracked = state;
    this.small.clear();
    this.big.clear();
    (state as Marked)[MARKS]?.clear();
    for (const [key, value] of Object.entries(state as StateObject)) this.remember(key, value);
  }

  /** The operations since the last call (or rebase); afterwards the current state counts as committed. */
  diff(state: object): JournalOp[] {
    const current = state as StateObject;
    const ops: JournalOp[] = [];
    const marks = (state as Marked)[MARKS];
    for (const [key, value] of Object.entries(current)) {
      const known = this.big.get(key);
      if (known && value === known.array && known.array.length >= known.length) {
        for (const record of marks?.get(key) ?? []) {
          const index = known.array.lastIndexOf(record);
          if (index >= 0 && index < known.length) ops.push({ op: 'put', key, index, value: record });
        }
        if (known.array.length > known.length)
          ops.push({ op: 'append', key, at: known.length, items: known.array.slice(known.length) });
        known.length = known.array.length;
        continue;
      }
      const json = JSON.stringify(value);
      if (known || this.small.get(key) !== json) ops.push({ op: 'set', key, value });
      this.remember(key, value, json);
    }
    for (const key of [...this.small.keys(), ...this.big.keys()])
      if (!(key in current)) {
        ops.push({ op: 'delete', key });
        this.small.delete(key);
        this.big.delete(key);
      }
    marks?.clear();
    return ops;
  }

  /**
   * The same operations as one JSON array text, reusing the JSON just computed for compared keys,
   * so a changed `players` list is serialised once, not twice.
   */
  diffText(state: object): string {
    const parts = this.diff(state).map((op) => {
      const cached = op.op === 'set' ? this.small.get(op.key) : undefined;
      if (cached === undefined) return JSON.stringify(op);
      return `{"op":"set","key":${JSON.stringify(op.key)},"value":${cached}}`;
    });
    return `[${parts.join(',')}]`;
  }

  private remember(key: string, value: unknown, json?: string): void {
    if (isAppendOnly(key) && Array.isArray(value)) {
      this.small.delete(key);
      this.big.set(key, { array: value, length: value.length });
    } else {
      this.big.delete(key);
      this.small.set(key, json ?? JSON.stringify(value));
    }
  }
}

/** Replays operations (parsed from a journal) onto a state read from a snapshot. */
export function applyOps(state: StateObject, ops: readonly JournalOp[]): void {
  for (const op of ops) {
    switch (op.op) {
      case 'set':
        state[op.key] = op.value;
        break;
      case 'delete':
        delete state[op.key];
        break;
      case 'append': {
        const array = arrayAt(state, op.key);
        array.length = Math.min(array.length, op.at);
        if (array.length !== op.at)
          throw new Error(`journal: ${op.key} has ${array.length} elements, append expects ${op.at}`);
        array.push(...op.items);
        break;
      }
      case 'put': {
        const array = arrayAt(state, op.key);
        if (op.index >= array.length) throw new Error(`journal: ${op.key}[${op.index}] does not exist`);
        array[op.index] = op.value;
        break;
      }
    }
  }
}

function arrayAt(state: StateObject, key: string): unknown[] {
  const value = state[key];
  if (!Array.isArray(value)) throw new Error(`journal: ${key} is not a list`);
  return value;
}

/** Ops are checked loosely on the way in: a journal line that is not a list of these is corrupt. */
export function isJournalOps(value: unknown): value is JournalOp[] {
  return (
    Array.isArray(value) &&
    value.every((op) => {
      if (typeof op !== 'object' || op === null) return false;
      const o = op as Record<string, unknown>;
      if (typeof o['key'] !== 'string') return false;
      if (o['op'] === 'set') return 'value' in o;
      if (o['op'] === 'delete') return true;
      if (o['op'] === 'append') return Number.isSafeInteger(o['at']) && Array.isArray(o['items']);
      if (o['op'] === 'put') return Number.isSafeInteger(o['index']) && 'value' in o;
      return false;
    })
  );
}
