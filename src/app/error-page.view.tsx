import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** Unhandled app errors end here instead of a blank screen. */
export function RouteErrorView() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Without the layout there is no <main> around it: the page brings its own landmark.
  return (
    <main id="main">
      <ErrorPage status={status} standalone />
    </main>
  );
}
