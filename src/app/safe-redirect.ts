const BASE = 'https://tippwerk.invalid';

/** One layer of a target: a path of this origin, with nothing a browser could read as another host. */
function isSameOriginPath(candidate: string): boolean {
  if (!candidate.startsWith('/') || candidate.startsWith('//') || /[\p{Cc}\\]/u.test(candidate)) return false;
  try {
    return new URL(candidate, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * Only same-origin paths may be redirect targets: "/kundenkonto" yes; "//evil.example",
 * "https://…", "/\\evil", "javascript:" and encoded variants of them no. Every decoding layer
 * (up to three deep) must pass, so a target that a later decode turns into another host is
 * refused; a safe target is returned as given (normalised), never decoded, so an encoded
 * query inside it (a PSP page's way back) keeps its meaning.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  let layer = target;
  for (let depth = 0; ; depth++) {
    if (!isSameOriginPath(layer)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (next === layer) break;
    if (depth === 3) return fallback;
    layer = next;
  }
  const url = new URL(target, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}
