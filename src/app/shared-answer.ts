/**
 * One answer shared by every request of this server process for a short time, for what is the
 * same for every visitor (the layout's content): computed once, kept `ms` when `keep` says it may
 * be (a complete answer), and requests that come while it is computed wait for that computation.
 * With `ms` 0 every request computes its own.
 */
export function sharedAnswer<T>(): (ms: number, compute: () => Promise<{ value: T; keep: boolean }>) => Promise<T> {
  let kept: { readonly value: T; readonly until: number } | null = null;
  let pending: Promise<T> | null = null;
  return async (ms, compute) => {
    if (ms <= 0) return (await compute()).value;
    if (kept && kept.until > Date.now()) return kept.value;
    pending ??= compute()
      .then(({ value, keep }) => {
        kept = keep ? { value, until: Date.now() + ms } : null;
        return value;
      })
      .finally(() => (pending = null));
    return pending;
  };
}
