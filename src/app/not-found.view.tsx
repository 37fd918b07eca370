import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useService } from './container-context';
import { ErrorPage } from './error-page';
import { SHARED } from '../composition/shared.tokens';

/** Unmatched routes: a non-fatal 404 inside the normal layout, reported as 'Page not found: {path}'. */
export default function NotFoundView() {
  const reporter = useService(SHARED.errorReporter);
  const { pathname } = useLocation();
  useEffect(() => reporter.report({ source: 'router', message: `Page not found: ${pathname}` }), [reporter, pathname]);
  return <ErrorPage status={404} />;
}
