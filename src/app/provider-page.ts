import { safeRedirectPath } from './safe-redirect';

/* Apart from safe-redirect.ts, which every page loads: only the pages that leave for a provider need this. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * A third party's page the backend sends the player to (the bank's 3-D Secure page, PayPal, the
 * ident provider): a same-origin path (safeRedirectPath), an https address, or plain http on this
 * machine only (the fake backend on a port of its own). Never `javascript:`, `data:` or `//host`.
 */
export function providerPageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (!/^https?:\/\//i.test(url)) return safeRedirectPath(url, '') || null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || LOOPBACK.test(parsed.hostname) ? parsed.href : null;
  } catch {
    return null;
  }
}
