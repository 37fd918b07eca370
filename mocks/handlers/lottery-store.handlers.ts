import { http, type HttpHandler } from 'msw';
import type { PriceRequestDto, ReceiptQueryDto } from '../../adapters/http/wire/lottery-store.dto';
import { API_PATHS } from '../../adapters/http/api-config';
import { PlatformError, type FakePlatformApi } from '../platform/platform-api';
import { bearerToken, readJson, respond } from './handler-support';

const DEFAULT_PAGE_LIMIT = 10;

/** Whole non-negative numbers only; anything else reaches the platform as NaN and is refused there. */
const integerParam = (value: string | null, fallback: number) =>
  value === null ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;

/** Query of GET /my/lottery_receipts: criteria[] repeated, lottery_identifiers comma-joined (spec/2 §7.3). */
function receiptQueryOf(url: URL): ReceiptQueryDto {
  const params = url.searchParams;
  const list = (values: string[]) =>
    values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  return {
    criteria: list([...params.getAll('criteria[]'), ...params.getAll('criteria')]),
    lottery_identifiers: list(params.getAll('lottery_identifiers')),
    page_limit: integerParam(params.get('page_limit'), DEFAULT_PAGE_LIMIT),
    page_offset: integerParam(params.get('page_offset'), 0),
    // Unknown values pass through and the platform refuses them with a 400.
    sort_direction: (params.get('sort_direction') ?? 'asc') as ReceiptQueryDto['sort_direction'],
    sort_attribute: params.get('sort_attribute') ?? 'created_at',
    include_draws: !['false', '0'].includes(params.get('include_draws') ?? 'true'),
    ...(params.get('number') ? { number: params.get('number') ?? '' } : {}),
  };
}

/** Lottery store API (spec/2 §7.3): catalogue, current draws, prices, receipts, subscriptions. */
export function lotteryStoreHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.lotteryStore}${p}`;
  const productId = (params: Record<string, string | readonly string[] | undefined>) => {
    const id = params['productIdentifier'];
    if (typeof id !== 'string') throw new PlatformError(404, { code: 'not_found' });
    return id;
  };
  return [
    http.get(path('/product_definitions/:productIdentifier'), ({ params }) =>
      respond(() => platform.productDefinition(productId(params))),
    ),
    http.get(path('/product_definitions/:productIdentifier/current_draws'), ({ params }) =>
      respond(() => platform.currentDraws(productId(params))),
    ),
    http.post(path('/price'), ({ request }) =>
      respond(async () => {
        const body = await readJson<PriceRequestDto | null>(request);
        if (!body || typeof body !== 'object')
          throw new PlatformError(400, { global_errors: ['invalid_price_request'] });
        return platform.price(body);
      }),
    ),
    http.get(path('/my/lottery_receipts'), ({ request }) =>
      respond(() => platform.receipts(bearerToken(request), receiptQueryOf(new URL(request.url)))),
    ),
    http.patch(path('/my/subscriptions/:selectionId/stop'), ({ request, params }) =>
      respond(() => {
        const id = params['selectionId'];
        return platform.stopSubscription(bearerToken(request), typeof id === 'string' ? id : '');
      }),
    ),
  ];
}
