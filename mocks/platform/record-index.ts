/**
 * Lookups over the lists that only grow (state-journal.ts APPEND_ONLY_KEYS), kept in memory beside
 * the state and never saved: a player's bookings without scanning everyone's. Each index
 * remembers how far it has read its list and takes in what was appended since; a list that got
 * shorter or was replaced (a reset) is indexed afresh.
 */
type Field = string;
interface Index {
  read: number;
  groups: Map<unknown, object[]>;
}

const indexes = new WeakMap<readonly object[], Map<Field, Index>>();
const NONE: readonly never[] = [];

/** The records of `list` whose `field` equals `value`, in list order. */
export function recordsWhere<T extends object, K extends keyof T & string>(
  list: readonly T[],
  field: K,
  value: T[K],
): readonly T[] {
  let byField = indexes.get(list);
  if (!byField) indexes.set(list, (byField = new Map<Field, Index>()));
  let index = byField.get(field);
  if (!index || index.read > list.length) byField.set(field, (index = { read: 0, groups: new Map() }));
  for (; index.read < list.length; index.read += 1) {
    const record = list[index.read]!;
    const key = record[field];
    const group = index.groups.get(key);
    if (group) group.push(record);
    else index.groups.set(key, [record]);
  }
  return (index.groups.get(value) as T[] | undefined) ?? NONE;
}
