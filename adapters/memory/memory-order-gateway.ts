import { err, ok, type Result } from '../../core/shared/result';
import type { Order, OrderRejection } from '../../core/domain/order';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { toOrderDto } from '../http/wire/order.mapper';
import { platformCall } from './platform-call';
import { orderRejectionFrom } from '../http/wire/order-rejection.mapper';

export class MemoryOrderGateway implements OrderGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  validate(order: Order): Promise<Result<void, OrderRejection>> {
    return this.send('/my/orders/validate', order, (token, dto) => this.platform.validateOrder(token, dto));
  }

  place(order: Order): Promise<Result<void, OrderRejection>> {
    return this.send('/my/orders', order, (token, dto) => this.platform.placeOrder(token, dto));
  }

  private async send(
    path: string,
    order: Order,
    call: (token: string | null, dto: ReturnType<typeof toOrderDto>) => void,
  ): Promise<Result<void, OrderRejection>> {
    // Round-trip through JSON like the wire does, so no object is shared with the platform.
    const dto = JSON.parse(JSON.stringify(toOrderDto(order))) as ReturnType<typeof toOrderDto>;
    try {
      await platformCall('POST', path, () => call(this.tokens.read()?.accessToken ?? null, dto));
      return ok();
    } catch (error) {
      const rejection = orderRejectionFrom(error);
      if (rejection) return err(rejection);
      throw error;
    }
  }
}
