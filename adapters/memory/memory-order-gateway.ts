import { err, ok, type Result } from '../../core/shared/result';
import type { Order, OrderRejection } from '../../core/domain/order';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { NotFoundError } from '../../core/domain/errors';
import { badRequestBody } from '../http/client';
import { toOrderRejection } from '../http/wire/common.mapper';
import { toOrderDto } from '../http/wire/wallet.mapper';
import { platformCall } from './platform-call';

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
      const body = badRequestBody(error);
      if (body) return err(toOrderRejection(400, body));
      if (error instanceof NotFoundError) return err(toOrderRejection(404, {}));
      throw error;
    }
  }
}
