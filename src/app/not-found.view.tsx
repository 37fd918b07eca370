import { ErrorPage } from './error-page';

/** Unmatched routes: a non-fatal 404 inside the normal layout. */
export default function NotFoundView() {
  return <ErrorPage status={404} />;
}
