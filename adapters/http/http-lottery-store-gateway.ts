import type { CurrentDraw, ProductDefinition, ProductIdentifier } from '../../core/domain/lottery';
import type { Price, PriceRequest } from '../../core/domain/price';
import type { Page, Receipt, ReceiptQuery } from '../../core/domain/receipt';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { CurrentDrawDto, PriceResponseDto, ProductDefinitionDto, ReceiptListDto } from './wire/lottery-store.dto';
import { toCurrentDraw, toPrice, toPriceRequestDto, toProductDefinition } from './wire/lottery-store.mapper';

export class HttpLotteryStoreGateway implements LotteryStoreGateway {
  constructor(private readonly http: HttpClient) {}

  async productDefinition(product: ProductIdentifier): Promise<ProductDefinition> {
    const id = encodeURIComponent(requireParam('product identifier', product));
    const dto = await this.http.request<ProductDefinitionDto>('lotteryStore', 'GET', `/product_definitions/${id}`);
    return toProductDefinition(dto);
  }

  async currentDraws(product: ProductIdentifier): Promise<CurrentDraw[]> {
    const id = encodeURIComponent(requireParam('product identifier', product));
    // 404 on current draws means "none on sale" (spec/2 §8).
    const list = await this.http.request<CurrentDrawDto[]>(
      'lotteryStore',
      'GET',
      `/product_definitions/${id}/current_draws`,
      { notFound: 'empty' },
    );
    return list.map(toCurrentDraw);
  }

  async price(request: PriceRequest): Promise<Price> {
    return toPrice(
      await this.http.request<PriceResponseDto>('lotteryStore', 'POST', '/price', { body: toPriceRequestDto(request) }),
    );
  }

  async receipts(query: ReceiptQuery): Promise<Page<Receipt>> {
    // Only account pages read receipts: their mapping loads with the first call, not with every page.
    const { toReceipt, toReceiptQueryDto } = await import('./wire/receipt.mapper');
    const dto = toReceiptQueryDto(query);
    const list = await this.http.request<ReceiptListDto>('lotteryStore', 'GET', '/my/lottery_receipts', {
      query: {
        'criteria[]': dto.criteria,
        lottery_identifiers: dto.lottery_identifiers.length ? dto.lottery_identifiers.join(',') : undefined,
        page_limit: dto.page_limit,
        page_offset: dto.page_offset,
        sort_direction: dto.sort_direction,
        sort_attribute: dto.sort_attribute,
        include_draws: dto.include_draws,
        number: dto.number,
      },
    });
    return { items: list.lottery_receipts.map(toReceipt), totalCount: list.page_info.total_count };
  }

  async stopSubscription(lotteryProductSelectionId: string): Promise<void> {
    const id = encodeURIComponent(requireParam('subscription selection id', lotteryProductSelectionId));
    await this.http.request<void>('lotteryStore', 'PATCH', `/my/subscriptions/${id}/stop`);
  }
}
