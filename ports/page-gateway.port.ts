/**
 * Product-server calls around content pages (spec/2 §7.7). Both throw on transport faults and
 * non-2xx answers; `ResolveContentPageUseCase` reports a failed page check ('CMS page check
 * failed') and treats the page as missing.
 */
export interface PageGateway {
  /** GET /api/cms/page-exists?path=… → `exists`. */
  pageExists(path: string): Promise<boolean>;
  /** GET /api/cms/redirect?path=… → the redirect target (a same-origin path or an absolute URL), or null. */
  redirectFor(path: string): Promise<PageRedirect | null>;
}

export interface PageRedirect {
  readonly target: string;
}
