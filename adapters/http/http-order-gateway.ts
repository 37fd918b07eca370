import { err, ok, type Result } from '../../core/shared/result';
import { NotFoundError } from '../../core/domain/errors';
import type { Order, OrderRejection } from '../../core/domain/order';
import type { OrderGateway } from '../../ports/order-gateway.port';
import { badRequestBody, type HttpClient } from './client';
import { toOrderRejection } from './wire/common.mapper';
import { toOrderDto } from './wire/wallet.mapper';

export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly http: HttpClient) {}

  validate(order: Order): Promise<Result<void, OrderRejection>> {
    return this.send('/my/orders/validate', order);
  }

  place(order: Order): Promise<Result<void, OrderRejection>> {
    return this.send('/my/orders', order);
  }

  private async send(path: string, order: Order): Promise<Result<void, OrderRejection>> {
    try {
      await this.http.request<void>('wallet', 'POST', path, { body: toOrderDto(order) });
      return ok();
    } catch (error) {
      const body = badRequestBody(error);
      if (body) return err(toOrderRejection(400, body));
      if (error instanceof NotFoundError) return err(toOrderRejection(404, {}));
      throw error;
    }
  }
}
