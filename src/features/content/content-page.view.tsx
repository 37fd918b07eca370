import { useEffect, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { isContentSlugPath } from '../../../core/domain/content-path';
import { useViewModel } from '../../app/container-context';
import { withFeature } from '../../app/feature-view';
import NotFoundView from '../../app/not-found.view';
import { t } from '../../i18n/i18n';
import { ContentArticle, ContentFailed, ContentLoading } from './content-article.view';
import type { ContentPageViewModel } from './content-page.view-model';
import { fatalRouteError } from './route-error';
import './content-strings';
import { CONTENT, contentFeature } from './content.module';

/** Internal redirects in a row before the page counts as missing (a redirect loop in the CMS). */
const MAX_REDIRECT_HOPS = 5;

const ContentBody = observer(function ContentBody({
  vm,
  retry,
  Extra,
}: {
  vm: ContentPageViewModel;
  retry: () => void;
  Extra?: ComponentType;
}) {
  if (vm.status === 'missing') throw fatalRouteError(404, 'Page Not Found');
  if (vm.status === 'error') return <ContentFailed onRetry={retry} />;
  if (vm.status === 'redirect')
    return (
      <p className="tw-container tw-content-page" role="status">
        {t('content.redirecting')}
      </p>
    );
  if (vm.status !== 'ready' || !vm.page) return <ContentLoading />;
  return <ContentArticle page={vm.page}>{Extra && <Extra />}</ContentArticle>;
});

/** A fixed content path (/agb, /datenschutz, /kundenservice): the page of that path, plus what the route adds. */
export function contentPageFor(path: string, Extra?: ComponentType): ComponentType {
  return withFeature(
    contentFeature,
    observer(function FixedContentPage() {
      const vm = useViewModel(CONTENT.contentPageViewModel, (v) => void v.loadFixed(path));
      return <ContentBody vm={vm} retry={() => void vm.loadFixed(path)} Extra={Extra} />;
    }),
  );
}

/** The catch-all (/{cmsSlug...}): redirect, page or fatal 404 for slug paths; anything else is an unmatched route. */
const CmsPage = observer(function CmsPage() {
  const vm = useViewModel(CONTENT.contentPageViewModel);
  const { pathname, state } = useLocation() as { pathname: string; state: { cmsRedirectHops?: unknown } | null };
  const navigate = useNavigate();
  const hops = typeof state?.cmsRedirectHops === 'number' ? state.cmsRedirectHops : 0;
  useEffect(() => void vm.resolve(pathname, window.location.origin), [vm, pathname]);
  const redirect = vm.status === 'redirect' ? vm.redirect : null;
  useEffect(() => {
    if (!redirect) return;
    // External targets leave the app with a full navigation; internal ones replace this entry.
    if (redirect.kind === 'external') window.location.assign(redirect.url);
    else if (hops < MAX_REDIRECT_HOPS)
      void navigate(redirect.path, { replace: true, state: { cmsRedirectHops: hops + 1 } });
  }, [redirect, hops, navigate]);
  if (redirect?.kind === 'internal' && hops >= MAX_REDIRECT_HOPS) throw fatalRouteError(404, 'Page Not Found');
  return <ContentBody vm={vm} retry={() => void vm.resolve(pathname, window.location.origin)} />;
});

export default withFeature(contentFeature, function CatchAllView() {
  const { pathname } = useLocation();
  return isContentSlugPath(pathname) ? <CmsPage /> : <NotFoundView />;
});
