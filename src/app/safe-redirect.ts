const BASE = 'https://tippwerk.invalid';

/** Exactly one leading slash: `//host` and `/\host` are another host to a browser. */
const ONE_LEADING_SLASH = /^\/(?![/\\])/;
/** Control characters (URL parsers silently drop tab and newlines) and backslashes (read as `/`). */
const FORBIDDEN = /[\p{Cc}\\]/u;

function looksLikePath(candidate: string): boolean {
  return ONE_LEADING_SLASH.test(candidate) && !FORBIDDEN.test(candidate);
}

/** What the browser would load: dot segments resolved, unsafe characters percent-encoded, nothing decoded. */
function normalise(path: string): string | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** One layer: a path of this origin as written AND once its dot segments are resolved (`/.//x` → `//x`). */
function isSafeLayer(layer: string): boolean {
  if (!looksLikePath(layer)) return false;
  const normalised = normalise(layer);
  return normalised !== null && looksLikePath(normalised);
}

/** Every decoding layer (up to three deep) must be safe, so no later decode can reveal another host. */
function isSafeEveryLayer(target: string): boolean {
  let layer = target;
  for (let depth = 0; ; depth++) {
    if (!isSafeLayer(layer)) return false;
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return false; // malformed percent-encoding
    }
    if (next === layer) return true;
    if (depth === 3) return false;
    layer = next;
  }
}

/**
 * Only same-origin paths may be redirect targets: "/kundenkonto" yes; "//evil.example",
 * "https://…", "/\\evil", "/.//evil", "javascript:" and encoded variants of them no. The target
 * and every decoding layer of it (up to three deep) must be a single-slash path without control
 * characters or backslashes, before and after dot-segment resolution; the same must hold for the
 * normalised result, since that is what is handed out. A safe target is returned normalised,
 * never decoded, so an encoded query inside it (a PSP page's way back) keeps its meaning.
 * The fallback is returned as given (callers pass '/' or '' as "none").
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target || !isSafeEveryLayer(target)) return fallback;
  // Resolving dot segments can expose a new first segment (`/x%2f/../%2f%2fevil` → `/%2f%2fevil`).
  const result = normalise(target);
  return result !== null && isSafeEveryLayer(result) ? result : fallback;
}
