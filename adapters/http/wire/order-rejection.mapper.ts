import { FormValidationError, NotFoundError } from '../../../core/domain/errors';
import type { OrderRejection } from '../../../core/domain/order';

/** 400 and 404 on an order are answers (a rejection); anything else is a fault: null. */
export function orderRejectionFrom(error: unknown): OrderRejection | null {
  if (error instanceof FormValidationError) {
    return {
      kind: 'order_rejected',
      status: 400,
      globalErrors: error.globalErrors,
      attributeErrors: error.attributeErrors,
      coolingOff: error.coolingOff,
    };
  }
  if (error instanceof NotFoundError)
    return { kind: 'order_rejected', status: 404, globalErrors: [], attributeErrors: {} };
  return null;
}
