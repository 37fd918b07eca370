import { describe, expect, it } from 'vitest';
import { PriceTicketUseCase } from '../../core/use-cases/price-ticket.use-case';
import { CachedLotteryStoreGateway } from '../../adapters/cache/cached-lottery-store-gateway';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { money } from '../../core/domain/money';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { PriceRequest } from '../../core/domain/price';
import { LOTTO, lottoTicketConfig as config } from './support/lotto-definition';

function countingStore() {
  const calls: PriceRequest[] = [];
  const store: LotteryStoreGateway = {
    productDefinition: () => Promise.resolve(LOTTO),
    currentDraws: () => Promise.resolve([]),
    receipts: () => Promise.resolve({ items: [], totalCount: 0 }),
    stopSubscription: () => Promise.resolve(),
    price: async (request) => {
      calls.push(request);
      await new Promise((r) => setTimeout(r, 5));
      const fields = request.numberFields[0]?.quantity ?? 0;
      return { stake: money(fields * 120), total: money(fields * 120 + 50) };
    },
  };
  return { store, calls };
}

describe('PriceTicket', () => {
  it('asks the platform for complete fields only and returns null without any', async () => {
    const { store, calls } = countingStore();
    const useCase = new PriceTicketUseCase(store);
    expect(await useCase.execute({ config: config([[1, 2, 3]]), definition: LOTTO })).toBeNull();
    const price = await useCase.execute({
      config: config([
        [1, 2, 3, 4, 5, 6],
        [1, 2],
      ]),
      definition: LOTTO,
    });
    expect(price?.total.fractional).toBe(170);
    expect(calls[0]?.numberFields).toEqual([{ type: 'normal', quantity: 1 }]);
  });

  it('over the cached lottery store, shares identical requests in flight and keeps answers for 60 seconds', async () => {
    const { store, calls } = countingStore();
    const clock = new ManualClock();
    const useCase = new PriceTicketUseCase(new CachedLotteryStoreGateway(store, clock));
    const input = { config: config([[1, 2, 3, 4, 5, 6]]), definition: LOTTO };
    await Promise.all([useCase.execute(input), useCase.execute(input), useCase.execute(input)]);
    expect(calls).toHaveLength(1);
    clock.advance(59_000);
    await useCase.execute(input);
    expect(calls).toHaveLength(1);
    clock.advance(2_000);
    await useCase.execute(input);
    expect(calls).toHaveLength(2);
  });
});
