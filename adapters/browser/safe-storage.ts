/** localStorage when usable; null in private modes or when blocked (then data stays in memory). */
export function safeLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    const probe = '__tippwerk_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
