import type { ShouldRevalidateFunction } from 'react-router';
import type { Container } from 'inversify';
import { resolve } from '../composition/feature';
import { SHARED } from '../composition/shared.tokens';
import { routeContainer } from './route-container';

/**
 * A player page's data, loaded by its route's clientLoader in the browser, where the player's
 * tokens live (spec/1 §4): nothing without a session (the layout then asks for the login and the
 * page loads again after it), or the failure that the page shows with a retry.
 */
export type PlayerData<T> =
  { readonly kind: 'ready'; readonly value: T } | { readonly kind: 'logged_out' } | { readonly kind: 'error' };

/** Runs `load` with the tab's container when the player has a session. */
export async function playerData<T>(load: (container: Container) => Promise<T>): Promise<PlayerData<T>> {
  const container = routeContainer(undefined);
  if (!resolve(container, SHARED.tokenStore).read()) return { kind: 'logged_out' };
  try {
    return { kind: 'ready', value: await load(container) };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * A player page's `shouldRevalidate`: a change of the query alone (a filter, a modal opening or
 * closing) is no new visit, so the clientLoader does not run again and the page keeps what it
 * shows (what changes then is the view model's to load). A visit, the same link again and the
 * revalidation after a login load the page's data as React Router would.
 */
export const keepOnQueryChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);
