import type { ComponentType } from 'react';
import { data, replace, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { isContentSlugPath } from '../../../core/domain/content-path';
import { withFeature } from '../../app/feature-view';
import NotFoundView from '../../app/not-found.view';
import { ContentArticle, ContentFailed } from './content-article.view';
import './content-strings';
import { CONTENT, contentFeature } from './content.module';
import type { ContentPage } from '../../../core/domain/content';
import { routeContainer, type RequestContext } from '../../app/route-container';
import { ensureFeature, resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';

/** Internal redirects in a row before the page counts as missing (a redirect loop in the CMS). */
const MAX_REDIRECT_HOPS = 5;

/** What a fixed content page shows: its page, or the retry when the content service failed. */
type FixedPage = { readonly kind: 'page'; readonly page: ContentPage } | { readonly kind: 'error' };

/**
 * A fixed content path's data (/agb, /datenschutz, /kundenservice): the content service is asked
 * directly. No page is the fatal 404 'Page Not Found' (spec/2 §8 "CMS page missing"); a failing
 * content service gives the retry page, status 503. Both are reported.
 */
export function fixedContentLoader(path: string) {
  return async ({ context }: LoaderFunctionArgs) => {
    const container = routeContainer(context);
    ensureFeature(container, contentFeature);
    const reporter = resolve(container, SHARED.errorReporter);
    let page: ContentPage | null;
    try {
      page = await resolve(container, SHARED.contentGateway).contentPage(path);
    } catch (error) {
      reporter.report({ source: 'content', message: error instanceof Error ? error.message : String(error) });
      return data<FixedPage>({ kind: 'error' }, { status: 503 });
    }
    if (page) return { kind: 'page', page } satisfies FixedPage;
    reporter.report({ source: 'router', message: 'Page Not Found', context: { path } });
    throw data(null, { status: 404, statusText: 'Page Not Found' });
  };
}

/** A fixed content path's page, plus what the route adds. */
export function contentPageFor(Extra?: ComponentType): ComponentType {
  return withFeature(contentFeature, function FixedContentPage() {
    const shown = useLoaderData<FixedPage>();
    const revalidator = useRevalidator();
    if (shown.kind === 'error') return <ContentFailed onRetry={() => void revalidator.revalidate()} />;
    return <ContentArticle page={shown.page}>{Extra && <Extra />}</ContentArticle>;
  });
}

/** What the catch-all shows: a CMS page, or the non-fatal 404 of a path that is not a content slug. */
type CatchAll = { readonly kind: 'page'; readonly page: ContentPage } | { readonly kind: 'not_found' };

/**
 * Internal redirects in a row before the page counts as missing (a loop in the CMS). Counted in
 * the browser only, where navigations follow each other; on the server each redirect is its own
 * response and the browser's redirect limit applies.
 */
let redirectHops = 0;

/**
 * The catch-all's data (/{cmsSlug...}, spec/1 §2): a slug path is a content page, a CMS redirect
 * (301) or a fatal 404 'Page Not Found' (spec/2 §8: the error page without the layout); any other
 * path is the non-fatal 404 inside the layout. On the server these are the response's status.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!isContentSlugPath(url.pathname)) return data<CatchAll>({ kind: 'not_found' }, { status: 404 });
  const inBrowser = (context as Partial<RequestContext> | undefined)?.container === undefined;
  const container = routeContainer(context);
  ensureFeature(container, contentFeature);
  const result = await resolve(container, CONTENT.resolveContentPageUseCase).execute({
    path: url.pathname,
    origin: url.origin,
  });
  const loops =
    inBrowser && result.kind === 'redirect' && result.target.kind === 'internal' && ++redirectHops > MAX_REDIRECT_HOPS;
  if (result.kind === 'redirect' && !loops)
    // A 301 for the server; `replace` so a client navigation replaces the redirected entry, as a browser following the 301 does.
    throw replace(result.target.kind === 'internal' ? result.target.path : result.target.url, 301);
  if (inBrowser) redirectHops = 0;
  if (result.kind === 'page') return { kind: 'page', page: result.page } satisfies CatchAll;
  resolve(container, SHARED.errorReporter).report({
    source: 'router',
    message: 'Page Not Found',
    context: { path: url.pathname },
  });
  throw data(null, { status: 404, statusText: 'Page Not Found' });
}

export default withFeature(contentFeature, function CatchAllView() {
  const shown = useLoaderData<CatchAll>();
  return shown.kind === 'page' ? <ContentArticle page={shown.page} /> : <NotFoundView />;
});
