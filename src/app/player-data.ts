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
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'logged_out' }
  | { readonly kind: 'error' };

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
