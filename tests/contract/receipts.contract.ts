import { beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError, RequiredParameterError } from '../../core/domain/errors';
import { DEFAULT_RECEIPT_QUERY, type ReceiptQuery } from '../../core/domain/receipt';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { testPlatform } from '../support/demo';
import { logIn } from './support/over-http';

export interface ReceiptsWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  lotteryStore: LotteryStoreGateway;
}

/** Receipt history and subscriptions behave the same over memory and HTTP adapters (the verified player's seeded history). */
export function receiptsContract(name: string, connect: (platform: FakePlatformApi) => ReceiptsWorld) {
  describe(`receipts contract: ${name}`, () => {
    let w: ReceiptsWorld;
    const query = (q: Partial<ReceiptQuery> = {}) => w.lotteryStore.receipts({ ...DEFAULT_RECEIPT_QUERY, ...q });
    beforeEach(async () => {
      w = connect(testPlatform());
      await logIn(w);
    });

    it('lists oldest first by default, newest first on request, and pages', async () => {
      const asc = await query();
      expect(asc.totalCount).toBe(3);
      expect(asc.items.map((r) => r.productIdentifier)).toEqual([
        'lotto6aus49_regular',
        'eurojackpot_regular',
        'lotto6aus49_regular',
      ]);
      const desc = await query({ sortDirection: 'desc', pageLimit: 2, pageOffset: 1 });
      expect(desc).toMatchObject({ totalCount: 3 });
      expect(desc.items.map((r) => r.number)).toEqual([asc.items[1]?.number, asc.items[0]?.number]);
    });

    it('filters won receipts, lotteries and one number', async () => {
      const won = await query({ criteria: ['won'] });
      expect(won.items.map((r) => r.addonLotteries)).toEqual([['spiel77', 'super6']]);
      expect((await query({ lotteryIdentifiers: ['eurojackpot'] })).items.map((r) => r.lotteryIdentifier)).toEqual([
        'eurojackpot',
      ]);
      // Only the running Dauerschein has draws to come.
      const pending = await query({ criteria: ['any_draws_pending'] });
      expect(pending.items.map((r) => r.subscription?.active)).toEqual([true]);
      const number = won.items[0]?.number ?? '';
      expect((await query({ number })).items.map((r) => r.number)).toEqual([number]);
    });

    it('maps draws with their results and the winnings per class', async () => {
      const [receipt] = (await query({ criteria: ['won'] })).items;
      const winning = receipt?.winnings.map((win) => [
        win.game,
        win.amount.fractional,
        win.tiers.map((t) => [t.tier, t.quantity, t.fieldType, t.winningFields]),
      ]);
      expect(winning).toEqual([
        ['lotto6aus49', 600, [[9, 1, 'normal', [0]]]],
        ['spiel77', 1700, [[6, 1, 'spiel77', []]]],
      ]);
      const draw = receipt?.draws.find((d) => d.id === receipt.winnings[0]?.drawId);
      expect(draw).toMatchObject({ status: 'drawn', lotteryIdentifier: 'lotto6aus49', result: { superNumber: 6 } });
      expect(draw?.result?.main).toHaveLength(6);
      expect(draw?.addonResults.map((a) => a.game).sort()).toEqual(expect.arrayContaining(['spiel77', 'super6']));
      expect(receipt?.addonTickets).toEqual([
        { game: 'spiel77', ticketNumbers: ['5832716'] },
        { game: 'super6', ticketNumbers: ['832716'] },
      ]);
    });

    it('stops a subscription; unknown ids are NotFoundError, a missing id names the parameter', async () => {
      const [subscription] = (await query({ sortDirection: 'desc', pageLimit: 1 })).items;
      expect(subscription?.subscription).toEqual({
        active: true,
        subscriptionType: 'weekly',
        stoppedReason: null,
        stoppedAt: null,
      });
      await w.lotteryStore.stopSubscription(subscription?.lotteryProductSelectionId ?? '');
      const [after] = (await query({ number: subscription?.number ?? '' })).items;
      // Ended by the player (our wire's `stopped_reason`).
      expect(after?.subscription).toMatchObject({ active: false, subscriptionType: 'weekly', stoppedReason: 'player' });
      await expect(w.lotteryStore.stopSubscription('unknown-selection')).rejects.toBeInstanceOf(NotFoundError);
      await expect(w.lotteryStore.stopSubscription('')).rejects.toMatchObject(
        new RequiredParameterError('subscription selection id'),
      );
      await expect(w.lotteryStore.stopSubscription('')).rejects.toBeInstanceOf(RequiredParameterError);
    });
  });
}
