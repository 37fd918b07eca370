/**
 * Only same-origin paths may be redirect targets: "/kundenkonto" yes; "//evil.example",
 * "https://…", "/\\evil", "javascript:" and encoded variants of them no.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  let decoded = target;
  try {
    for (let i = 0; i < 3 && decoded !== decodeURIComponent(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\u0000-\u001f]/.test(decoded)) return fallback;
  try {
    const url = new URL(decoded, 'https://tippwerk.invalid');
    if (url.origin !== 'https://tippwerk.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
