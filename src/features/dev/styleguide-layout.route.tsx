import type { HeadersFunction, MetaFunction } from 'react-router';
import { RouteErrorView } from '../../app/error-page.view';
import { t } from '../../i18n/i18n';
import { StyleguideLayout } from './styleguide-layout.view';

/** A developer page (fake builds only): never indexed, never kept by a shared cache. */
export const headers: HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });

/** The root's head without its robots line, with the frame's title and noindex. */
export const meta: MetaFunction = ({ matches }) => [
  ...(matches.find((match) => match.id === 'root')?.meta ?? []).filter(
    (tag) => !('title' in tag) && !('name' in tag && tag.name === 'robots'),
  ),
  { title: t('dev.styleguide.title') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default StyleguideLayout;

export const ErrorBoundary = RouteErrorView;
