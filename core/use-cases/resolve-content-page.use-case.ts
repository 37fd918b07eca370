import type { ContentPage } from '../domain/content';
import { classifyRedirect, normaliseContentPath, type RedirectTarget } from '../domain/content-path';
import type { ContentGateway } from '../../ports/content-gateway.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { PageGateway } from '../../ports/page-gateway.port';

export type ContentPageResolution =
  | { readonly kind: 'page'; readonly page: ContentPage }
  | { readonly kind: 'redirect'; readonly target: RedirectTarget }
  /** Fatal 404 'Page Not Found' (spec/2 §8 "CMS page missing"). */
  | { readonly kind: 'missing'; readonly path: string };

export const PAGE_CHECK_FAILED = 'CMS page check failed';

/**
 * The catch-all content route (spec/1 §2): normalise the path, look for a redirect first (a
 * redirected path usually has no page of its own), then the page-exists check, then the page.
 * A failed page check is reported and counts as missing; a failed redirect lookup is reported
 * and the page is tried anyway. Content errors (GraphQL `errors`) throw: the error page shows.
 */
export class ResolveContentPageUseCase {
  constructor(
    private readonly pages: PageGateway,
    private readonly content: ContentGateway,
    private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: { path: string; origin: string }): Promise<ContentPageResolution> {
    const path = normaliseContentPath(input.path);
    const redirect = await this.redirectOf(path, input.origin);
    if (redirect) return { kind: 'redirect', target: redirect };
    let exists: boolean;
    try {
      exists = await this.pages.pageExists(path);
    } catch (error) {
      this.reporter.report({ source: 'content', message: PAGE_CHECK_FAILED, context: { path, error: String(error) } });
      return { kind: 'missing', path };
    }
    if (!exists) return { kind: 'missing', path };
    const page = await this.content.contentPage(path);
    return page ? { kind: 'page', page } : { kind: 'missing', path };
  }

  private async redirectOf(path: string, origin: string): Promise<RedirectTarget | null> {
    let target: string | null;
    try {
      target = (await this.pages.redirectFor(path))?.target ?? null;
    } catch (error) {
      this.reporter.report({
        source: 'content',
        message: 'CMS redirect lookup failed',
        context: { path, error: String(error) },
      });
      return null;
    }
    if (target === null) return null;
    const classified = classifyRedirect(target, origin);
    if (!classified)
      this.reporter.report({ source: 'content', message: 'CMS redirect refused', context: { path, target } });
    // A redirect to the same page would loop.
    if (classified?.kind === 'internal' && normaliseContentPath(classified.path) === path) return null;
    return classified;
  }
}
