import { resolve } from '../composition/feature';
import { LAYOUT } from '../features/layout/layout.module';
import type { LayoutData } from '../features/layout/layout.view-model';
import { routeContainer, type LoaderArgs } from './route-container';
import { sharedAnswer } from './shared-answer';
import { AppLayout } from './app-layout.view';
import { RouteErrorView } from './error-page.view';

const layoutContent = sharedAnswer<LayoutData>();

/**
 * The layout's content (navigation, top bar, sidebar, footer), on the server for a first visit, so
 * the page does not shift when it arrives. Loaded once: the layout is not revalidated. It is the
 * same for every visitor, so the server shares a complete one between its requests for as long as
 * it shares public answers (PUBLIC_CACHE_SECONDS): six content calls fewer per rendered page.
 */
export function loader({ context }: LoaderArgs): Promise<LayoutData> {
  return layoutContent(context.publicShareMs ?? 0, async () => {
    const layout = resolve(routeContainer(context), LAYOUT.layoutViewModel);
    await layout.load();
    return { value: layout.snapshot(), keep: layout.complete };
  });
}

export const shouldRevalidate = () => false;

export default AppLayout;

export const ErrorBoundary = RouteErrorView;
