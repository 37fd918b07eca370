import { toReceipt, toReceiptQueryDto } from '../http/wire/receipt.mapper';
import { NotFoundError } from '../../core/domain/errors';
import { requireParam } from '../http/client';
import type { CurrentDraw, ProductDefinition, ProductIdentifier } from '../../core/domain/lottery';
import type { Price, PriceRequest } from '../../core/domain/price';
import type { Page, Receipt, ReceiptQuery } from '../../core/domain/receipt';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { toCurrentDraw, toPrice, toPriceRequestDto, toProductDefinition } from '../http/wire/lottery-store.mapper';
import { platformCall } from './platform-call';

export class MemoryLotteryStoreGateway implements LotteryStoreGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async productDefinition(product: ProductIdentifier): Promise<ProductDefinition> {
    requireParam('product identifier', product);
    return toProductDefinition(
      await platformCall('GET', '/product_definitions', () => this.platform.productDefinition(product)),
    );
  }

  async currentDraws(product: ProductIdentifier): Promise<CurrentDraw[]> {
    requireParam('product identifier', product);
    try {
      const list = await platformCall('GET', '/current_draws', () => this.platform.currentDraws(product));
      return list.map(toCurrentDraw);
    } catch (error) {
      if (error instanceof NotFoundError) return [];
      throw error;
    }
  }

  async price(request: PriceRequest): Promise<Price> {
    return toPrice(await platformCall('POST', '/price', () => this.platform.price(toPriceRequestDto(request))));
  }

  async receipts(query: ReceiptQuery): Promise<Page<Receipt>> {
    const list = await platformCall('GET', '/my/lottery_receipts', () =>
      this.platform.receipts(this.tokens.read()?.accessToken ?? null, toReceiptQueryDto(query)),
    );
    return { items: list.lottery_receipts.map(toReceipt), totalCount: list.page_info.total_count };
  }

  async stopSubscription(lotteryProductSelectionId: string): Promise<void> {
    const id = requireParam('subscription selection id', lotteryProductSelectionId);
    await platformCall('PATCH', '/my/subscriptions/stop', () =>
      this.platform.stopSubscription(this.tokens.read()?.accessToken ?? null, id),
    );
  }
}
