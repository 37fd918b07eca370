import { RegistrationLayout } from './registration-layout.view';
import { RouteErrorView } from './error-page.view';
import { privatePageHeaders } from './page-headers';

export const headers = privatePageHeaders;

export default RegistrationLayout;

export const ErrorBoundary = RouteErrorView;
