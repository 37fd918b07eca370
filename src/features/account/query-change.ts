import type { ShouldRevalidateFunction } from 'react-router';

/**
 * A player page's `shouldRevalidate`: a change of the query alone (a filter, a modal opening or
 * closing) is no new visit, so the clientLoader does not run again and the page keeps what it
 * shows (what changes then is the view model's to load). A visit, the same link again and the
 * revalidation after a login load the page's data as React Router would.
 */
export const keepOnQueryChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);
