import { err, ok, type Result } from '../../core/shared/result';
import type { Order, OrderRejection } from '../../core/domain/order';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { HttpClient } from './client';
import { orderRejectionFrom } from './wire/order-rejection.mapper';

export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly http: HttpClient) {}

  validate(order: Order): Promise<Result<void, OrderRejection>> {
    return this.send('/my/orders/validate', order);
  }

  place(order: Order): Promise<Result<void, OrderRejection>> {
    return this.send('/my/orders', order);
  }

  private async send(path: string, order: Order): Promise<Result<void, OrderRejection>> {
    // Loads with the first check of a basket, not with every page.
    const { toOrderDto } = await import('./wire/order.mapper');
    try {
      await this.http.request<void>('wallet', 'POST', path, { body: toOrderDto(order) });
      return ok();
    } catch (error) {
      const rejection = orderRejectionFrom(error);
      if (rejection) return err(rejection);
      throw error;
    }
  }
}
