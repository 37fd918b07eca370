import { describe, expect, it } from 'vitest';
import { completeAdditionalData, lottoTicket, memoryWorld, type MemoryWorld } from './support/memory-world';
import { NEWCOMER, SELF_LOCKED, VERIFIED } from '../support/demo';
import { PurchaseBasketUseCase } from '../../core/use-cases/purchase-basket.use-case';
import { GatewayError } from '../../core/domain/errors';
import { SequenceIdGenerator } from '../../adapters/memory/seeded-random';
import type { OrderGateway } from '../../ports/order-gateway.port';

async function loggedIn(credentials = VERIFIED): Promise<MemoryWorld> {
  const world = memoryWorld();
  const result = await world.login.execute({ ...credentials, longLastingSession: false });
  if (!result.ok) throw new Error('demo login failed');
  return world;
}

async function fillBasket(world: MemoryWorld, fields = 2, addons: ('spiel77' | 'super6')[] = []) {
  const ticket = await lottoTicket(world, fields);
  const result = await world.addToBasket.execute({ ...ticket, config: { ...ticket.config, addons } });
  if (!result.ok) throw new Error(`add failed: ${result.error.kind}`);
  return result.value;
}

const balanceOf = async (world: MemoryWorld) => {
  const { commonAccount } = await world.loadProfile.execute();
  return commonAccount.payoutableBalance.fractional + commonAccount.notPayoutableBalance.fractional;
};

describe('AddToBasket', () => {
  it('puts a valid ticket priced by the platform into the basket', async () => {
    const world = await loggedIn();
    const item = await fillBasket(world, 2, ['spiel77', 'super6']);
    // (2 × 1,20 € + 2,50 € + 1,25 €) for one Saturday draw, plus the 0,50 € fee
    expect(item.price.stake.fractional).toBe(615);
    expect(item.price.total.fractional).toBe(665);
    expect(item.drawingDate).toBeTruthy();
    expect(world.basket.load()).toHaveLength(1);
  });

  it('refuses an incomplete field and says which', async () => {
    const world = await loggedIn();
    const ticket = await lottoTicket(world, 1);
    const fields = [...ticket.config.fields];
    fields[1] = { main: [4, 8, 15], extra: [] };
    const result = await world.addToBasket.execute({ ...ticket, config: { ...ticket.config, fields } });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', fieldIndex: 1, missingMain: 3, missingExtra: 0 },
    });
    expect(world.basket.load()).toHaveLength(0);
  });

  it('replaces the edited line in place', async () => {
    const world = await loggedIn();
    const first = await fillBasket(world, 1);
    const ticket = await lottoTicket(world, 3);
    const result = await world.addToBasket.execute({ ...ticket, replaceItemId: first.id });
    expect(result.ok).toBe(true);
    const items = world.basket.load();
    expect(items).toHaveLength(1);
    expect(items[0]?.id).toBe(first.id);
    expect(items[0]?.config.numberFields).toHaveLength(3);
  });
});

describe('ValidateBasket', () => {
  it('clears errors for an empty basket and for visitors', async () => {
    const world = memoryWorld();
    expect((await world.validateBasket.execute({ loggedIn: false })).errors.globalErrors).toEqual([]);
  });

  it('removes lines the platform refuses and says why', async () => {
    const world = await loggedIn();
    await fillBasket(world, 1);
    const good = await fillBasket(world, 2);
    const items = world.basket.load();
    // A stale price (e.g. from an old tab) is refused by the platform.
    world.basket.save([
      { ...items[0]!, price: { stake: items[0]!.price.stake, total: { fractional: 1, currency: 'EUR' } } },
      items[1]!,
    ]);
    const validation = await world.validateBasket.execute({ loggedIn: true });
    expect(validation.removed).toHaveLength(1);
    expect(validation.removed[0]?.codes).toContain('price_changed');
    expect(world.basket.load().map((i) => i.id)).toEqual([good.id]);
    expect(validation.errors.attributeErrors).toEqual({});
  });
});

describe('PurchaseBasket', () => {
  it('pays from the wallet, clears the basket and creates a receipt', async () => {
    const world = await loggedIn();
    const item = await fillBasket(world, 2);
    const { player, commonAccount } = await world.loadProfile.execute();
    const result = await world.purchase.execute({ player, commonAccount, paymentTransactionId: null });
    expect(result.ok).toBe(true);
    expect(world.basket.load()).toEqual([]);
    expect(await balanceOf(world)).toBe(5000 - item.price.total.fractional);
    // Receipts with draws to come, newest first: this one, then the seeded Dauerschein's running period.
    const receipts = await world.loadReceipts.execute({ criteria: ['any_draws_pending'], sortDirection: 'desc' });
    expect(receipts.totalCount).toBe(2);
    expect(receipts.items[1]?.subscription?.active).toBe(true);
    expect(receipts.items[0]?.numberFields.map((f) => f.mainTips)).toEqual(
      item.config.numberFields.map((f) => f.mainTips),
    );
    expect(receipts.items[0]?.ticketNumbers).toEqual(item.config.ticketNumbers);
    expect(receipts.items[0]?.draws.length).toBeGreaterThan(0);
  });

  it('charges once when the answer to a purchase is lost and the player tries again', async () => {
    const world = await loggedIn();
    const item = await fillBasket(world, 1);
    const profile = await world.loadProfile.execute();
    let dropNextAnswer = true;
    const flaky: OrderGateway = {
      validate: (order) => world.gateways.orders.validate(order),
      place: async (order) => {
        const result = await world.gateways.orders.place(order); // the platform books it ...
        if (dropNextAnswer) {
          dropNextAnswer = false;
          throw new GatewayError(null, 'POST', '/my/orders'); // ... but the answer never arrives
        }
        return result;
      },
    };
    const purchase = new PurchaseBasketUseCase(flaky, world.basket, new SequenceIdGenerator(), world.clock);
    const input = { player: profile.player, commonAccount: profile.commonAccount, paymentTransactionId: null };
    expect(await purchase.execute(input)).toMatchObject({ ok: false, error: { modalCode: null } });
    expect(world.basket.load()).toHaveLength(1);
    expect((await purchase.execute(input)).ok).toBe(true);
    expect(await balanceOf(world)).toBe(5000 - item.price.total.fractional);
    // The one bought and the seeded Dauerschein's running period.
    expect((await world.loadReceipts.execute({ criteria: ['any_draws_pending'] })).totalCount).toBe(2);
  });

  it('answers insufficient_funds without any charge and keeps the basket', async () => {
    const world = await loggedIn(NEWCOMER);
    await completeAdditionalData(world);
    await fillBasket(world, 1);
    const { player, commonAccount } = await world.loadProfile.execute();
    const result = await world.purchase.execute({ player, commonAccount, paymentTransactionId: null });
    expect(result).toMatchObject({ ok: false, error: { kind: 'purchase_failed', modalCode: 'insufficient_funds' } });
    expect(world.basket.load()).toHaveLength(1);
    expect(await balanceOf(world)).toBe(0);
  });

  it('is refused by the platform too when the client thinks the balance suffices', async () => {
    const world = await loggedIn(NEWCOMER);
    await completeAdditionalData(world);
    await fillBasket(world, 1);
    const { player, commonAccount } = await world.loadProfile.execute();
    const rich = { ...commonAccount, payoutableBalance: { fractional: 100_000, currency: 'EUR' } };
    const result = await world.purchase.execute({ player, commonAccount: rich, paymentTransactionId: null });
    expect(result).toMatchObject({
      ok: false,
      error: { modalCode: 'insufficient_funds', reload: ['accounts', 'paymentMethods'] },
    });
    expect(await balanceOf(world)).toBe(0);
  });

  it('buys nothing for a player without birth name and birthplace, even with money on the wallet (GwG, GlüStV)', async () => {
    const world = await loggedIn(NEWCOMER);
    world.platform.creditTestWinning({ email: NEWCOMER.username, amount_cents: 2000 });
    await fillBasket(world, 1);
    const { player, commonAccount } = await world.loadProfile.execute();
    const placed: unknown[] = [];
    const orders: OrderGateway = {
      validate: (order) => world.gateways.orders.validate(order),
      place: (order) => (placed.push(order), world.gateways.orders.place(order)),
    };
    const purchase = new PurchaseBasketUseCase(orders, world.basket, new SequenceIdGenerator(), world.clock);
    const result = await purchase.execute({ player, commonAccount, paymentTransactionId: null });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'additional_data_needed', missing: ['birthName', 'birthplace'] },
    });
    expect(placed).toEqual([]);
    expect(world.basket.load()).toHaveLength(1);
    expect(await balanceOf(world)).toBe(2000);
  });

  it('names only what is missing, and buys once both are there', async () => {
    const world = await loggedIn(NEWCOMER);
    world.platform.creditTestWinning({ email: NEWCOMER.username, amount_cents: 2000 });
    const item = await fillBasket(world, 1);
    const { player, commonAccount } = await world.loadProfile.execute();
    const withBirthName = {
      ...player,
      personalData: { ...player.personalData, birthName: 'Neumann', birthplace: '  ' },
    };
    expect(await world.purchase.execute({ player: withBirthName, commonAccount, paymentTransactionId: null })).toEqual({
      ok: false,
      error: { kind: 'additional_data_needed', missing: ['birthplace'] },
    });
    await completeAdditionalData(world);
    const completed = await world.loadProfile.execute();
    expect(
      (
        await world.purchase.execute({
          player: completed.player,
          commonAccount: completed.commonAccount,
          paymentTransactionId: null,
        })
      ).ok,
    ).toBe(true);
    expect(await balanceOf(world)).toBe(2000 - item.price.total.fractional);
  });

  it('refuses a self-locked player with modal code 54', async () => {
    const world = await loggedIn(SELF_LOCKED);
    await fillBasket(world, 1);
    const { player, commonAccount } = await world.loadProfile.execute();
    const result = await world.purchase.execute({ player, commonAccount, paymentTransactionId: null });
    expect(result).toMatchObject({ ok: false, error: { modalCode: '54' } });
    // Even with a stale unlocked player record the platform refuses.
    const unlocked = { ...player, locks: { ...player.locks, addictionLocked: false, addictionLockExpiresAt: null } };
    const forced = await world.purchase.execute({ player: unlocked, commonAccount, paymentTransactionId: null });
    expect(forced).toMatchObject({ ok: false, error: { modalCode: '54' } });
    expect(await balanceOf(world)).toBe(2000);
  });

  it('refuses an unverified player after the 72 hours with verification_expired and books nothing', async () => {
    const world = await loggedIn({ username: 'ablauf@tippwerk.de', password: SELF_LOCKED.password });
    await fillBasket(world, 1);
    const { player, commonAccount } = await world.loadProfile.execute();
    const result = await world.purchase.execute({ player, commonAccount, paymentTransactionId: null });
    expect(result).toMatchObject({ ok: false, error: { modalCode: 'verification_expired' } });
    expect(await balanceOf(world)).toBe(1500);
  });
});

describe('LoadNextDraws and receipts', () => {
  it('gives each lottery its next draw on sale', async () => {
    const world = memoryWorld();
    const draws = await world.loadNextDraws.execute();
    expect(draws.map((d) => d.lottery)).toEqual(['lotto6aus49', 'eurojackpot', 'keno', 'gluecksspirale']);
    const lotto = draws[0]?.draw;
    // Wednesday 18.11.2026, 10:00 in Berlin: the Wednesday draw at 18:25 (17:25 UTC) is next.
    expect(lotto?.drawingTime).toMatch(/^2026-11-18T17:25:00/);
    expect(lotto?.saleStopTime).toMatch(/^2026-11-18T17:00:00/);
    expect(lotto?.jackpot?.fractional).toBeGreaterThanOrEqual(100_000_000);
  });

  it('pages receipts and sorts them by creation time', async () => {
    const world = await loggedIn();
    for (let i = 0; i < 3; i++) {
      await fillBasket(world, 1);
      const { player, commonAccount } = await world.loadProfile.execute();
      expect((await world.purchase.execute({ player, commonAccount, paymentTransactionId: null })).ok).toBe(true);
    }
    // The three just bought and the seeded Dauerschein's running period; the rest of the history is drawn.
    const fresh = { criteria: ['any_draws_pending'] } as const;
    const page = await world.loadReceipts.execute({ ...fresh, pageLimit: 2 });
    expect(page.totalCount).toBe(4);
    expect(page.items).toHaveLength(2);
    const desc = await world.loadReceipts.execute({ ...fresh, pageLimit: 10, sortDirection: 'desc' });
    expect(desc.items.map((r) => r.id)).toEqual(
      [...(await world.loadReceipts.execute({ ...fresh, pageLimit: 10 })).items.map((r) => r.id)].reverse(),
    );
  });
});
