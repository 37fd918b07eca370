import { data, useLoaderData, useRevalidator } from 'react-router';
import type { ContentPage } from '../../../core/domain/content';
import { routeContainer, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { ContactDetails } from './contact-details.view';
import { ContentArticle, ContentFailed } from './content-article.view';
import './content-strings';
import './content.module';

/** What a fixed content page shows: its page, or the retry when the content service failed. */
type FixedPage = { readonly kind: 'page'; readonly page: ContentPage } | { readonly kind: 'error' };

/** The fixed content paths of spec/1 §2 by route name (/faq has its own screen). */
const FIXED_PATHS: Readonly<Record<string, string>> = {
  agb: '/agb',
  datenschutz: '/datenschutz',
  kundenservice: '/kundenservice',
};

/**
 * A fixed content path's data (/agb, /datenschutz, /kundenservice): the content service is asked
 * directly. No page is the fatal 404 'Page Not Found' (spec/2 §8 "CMS page missing"); a failing
 * content service gives the retry page, status 503. Both are reported.
 */
export async function loader({ request, context }: LoaderArgs) {
  const path = FIXED_PATHS[context.routeOf(new URL(request.url).pathname).routeName ?? ''];
  if (!path) throw data(null, { status: 404 });
  const container = routeContainer(context);
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
}

/** The page; the customer service page adds the contact details. */
export default function FixedContentPage() {
  const shown = useLoaderData<FixedPage>();
  const revalidator = useRevalidator();
  const contact = useRouteName() === 'kundenservice';
  if (shown.kind === 'error') return <ContentFailed onRetry={() => void revalidator.revalidate()} />;
  return <ContentArticle page={shown.page}>{contact && <ContactDetails />}</ContentArticle>;
}
