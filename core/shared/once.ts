/**
 * A value made on first use and kept. For Intl formatters: the first one a page creates loads
 * locale and time-zone data, which must not happen while modules load (it would lengthen the
 * one long task in which the browser evaluates them).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
