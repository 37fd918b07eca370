import { describe, expect, it } from 'vitest';
import { when } from 'mobx';
import { completeAdditionalData, memoryApp } from './support/memory-app';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { DEFAULT_RECEIPTS_FILTER } from '../../src/features/account/receipts-query';
import { DEV } from '../../src/features/dev/dev.module';
import { runLoader } from './support/route-loader';
import { HOME } from '../../src/features/home/home.module';
import { loader as homeLoader } from '../../src/features/home/home.route';
import type { HomeData } from '../../src/features/home/home.view-model';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { LOGIN } from '../../src/features/session/login.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { TICKET } from '../../src/features/ticket/ticket.module';

const app = memoryApp;

describe('LoginViewModel', () => {
  it('shows the failed rules of empty and malformed fields without calling the platform', async () => {
    const { get, session } = await app();
    const login = get(LOGIN.loginViewModel);
    expect(await login.submit()).toBe(false);
    expect(login.fieldErrors).toEqual({ username: { rule: 'required' }, password: { rule: 'required' } });
    login.setUsername('keine-mail');
    expect(await login.validateField('username')).toBe(false);
    expect(login.fieldErrors.username).toEqual({ rule: 'email' });
    expect(session.loggedIn).toBe(false);
  });

  it('keeps the player logged out and clears the password after a wrong password', async () => {
    const { get, session } = await app();
    const login = get(LOGIN.loginViewModel);
    login.setUsername(VERIFIED.username);
    login.setPassword('falsch');
    expect(await login.submit()).toBe(false);
    expect(login.failure).toBe('invalid_credentials');
    expect(login.password).toBe('');
    expect(session.loggedIn).toBe(false);
  });

  it('logs in and loads name and balance', async () => {
    const { get, session } = await app();
    const login = get(LOGIN.loginViewModel);
    login.setUsername(VERIFIED.username);
    login.setPassword(VERIFIED.password);
    expect(await login.submit()).toBe(true);
    expect(session.loggedIn).toBe(true);
    expect(session.balance?.fractional).toBe(5000);
    expect(session.displayName).not.toBe('');
  });
});

describe('ticket, basket and checkout view models', () => {
  it('plays a LOTTO ticket with a live price, buys it and shows the receipt', async () => {
    const { get, session, basket } = await app();
    await session.login({ ...VERIFIED, longLastingSession: false });
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    expect(ticket.config?.fields).toHaveLength(6);
    expect(ticket.config?.ticketNumbers).toEqual([expect.stringMatching(/^\d{7}$/)]);
    for (const n of [3, 11, 19, 24, 38]) ticket.toggle(0, 'main', n);
    expect(await ticket.addToBasket()).toBe(false);
    expect(ticket.error).toEqual({ kind: 'incomplete_field', fieldIndex: 0, missingMain: 1, missingExtra: 0 });
    ticket.toggle(0, 'main', 45);
    await when(() => ticket.price !== null && !ticket.pricing);
    expect(ticket.price?.total.fractional).toBe(120 + 50);
    ticket.toggleAddon('spiel77');
    await when(() => ticket.price?.total.fractional === 120 + 250 + 50);
    expect(await ticket.addToBasket()).toBe(true);
    expect(basket.count).toBe(1);
    expect(basket.blocker).toBeNull();
    expect(basket.amountToPay?.fractional).toBe(0);

    expect(await basket.purchase()).toEqual({ kind: 'done' });
    expect(basket.count).toBe(0);
    expect(session.balance?.fractional).toBe(5000 - 420);
    const receipts = get(RECEIPTS.receiptsViewModel);
    // Draws still to come, newest first: this ticket, then the seeded Dauerschein's running period.
    await receipts.show({ ...DEFAULT_RECEIPTS_FILTER, pending: true, sort: 'desc' });
    expect(receipts.totalCount).toBe(2);
    expect(receipts.receipts[0]?.numberFields[0]?.mainTips).toEqual([3, 11, 19, 24, 38, 45]);
    ticket.dispose();
  });

  it('quick tip fills fields and editing a basket line replaces it', async () => {
    const { get, basket } = await app();
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    ticket.quickTip({ count: 6 });
    expect(ticket.completeFieldCount).toBe(6);
    expect(await ticket.addToBasket()).toBe(true);
    const id = basket.items[0]!.id;
    const edit = get(TICKET.ticketViewModel);
    await edit.load('lotto6aus49_regular', id);
    expect(edit.editingItemId).toBe(id);
    expect(edit.completeFieldCount).toBe(6);
    edit.removeField(5);
    expect(await edit.addToBasket()).toBe(true);
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]?.config.numberFields).toHaveLength(5);
  });

  it('asks a player with too little balance for a payment method, then pays the rest with PayPal', async () => {
    const shop = await app();
    const { get, session, basket } = shop;
    await session.login({ ...NEWCOMER, longLastingSession: false });
    await completeAdditionalData(shop); // the newcomer's birth name and birthplace: see basket-additional-data.view-model.test.ts
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    ticket.quickTip({ count: 1 });
    expect(await ticket.addToBasket()).toBe(true);
    expect(basket.amountToPay?.fractional).toBe(170);
    // The newcomer has no stored SEPA account: SEPA cannot pay.
    if (basket.payment.selected === 'sepa_direct_debit') expect(basket.blocker).toBe('sepa_account_missing');
    basket.payment.select('paypal');
    expect(basket.blocker).toBeNull();
    const step = await basket.purchase();
    expect(step).toMatchObject({
      kind: 'redirect',
      url: expect.stringContaining('/__fake/psp/paypal?order_id=') as unknown,
    });
    expect(basket.count).toBe(1);
    const orderId = new URL((step as { url: string }).url, 'http://x').searchParams.get('order_id') ?? '';
    await get(DEV.fakeBackendControl).decidePaypal(orderId, true);
    expect(await basket.resumePayment(null)).toEqual({ kind: 'done' });
    expect(basket.count).toBe(0);
    expect(session.balance?.fractional).toBe(0);
  });

  it('a declined card opens the modal with its reason and buys nothing', async () => {
    const shop = await app();
    const { get, session, basket } = shop;
    await session.login({ ...NEWCOMER, longLastingSession: false });
    await completeAdditionalData(shop); // the newcomer's birth name and birthplace: see basket-additional-data.view-model.test.ts
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    ticket.quickTip({ count: 1 });
    await ticket.addToBasket();
    basket.payment.select('new_card');
    basket.payment.setCard('holder', 'Lena Neumann');
    basket.payment.setCard('number', '4000 0000 0000 0002');
    basket.payment.setCard('expiryMonth', '12');
    basket.payment.setCard('expiryYear', '30');
    basket.payment.setCard('securityCode', '123');
    expect(await basket.purchase()).toEqual({ kind: 'modal', code: 'refused' });
    expect(basket.count).toBe(1);
    expect(session.balance?.fractional).toBe(0);
  });

  it('blocks checkout for visitors until they log in, then validates the basket', async () => {
    const { get, session, basket } = await app();
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    ticket.quickTip({ count: 2 });
    expect(await ticket.addToBasket()).toBe(true);
    expect(basket.blocker).toBe('not_logged_in');
    await session.login({ ...VERIFIED, longLastingSession: false });
    await when(() => !basket.validating && basket.blocker === null);
    expect(basket.valid).toBe(true);
    await session.logout();
    expect(basket.blocker).toBe('not_logged_in');
    expect(basket.count).toBe(1);
  });
});

describe('HomeViewModel', () => {
  it('loads a next draw and jackpot for every lottery', async () => {
    const { get } = await app();
    const home = get(HOME.homeViewModel);
    await home.load();
    expect(home.status).toBe('ready');
    expect(home.nextDraws).toHaveLength(4);
    expect(home.lottoJackpot?.fractional).toBeGreaterThan(0);
  });

  it("the home route's loader gives the same draws as plain data, and 503 with the notice when none can be had", async () => {
    const { container, get } = await app();
    const loaded = await runLoader<HomeData>(homeLoader, container);
    expect(loaded).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const home = get(HOME.homeViewModel);
    home.accept(loaded.data);
    expect(home.status).toBe('ready');
    expect(home.nextDraws.map((d) => d.lottery)).toEqual(['lotto6aus49', 'eurojackpot', 'keno', 'gluecksspirale']);
    container.rebind(HOME.loadNextDrawsUseCase).toConstantValue({
      execute: () => Promise.reject(new Error('offline')),
    } as never);
    const failed = await runLoader<HomeData>(homeLoader, container);
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    home.accept(failed.data);
    expect(home.status).toBe('error');
  });
});

describe('basket validation', () => {
  it('reports a refused line once even when validations overlap', async () => {
    const { get, session, basket } = await app();
    await session.login({ ...VERIFIED, longLastingSession: false });
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    ticket.quickTip({ count: 1 });
    expect(await ticket.addToBasket()).toBe(true);
    const repository = get(SHARED.basketRepository);
    const [item] = repository.load();
    repository.save([{ ...item!, price: { ...item!.price, total: { fractional: 1, currency: 'EUR' } } }]);
    await Promise.all([basket.validate(), basket.validate(), basket.validate()]);
    expect(basket.removed).toHaveLength(1);
    expect(basket.count).toBe(0);
  });
});
