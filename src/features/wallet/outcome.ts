/** The answer of a wallet action, or null when it failed without one (the view shows "try again"). */
export async function outcomeOf<T>(action: () => Promise<T>): Promise<T | null> {
  try {
    return await action();
  } catch {
    return null;
  }
}
