/**
 * A route error react-router's boundary recognises (isRouteErrorResponse): thrown while
 * rendering, it replaces the whole layout with the error page — the "fatal" 404 of spec/2 §8.
 * An Error, so it carries a stack and is what `throw` is for.
 */
class FatalRouteError extends Error {
  override readonly name = 'FatalRouteError';
  readonly internal = false;
  readonly data: string;

  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`);
    this.data = statusText;
  }
}

export function fatalRouteError(status: number, statusText: string): Error {
  return new FatalRouteError(status, statusText);
}
