/** What the explicit faults (fault-injector.ts) and the random faults (random-faults.ts) share. */

/** Names the offending field, so the control API can answer with attribute errors. */
export class InvalidFaultSpecError extends Error {
  override name = 'InvalidFaultSpecError';
  constructor(
    readonly field: string,
    readonly detail: string,
    kind = 'fault spec',
  ) {
    super(`Invalid ${kind}: ${field} ${detail}`);
  }
}

/** A checked path: a RegExp source when it starts with '^', else a pathname prefix. */
export function pathMatcher(path: string): (pathname: string) => boolean {
  if (path.startsWith('^')) {
    const pattern = new RegExp(path);
    return (pathname) => pattern.test(pathname);
  }
  return (pathname) => pathname.startsWith(path);
}
