import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { AuthenticationError, NotFoundError } from '../../core/domain/errors';
import { PRODUCT_IDENTIFIERS } from '../../core/domain/lottery';
import { money } from '../../core/domain/money';
import type { Order } from '../../core/domain/order';
import type { PriceRequest } from '../../core/domain/price';
import { NEWCOMER, testPlatform, VERIFIED } from '../support/demo';
import { logIn } from './support/over-http';

export interface Gateways {
  tokens: TokenStore;
  players: PlayerGateway;
  wallet: WalletGateway;
  orders: OrderGateway;
  lotteryStore: LotteryStoreGateway;
  notifications: NotificationGateway;
}

const LOTTO_PRICE: PriceRequest = {
  productIdentifier: 'lotto6aus49_regular',
  quantity: 1,
  repetitionQuantity: 1,
  numberFields: [{ type: 'normal', quantity: 2 }],
  recurringDrawEventIdentifiers: ['saturday', 'wednesday'],
  addons: [
    { identifier: 'spiel77', quantity: 1 },
    { identifier: 'super6', quantity: 1 },
  ],
  repetitionFrequency: { quantity: 1, unit: 'week' },
  fieldStake: null,
};

function order(id: string, totalCents = 1280): Order {
  return {
    id,
    paymentTransactionId: null,
    trackingParameters: null,
    lineItems: [
      {
        id: `${id}-line`,
        identifier: 'lotto6aus49_regular',
        price: { stake: money(totalCents - 50), total: money(totalCents) },
        drawingDate: null,
        config: {
          ticketNumbers: ['4711230'],
          numberFields: [
            { fieldTypeIdentifier: 'normal', mainTips: [3, 11, 19, 24, 38, 45], extraTips: [] },
            { fieldTypeIdentifier: 'normal', mainTips: [1, 2, 3, 4, 5, 6], extraTips: [] },
          ],
          addonLotteries: [{ identifier: 'spiel77' }, { identifier: 'super6' }],
        },
        recurringDrawEventIdentifiers: ['wednesday', 'saturday'],
        repetitionQuantity: 1,
        repetitionFrequency: { quantity: 1, unit: 'week' },
        fieldStake: null,
        subscription: null,
      },
    ],
  };
}

/** The behaviour every implementation of the gateway ports must show, whatever carries it. */
export function gatewayContract(name: string, connect: (platform: FakePlatformApi) => Gateways) {
  describe(`gateway contract: ${name}`, () => {
    let g: Gateways;
    const login = (credentials = VERIFIED) => logIn(g, credentials);
    const balance = async () => {
      const account = await g.wallet.account('common');
      return account.payoutableBalance.fractional + account.notPayoutableBalance.fractional;
    };

    beforeEach(() => {
      g = connect(testPlatform());
    });

    it('logs in, refreshes and logs out', async () => {
      const tokens = await login();
      expect(tokens.accessToken).not.toBe(tokens.refreshToken);
      const fresh = await g.players.refresh(tokens.refreshToken);
      expect(typeof fresh).toBe('string');
      g.tokens.write({ ...tokens, accessToken: fresh });
      expect((await g.players.me()).email).toBe(VERIFIED.username);
      await g.players.logout(tokens.refreshToken);
      await expect(g.players.me()).rejects.toBeInstanceOf(AuthenticationError);
    });

    it('tells whether the recipient confirmed the e-mail address; anonymous calls are refused', async () => {
      await expect(g.notifications.recipient()).rejects.toBeInstanceOf(AuthenticationError);
      await login();
      expect(await g.notifications.recipient()).toEqual({ emailConfirmed: true });
      await login(NEWCOMER);
      expect(await g.notifications.recipient()).toEqual({ emailConfirmed: false });
    });

    it('answers wrong credentials and throttling with typed login errors', async () => {
      expect(await g.players.login({ username: VERIFIED.username, password: 'x', longLastingSession: false })).toEqual({
        ok: false,
        error: { kind: 'invalid_credentials' },
      });
      for (let i = 0; i < 5; i++)
        await g.players.login({ username: NEWCOMER.username, password: `x${i}`, longLastingSession: false });
      expect(await g.players.login({ ...NEWCOMER, longLastingSession: false })).toEqual({
        ok: false,
        error: { kind: 'too_many_invalid_attempts' },
      });
    });

    it('maps the player, the common account and the payment methods', async () => {
      await expect(g.wallet.account('common')).rejects.toBeInstanceOf(AuthenticationError);
      await login();
      const player = await g.players.me();
      expect(player.personalData.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(player.locks.fraudLocked).toBe(false);
      expect(await balance()).toBe(5000);
      expect((await g.wallet.account('games')).kind).toBe('games');
      const methods = await g.wallet.availablePaymentMethods();
      const sepa = methods.find((m) => m.label === 'sepa_direct_debit');
      expect(sepa?.stored).toMatchObject({ type: 'sepa_direct_debit' });
      expect(methods.filter((m) => m.default)).toHaveLength(1);
    });

    it('serves a definition and current draws for every product; unknown products are not found', async () => {
      for (const product of PRODUCT_IDENTIFIERS) {
        const definition = await g.lotteryStore.productDefinition(product);
        expect(definition.identifier).toBe(product);
        expect((await g.lotteryStore.currentDraws(product)).length).toBeGreaterThan(0);
      }
      const lotto = await g.lotteryStore.productDefinition('lotto6aus49_regular');
      expect(lotto.numberFields).toMatchObject({ quantity: 12, mainSelectableTips: 49 });
      expect(lotto.addonLotteryDefinitions.map((a) => a.identifier)).toEqual(
        expect.arrayContaining(['spiel77', 'super6']),
      );
      await expect(g.lotteryStore.productDefinition('nope' as never)).rejects.toBeInstanceOf(NotFoundError);
      expect(await g.lotteryStore.currentDraws('nope' as never)).toEqual([]);
    });

    it('prices LOTTO with Spiel 77 and Super 6 on both draw days exactly', async () => {
      const price = await g.lotteryStore.price(LOTTO_PRICE);
      expect(price.stake.fractional).toBe((2 * 120 + 250 + 125) * 2);
      expect(price.total.fractional).toBe(1230 + 50);
    });

    it('validates an order and rejects a stale price with a line error', async () => {
      await login();
      expect(await g.orders.validate(order('00000000-0000-4000-8000-00000000000a'))).toEqual({
        ok: true,
        value: undefined,
      });
      const stale = await g.orders.validate(order('00000000-0000-4000-8000-00000000000b', 999));
      expect(stale.ok).toBe(false);
      if (!stale.ok) {
        expect(stale.error.status).toBe(400);
        expect(stale.error.attributeErrors['line_items.0.price']).toContain('price_changed');
      }
    });

    it('places an order once per id and creates a receipt', async () => {
      await login();
      const id = '00000000-0000-4000-8000-00000000000c';
      expect((await g.orders.place(order(id))).ok).toBe(true);
      expect((await g.orders.place(order(id))).ok).toBe(true);
      expect(await balance()).toBe(5000 - 1280);
      // Draws still to come, newest first: this order, then the seeded Dauerschein's running period.
      const receipts = await g.lotteryStore.receipts({
        criteria: ['any_draws_pending'],
        lotteryIdentifiers: [],
        pageLimit: 10,
        pageOffset: 0,
        sortDirection: 'desc',
      });
      expect(receipts.totalCount).toBe(2);
      expect(receipts.items[0]).toMatchObject({
        productIdentifier: 'lotto6aus49_regular',
        ticketNumbers: ['4711230'],
        addonLotteries: ['spiel77', 'super6'],
      });
      expect(receipts.items[0]?.draws).toHaveLength(2);
      const pending = await g.lotteryStore.receipts({
        criteria: ['any_draws_pending'],
        lotteryIdentifiers: ['eurojackpot'],
        pageLimit: 10,
        pageOffset: 0,
        sortDirection: 'asc',
      });
      expect(pending.totalCount).toBe(0);
    });

    it('refuses an order the wallet cannot pay, without booking anything', async () => {
      await login(NEWCOMER);
      const result = await g.orders.place(order('00000000-0000-4000-8000-00000000000d'));
      expect(result).toMatchObject({ ok: false, error: { status: 400, globalErrors: ['insufficient_funds'] } });
      expect(await balance()).toBe(0);
    });
  });
}
