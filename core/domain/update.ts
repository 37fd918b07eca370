/** Client updates (spec/1 §2 "On navigation, if a newer client version exists…", spec/2 §7.7). */

/** Marks a reload that was made to pick up a new build; its presence stops further reload attempts. */
const CLIENT_UPDATE_PARAM = 'client_update';

/** spec/2 §9: the version file is polled every 30 000 ms. */
export const VERSION_POLL_MS = 30_000;

export interface UpdateReloadInput {
  readonly pathname: string;
  /** The query as the browser has it, with or without the leading '?'. */
  readonly search: string;
  readonly hash?: string;
  /** True when any matched route has path parameters (their pages may not exist in the new build). */
  readonly routeHasParams: boolean;
  readonly updateAvailable: boolean;
  /** Epoch milliseconds, the value of the client_update parameter (keeps each reload URL unique). */
  readonly now: number;
}

// URLSearchParams is a DOM/Node API and not available to core, so the query is handled as text.
const pairsOf = (search: string): string[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '');

function nameOf(pair: string): string {
  const raw = (pair.split('=', 1)[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const hasClientUpdate = (search: string): boolean =>
  pairsOf(search).some((pair) => nameOf(pair) === CLIENT_UPDATE_PARAM);

/** The query with client_update=<now> (replacing an old one), other parameters kept as they were. */
export function withClientUpdate(search: string, now: number): string {
  const kept = pairsOf(search).filter((pair) => nameOf(pair) !== CLIENT_UPDATE_PARAM);
  return `?${[...kept, `${CLIENT_UPDATE_PARAM}=${Math.trunc(now)}`].join('&')}`;
}

/**
 * Where to reload for a pending update, or null when this navigation must not reload: no update,
 * a route with parameters, or a page that is already the result of an update reload (no loops).
 */
export function reloadUrlForUpdate(input: UpdateReloadInput): string | null {
  if (!input.updateAvailable || input.routeHasParams || hasClientUpdate(input.search)) return null;
  return `${input.pathname}${withClientUpdate(input.search, input.now)}${input.hash ?? ''}`;
}
