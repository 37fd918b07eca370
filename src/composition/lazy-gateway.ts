/**
 * A gateway whose adapter (and its wire mappers) loads on first use, so the home route's bundle
 * carries only the gateways it calls. Every gateway method returns a promise, so a call can wait
 * for the adapter's chunk first. A chunk that fails to load fails that call like a failed request
 * (the screens show their "unavailable" state and retry); the next call tries the import again.
 */
export function lazyGateway<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | null = null;
  const loaded = () =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = null;
      throw error;
    }));
  return new Proxy({} as T, {
    // Not a thenable (inversify and `await` probe `then`), no symbol protocols: only methods.
    get: (_target, key) =>
      typeof key === 'symbol' || key === 'then'
        ? undefined
        : (...args: unknown[]) =>
            loaded().then((gateway) => (gateway as Record<string, (...a: unknown[]) => unknown>)[key]!(...args)),
  });
}
