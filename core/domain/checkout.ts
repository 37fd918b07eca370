import { Temporal } from '../shared/temporal';
import type { PlayerLocks } from './player';

export type PurchaseBlocker =
  'not_logged_in' | 'empty_basket' | 'addiction_locked' | 'basket_invalid' | 'balances_loading';

export interface CheckoutState {
  readonly loggedIn: boolean;
  readonly itemCount: number;
  readonly basketValid: boolean;
  readonly balancesLoaded: boolean;
  readonly locks: PlayerLocks | null;
  readonly now: Temporal.Instant;
}

/** An addiction lock counts while its expiry lies in the future (or it has no expiry). */
export function isAddictionLockActive(locks: PlayerLocks, now: Temporal.Instant): boolean {
  if (locks.addictionLockExpiresAt) return Temporal.Instant.compare(locks.addictionLockExpiresAt, now) > 0;
  return locks.addictionLocked;
}

/**
 * Why the purchase button must stay disabled, or null (spec/1 §5 "Purchase is allowed only if").
 * The payment-method rule is checked by PurchaseBasket so the player is told what is missing.
 */
export function purchaseBlocker(state: CheckoutState): PurchaseBlocker | null {
  if (state.itemCount === 0) return 'empty_basket';
  if (!state.loggedIn) return 'not_logged_in';
  if (state.locks && isAddictionLockActive(state.locks, state.now)) return 'addiction_locked';
  if (!state.balancesLoaded) return 'balances_loading';
  if (!state.basketValid) return 'basket_invalid';
  return null;
}
