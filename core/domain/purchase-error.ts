import type { BasketValidationErrors } from './basket';
import type { CoolingOff } from './oasis';
import type { OrderRejection } from './order';

type ReloadTarget = 'player' | 'accounts' | 'paymentMethods';

/**
 * What the shop does after a failed purchase (spec/2 §8 "Purchase errors"):
 * which basket_error modal code to show, what to reload, and which validation errors to mark.
 */
export interface PurchaseFailure {
  readonly kind: 'purchase_failed';
  /** undefined: no modal; null: the basket_error modal without a code. */
  readonly modalCode: string | null | undefined;
  readonly reload: readonly ReloadTarget[];
  readonly validationErrors: BasketValidationErrors | null;
  /** `cooling_off_*` modal codes: when KENO may be bought (the modal names the time). */
  readonly coolingOff?: CoolingOff;
}

const USER_DATA: ReloadTarget[] = ['player', 'accounts', 'paymentMethods'];

export function purchaseFailureFrom(rejection: OrderRejection | null): PurchaseFailure {
  const failure = (
    modalCode: string | null | undefined,
    reload: ReloadTarget[] = [],
    validationErrors: BasketValidationErrors | null = null,
  ): PurchaseFailure => ({
    kind: 'purchase_failed',
    modalCode,
    reload,
    validationErrors,
  });
  if (!rejection) return failure(null);
  if (rejection.status === 404) return failure(null);
  if (rejection.status !== 400) return failure(null);

  const code = rejection.globalErrors[0];
  const hasAttributeErrors = Object.keys(rejection.attributeErrors).length > 0;
  if (hasAttributeErrors || code === 'player_negative_balance') {
    return failure(undefined, USER_DATA, {
      globalErrors: rejection.globalErrors,
      attributeErrors: rejection.attributeErrors,
    });
  }
  switch (code) {
    case '57':
    case 'player_fraud_locked':
      return failure('57', ['player']);
    case '54':
    case 'player_addiction_locked':
    case 'addiction_locked':
      return failure('54', ['player']);
    case 'insufficient_funds':
      return failure('insufficient_funds', ['accounts', 'paymentMethods']);
    // The 5-minute wait for KENO (GlüStV): the modal names the time and the reason.
    case 'cooling_off': {
      const wait = rejection.coolingOff;
      if (!wait) return failure('cooling_off');
      return { ...failure(`cooling_off_${wait.reason}`), coolingOff: wait };
    }
    case undefined:
      return failure(null);
    default:
      return failure(code);
  }
}
