import { resolve } from '../composition/feature';
import { LAYOUT } from '../features/layout/layout.module';
import type { LayoutData } from '../features/layout/layout.view-model';
import { routeContainer, type LoaderArgs } from './route-container';
import { AppLayout } from './app-layout.view';
import { RouteErrorView } from './error-page.view';

/**
 * The layout's content (navigation, top bar, sidebar, footer), on the server for a first visit, so
 * the page does not shift when it arrives. Loaded once: the layout is not revalidated.
 */
export async function loader({ context }: LoaderArgs): Promise<LayoutData> {
  const layout = resolve(routeContainer(context), LAYOUT.layoutViewModel);
  await layout.load();
  return layout.snapshot();
}

export const shouldRevalidate = () => false;

export default AppLayout;

export const ErrorBoundary = RouteErrorView;
