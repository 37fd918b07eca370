import { EmptyLayout } from './empty-layout.view';
import { RouteErrorView } from './error-page.view';
import { privatePageHeaders } from './page-headers';

/** Its pages carry a token in their address: never kept by a shared cache (each page says so too). */
export const headers = privatePageHeaders;

export default EmptyLayout;

export const ErrorBoundary = RouteErrorView;
