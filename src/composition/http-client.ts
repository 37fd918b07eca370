/** The HTTP client's token (not a service of the app: only gateway bindings resolve it). */
export const HTTP_CLIENT = Symbol.for('tippwerk.httpClient');
