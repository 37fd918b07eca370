import { data, replace, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { isContentSlugPath } from '../../../core/domain/content-path';
import type { ContentPage } from '../../../core/domain/content';
import NotFoundView from '../../app/not-found.view';
import { routeContainer, type LoaderArgs } from '../../app/route-container';
import { safeRedirectPath } from '../../app/safe-redirect';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { ContentArticle } from './content-article.view';
import './content-strings';
import { CONTENT } from './content.module';

/** Internal redirects in a row before the page counts as missing (a redirect loop in the CMS). */
const MAX_REDIRECT_HOPS = 5;

/** What the catch-all shows: a CMS page, or the non-fatal 404 of a path that is not a content slug. */
type CatchAll = { readonly kind: 'page'; readonly page: ContentPage } | { readonly kind: 'not_found' };

/**
 * The catch-all's data (/{cmsSlug...}, spec/1 §2): a slug path is a content page, a CMS redirect
 * (301) or a fatal 404 'Page Not Found' (spec/2 §8: the error page without the layout); any other
 * path is the non-fatal 404 inside the layout. These are the response's status. Each redirect is a
 * response of its own: a loop in the CMS ends at the browser's redirect limit for a document, and
 * at MAX_REDIRECT_HOPS for the app's own navigations (`clientLoader`).
 */
export async function loader({ request, context }: LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!isContentSlugPath(pathname)) return data<CatchAll>({ kind: 'not_found' }, { status: 404 });
  const container = routeContainer(context);
  const result = await resolve(container, CONTENT.resolveContentPageUseCase).execute({
    path: pathname,
    origin: context.publicOrigin,
  });
  if (result.kind === 'redirect') {
    // Internal targets by the one same-origin rule; `replace` so a client navigation replaces the redirected entry.
    const target = result.target.kind === 'internal' ? safeRedirectPath(result.target.path) : result.target.url;
    throw replace(target, 301);
  }
  if (result.kind === 'page') return { kind: 'page', page: result.page } satisfies CatchAll;
  resolve(container, SHARED.errorReporter).report({
    source: 'router',
    message: 'Page Not Found',
    context: { path: pathname },
  });
  throw data(null, { status: 404, statusText: 'Page Not Found' });
}

let redirectHops = 0;

/** In the browser the router follows the redirects itself: more than MAX_REDIRECT_HOPS in a row is the fatal 404. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    const found = await serverLoader<typeof loader>();
    redirectHops = 0;
    return found;
  } catch (error) {
    const redirecting = error instanceof Response && error.status >= 300 && error.status < 400;
    if (!redirecting || ++redirectHops <= MAX_REDIRECT_HOPS) {
      if (!redirecting) redirectHops = 0;
      throw error;
    }
    redirectHops = 0;
    throw data(null, { status: 404, statusText: 'Page Not Found' });
  }
}

export default function CatchAllView() {
  const shown = useLoaderData<CatchAll>();
  return shown.kind === 'page' ? <ContentArticle page={shown.page} /> : <NotFoundView />;
}
