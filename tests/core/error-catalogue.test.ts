import { describe, expect, it } from 'vitest';
import { toPaymentMethod } from '../../adapters/http/wire/wallet.mapper';
import { toCurrentDraw, toProductDefinition } from '../../adapters/http/wire/lottery-store.mapper';
import { LocalStorageTokenStore } from '../../adapters/browser/local-storage-token-store';
import { LocalStorageLocalData } from '../../adapters/browser/local-storage-local-data';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { SeededRandom } from '../../adapters/memory/seeded-random';
import { LoadNextDrawsUseCase } from '../../core/use-cases/load-next-draws.use-case';
import { StartTicketUseCase } from '../../core/use-cases/start-ticket.use-case';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import { globalErrorKey } from '../../core/domain/errors';
import type { AvailablePaymentMethodDto } from '../../adapters/http/wire/wallet.dto';
import { LOTTO } from './support/lotto-definition';
import { memoryWorld } from './support/memory-world';

/** Rows of spec/2 §8 that are decided in the core or in mappers; names follow the catalogue. */
describe('error catalogue (spec/2 §8)', () => {
  it('Unknown stored payment method type: error raised', () => {
    const dto = {
      label: 'paypal',
      configuration: {
        id: 'c1',
        label: 'paypal',
        possible_transaction_types: ['deposit'],
        provider_configuration: null,
      },
      stored: { type: 'bitcoin', id: 'x' },
      default: false,
    } as unknown as AvailablePaymentMethodDto;
    expect(() => toPaymentMethod(dto)).toThrow('Unknown stored payment method type: bitcoin');
  });

  it("Unmapped identifiers: 'No product found for ...'", () => {
    const world = memoryWorld();
    const definition = world.platform.productDefinition('lotto6aus49_regular');
    expect(() => toProductDefinition({ ...definition, identifier: 'lotto7aus50_regular' })).toThrow(
      'No product found for lotto7aus50_regular',
    );
    const draw = {
      lottery_identifier: 'bingo',
      drawing_time: '2026-11-21T18:25:00Z',
      sale_stop_time: '2026-11-21T18:00:00Z',
      jackpot: null,
      recurring_draw_event_identifier: 'saturday',
    };
    expect(() => toCurrentDraw(draw)).toThrow('No product found for lottery bingo');
  });

  it('Missing draw for a product: reported, result null', async () => {
    const reporter = new MemoryErrorReporter();
    const store: LotteryStoreGateway = {
      productDefinition: () => Promise.resolve(LOTTO),
      currentDraws: async (product) =>
        product === 'keno_regular' ? [] : await memoryWorld().gateways.lotteryStore.currentDraws(product),
      price: () => Promise.reject(new Error('unused')),
      receipts: () => Promise.resolve({ items: [], totalCount: 0 }),
      stopSubscription: () => Promise.resolve(),
    };
    const draws = await new LoadNextDrawsUseCase(store, reporter).execute();
    expect(draws.find((d) => d.lottery === 'keno')?.draw).toBeNull();
    expect(draws.find((d) => d.lottery === 'lotto6aus49')?.draw).not.toBeNull();
    expect(reporter.reports.map((r) => r.message)).toEqual(['Missing draw for product keno_regular']);
  });

  it("Recurring draws missing: 'Cannot find recurring draws'", async () => {
    const store = {
      productDefinition: () => Promise.resolve({ ...LOTTO, recurringDrawEvents: [] }),
      currentDraws: () => Promise.resolve([]),
    } as unknown as LotteryStoreGateway;
    await expect(new StartTicketUseCase(store, new SeededRandom()).execute('lotto6aus49_regular')).rejects.toThrow(
      'Cannot find recurring draws',
    );
  });

  it('Local storage missing: tokens in memory only, and the app can tell', () => {
    const tokens = new LocalStorageTokenStore(null);
    tokens.write({ accessToken: 'a', refreshToken: 'r' });
    expect(tokens.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(tokens.persistent).toBe(false);
    tokens.clear();
    expect(tokens.read()).toBeNull();
    const local = new LocalStorageLocalData(null);
    local.recordActivity('2026-11-18T09:00:00Z');
    expect(local.lastActivity()).toBe('2026-11-18T09:00:00Z');
    expect(local.persistent).toBe(false);
  });
});

describe('Global error code (spec/2): the message key of a 400’s global errors', () => {
  const known = (code: string) => code === 'empty_order';
  it('is the first code when the shop has a text for it, processing_failed as is, otherwise unknown', () => {
    expect(globalErrorKey(['empty_order', 'processing_failed'], known)).toBe('empty_order');
    expect(globalErrorKey(['processing_failed', 'empty_order'], known)).toBe('processing_failed');
    expect(globalErrorKey(['cart_on_fire', 'empty_order'], known)).toBe('unknown');
    expect(globalErrorKey([], known)).toBeNull();
  });
});
