/**
 * A route error react-router's boundary recognises (isRouteErrorResponse): thrown while
 * rendering, it replaces the whole layout with the error page — the "fatal" 404 of spec/2 §8.
 */
export function fatalRouteError(status: number, statusText: string) {
  return { status, statusText, internal: false, data: statusText };
}
