import type { Result } from '../core/shared/result';
import type { Order, OrderRejection } from '../core/domain/order';

/** Wallet API orders. A 400/404 answer is a rejection value; other faults throw. */
export interface OrderGateway {
  validate(order: Order): Promise<Result<void, OrderRejection>>;
  place(order: Order): Promise<Result<void, OrderRejection>>;
}
