import { describe, expect, it } from 'vitest';
import { Temporal } from '../../core/shared/temporal';
import { when } from 'mobx';
import { memoryApp } from './support/memory-app';
import type { TicketViewModel } from '../../src/features/ticket/ticket.view-model';
import type { ProductIdentifier } from '../../core/domain/lottery';
import { VERIFIED } from '../support/demo';
import { runLoader } from './support/route-loader';
import { LANDING } from '../../src/features/landing/landing.module';
import { loader as landingLoader } from '../../src/features/landing/landing.route';
import { loader as ticketLoader } from '../../src/features/ticket/ticket.route';
import { LANDING_ROUTES, TICKET_ROUTES } from '../../src/features/ticket/ticket-routes';
import type { TicketData } from '../../src/features/ticket/ticket.view-model';
import type { LandingData } from '../../src/features/landing/landing.view-model';
import { HOME } from '../../src/features/home/home.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { TICKET } from '../../src/features/ticket/ticket.module';

const app = memoryApp;

type App = Awaited<ReturnType<typeof app>>;

async function open(get: App['get'], product: ProductIdentifier): Promise<TicketViewModel> {
  const ticket = get(TICKET.ticketViewModel);
  await ticket.load(product);
  expect(ticket.status).toBe('ready');
  return ticket;
}

/** Waits for the live price the platform gives and returns its total in cents. */
async function livePrice(ticket: TicketViewModel, total: number): Promise<void> {
  await when(() => !ticket.pricing && ticket.price?.total.fractional === total, { timeout: 2000 });
}

const cross = (ticket: TicketViewModel, field: number, main: number[], extra: number[] = []) => {
  for (const n of main) ticket.toggle(field, 'main', n);
  for (const n of extra) ticket.toggle(field, 'extra', n);
};

describe('one ticket of every product into the basket, at the platform price', () => {
  it('fills all six ticket screens; the logged-in basket validates every line', async () => {
    const { get, session, basket } = await app();
    await session.login({ ...VERIFIED, longLastingSession: false });

    const lotto = await open(get, 'lotto6aus49_regular');
    lotto.quickTip({ count: 2 });
    await livePrice(lotto, 2 * 120 + 50);
    expect(await lotto.addToBasket()).toBe(true);

    const system = await open(get, 'lotto6aus49_system');
    system.chooseFieldType('system_008');
    cross(system, 0, [1, 2, 3, 4, 5, 6, 7]);
    expect(await system.addToBasket()).toBe(false);
    expect(system.error).toEqual({ kind: 'system_numbers', mainTips: 8, extraTips: 0 });
    cross(system, 0, [49]);
    expect(system.rowsPerField).toBe(28);
    await livePrice(system, 28 * 120 + 50);
    expect(await system.addToBasket()).toBe(true);

    const euro = await open(get, 'eurojackpot_regular');
    cross(euro, 0, [5, 10, 15, 20], [3]);
    expect(await euro.addToBasket()).toBe(false);
    expect(euro.error).toEqual({ kind: 'incomplete_field', fieldIndex: 0, missingMain: 1, missingExtra: 1 });
    cross(euro, 0, [50], [12]);
    await livePrice(euro, 200 + 50);
    expect(await euro.addToBasket()).toBe(true);

    const euroSystem = await open(get, 'eurojackpot_system');
    cross(euroSystem, 0, [1, 2, 3, 4, 5, 6], [1, 2, 3]);
    expect(euroSystem.config?.fieldTypeIdentifier).toBe('system_6_3');
    expect(euroSystem.rowsPerField).toBe(18);
    await livePrice(euroSystem, 18 * 200 + 50);
    expect(await euroSystem.addToBasket()).toBe(true);

    const keno = await open(get, 'keno_regular');
    keno.chooseFieldType('keno_type_6');
    keno.options.setFieldStake(200);
    keno.quickTip({ count: 1 });
    keno.toggleAddon('plus5');
    await livePrice(keno, 200 + 75 + 50);
    expect(await keno.addToBasket()).toBe(true);

    const lose = await open(get, 'gluecksspirale_regular');
    lose.options.addLos();
    lose.options.addLos();
    lose.options.setTicketNumber('1234567', 0);
    await livePrice(lose, 3 * 500 + 50);
    expect(await lose.addToBasket()).toBe(true);

    expect(basket.items.map((i) => [i.identifier, i.price.total.fractional])).toEqual([
      ['lotto6aus49_regular', 290],
      ['lotto6aus49_system', 3410],
      ['eurojackpot_regular', 250],
      ['eurojackpot_system', 3650],
      ['keno_regular', 325],
      ['gluecksspirale_regular', 1550],
    ]);
    expect(basket.items[5]?.config.ticketNumbers).toHaveLength(3);
    expect(basket.items[5]?.config.ticketNumbers[0]).toBe('1234567');
    expect(basket.items[4]?.config.numberFields[0]).toMatchObject({ fieldTypeIdentifier: 'keno_type_6' });
    await when(() => !basket.validating);
    expect(basket.valid).toBe(true);
    for (const vm of [lotto, system, euro, euroSystem, keno, lose]) vm.dispose();
  });
});

describe('ticket screen details', () => {
  it('reopens a system ticket from the basket with its system and replaces the line', async () => {
    const { get, basket } = await app();
    const system = await open(get, 'lotto6aus49_system');
    system.chooseFieldType('system_009');
    system.quickTip({ fieldIndex: 0 });
    expect(await system.addToBasket()).toBe(true);
    const id = basket.items[0]!.id;
    const edit = get(TICKET.ticketViewModel);
    await edit.load('lotto6aus49_system', id);
    expect(edit.editingItemId).toBe(id);
    expect(edit.config?.fieldTypeIdentifier).toBe('system_009');
    expect(edit.completeFieldCount).toBe(1);
    edit.chooseFieldType('system_007');
    edit.clearField(0);
    edit.quickTip({ fieldIndex: 0 });
    await livePrice(edit, 7 * 120 + 50);
    expect(await edit.addToBasket()).toBe(true);
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]?.price.total.fractional).toBe(890);
    system.dispose();
    edit.dispose();
  });

  it('a Dauerschein renews with the player’s default payment method, SEPA for visitors', async () => {
    const { get, session } = await app();
    const visitor = await open(get, 'keno_regular');
    visitor.options.setSubscription(true);
    expect(visitor.config?.subscription).toEqual({
      paymentMethodLabel: 'sepa_direct_debit',
      subscriptionType: 'daily',
    });
    visitor.options.setSubscriptionPaymentLabel('paypal');
    expect(visitor.config?.subscription?.paymentMethodLabel).toBe('paypal');
    visitor.options.setSubscription(false);
    expect(visitor.config?.subscription).toBeNull();
    await session.login({ ...VERIFIED, longLastingSession: false });
    const player = await open(get, 'lotto6aus49_regular');
    player.options.setSubscription(true);
    const expected = session.paymentMethods.find((m) => m.default)?.label ?? 'sepa_direct_debit';
    expect(player.config?.subscription).toEqual({ paymentMethodLabel: expected, subscriptionType: 'weekly' });
  });

  it('fills the teaser quick tips on load and warns about a GlücksSpirale add-on without Saturday', async () => {
    const { get } = await app();
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('eurojackpot_regular', null, 4);
    expect(ticket.completeFieldCount).toBe(4);
    const lotto = await open(get, 'lotto6aus49_regular');
    lotto.toggleAddon('gluecksspirale');
    lotto.options.setDrawEvents(['wednesday']);
    expect(lotto.addonIssue).toMatchObject({ kind: 'addon_without_draw', identifier: 'gluecksspirale' });
    lotto.quickTip('all');
    expect(lotto.completeFieldCount).toBe(6);
    expect(await lotto.addToBasket()).toBe(false);
    expect(lotto.error?.kind).toBe('addon_without_draw');
    expect(lotto.price).toBeNull();
  });
});

describe("the ticket route's loader", () => {
  it('gives public data only; the ticket number and quick tips are drawn in the browser, a basket line is reopened there', async () => {
    const { container, get, basket } = await app();
    const answer = await runLoader<TicketData>(ticketLoader, container, {}, '/lotto/normalschein');
    expect(answer).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const loaded = answer.data;
    expect(JSON.stringify(loaded)).not.toMatch(/ticketNumbers/);
    // One loader for every ticket screen: the path's route says which product.
    for (const [product, { path }] of Object.entries(TICKET_ROUTES)) {
      const other = await runLoader<TicketData>(ticketLoader, container, {}, path);
      expect(other.data.kind === 'ready' && other.data.product.definition.identifier, path).toBe(product);
    }

    // What the server renders and the browser hydrates: the same blank ticket, twice.
    const server = get(TICKET.ticketViewModel);
    const browser = get(TICKET.ticketViewModel);
    server.accept(loaded);
    browser.accept(JSON.parse(JSON.stringify(loaded)) as TicketData);
    expect(browser.config).toEqual(server.config);
    expect(browser.config?.ticketNumbers).toEqual(['']);
    expect(browser.config?.fields.every((f) => f.main.length === 0)).toBe(true);
    expect(browser.price).toBeNull();

    browser.begin(null, 3);
    expect(browser.config?.ticketNumbers[0]).toMatch(/^\d{7}$/);
    expect(browser.completeFieldCount).toBe(3);
    await livePrice(browser, 3 * 120 + 50);
    browser.dispose();

    // A basket line reopened from storage, before the basket itself has been loaded.
    expect(await browser.addToBasket()).toBe(true);
    const line = get(SHARED.basketRepository).load()[0]!;
    expect(basket.line(line.id)).toEqual(line);
    expect(basket.line('unknown')).toBeNull();
    const reopened = get(TICKET.ticketViewModel);
    reopened.accept(loaded);
    reopened.begin(line.id, 5);
    expect(reopened.editingItemId).toBe(line.id);
    expect(reopened.completeFieldCount).toBe(3);
    reopened.dispose();

    container.rebind(TICKET.startTicketUseCase).toConstantValue({
      product: () => Promise.reject(new Error('offline')),
    } as never);
    const failed = await runLoader<TicketData>(ticketLoader, container, {}, '/lotto/normalschein');
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    reopened.accept(failed.data);
    expect(reopened.status).toBe('error');
  });
});

describe('LandingViewModel', () => {
  it('shows the next draw and moves the sale-stop countdown every 30 seconds until disposed', async () => {
    const { get } = await app();
    const scheduler = get(SHARED.scheduler) as unknown as { advance(ms: number): Promise<void>; pending: number };
    const landing = get(LANDING.landingViewModel);
    await landing.load('eurojackpot');
    expect(landing.status).toBe('ready');
    expect(landing.draw?.jackpot?.fractional).toBeGreaterThan(0);
    expect(landing.saleOpen).toBe(true);
    const first = landing.now!;
    await scheduler.advance(30_000);
    expect(landing.now!.epochMilliseconds - first.epochMilliseconds).toBe(30_000);
    landing.dispose();
    const pending = scheduler.pending;
    await scheduler.advance(30_000);
    expect(landing.now!.epochMilliseconds - first.epochMilliseconds).toBe(30_000);
    expect(scheduler.pending).toBe(pending);
  });

  it("the landing route's loader gives the draw and its instant as plain data; the browser's countdown goes on from there", async () => {
    const { container, get } = await app();
    const scheduler = get(SHARED.scheduler) as unknown as { advance(ms: number): Promise<void> };
    const answer = await runLoader<LandingData>(landingLoader, container, {}, '/lotto');
    expect(answer).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const loaded = answer.data;
    const landing = get(LANDING.landingViewModel);
    landing.accept('lotto6aus49', loaded);
    expect(landing.status).toBe('ready');
    expect(landing.draw?.lotteryIdentifier).toBe('lotto6aus49');
    // One loader for every landing page: the path's route says which lottery.
    for (const [lottery, { path }] of Object.entries(LANDING_ROUTES)) {
      const other = await runLoader<LandingData>(landingLoader, container, {}, path);
      expect(other.data.kind === 'ready' && other.data.draw.lotteryIdentifier, path).toBe(lottery);
    }
    expect(landing.now?.toString()).toBe(loaded.now);
    expect(landing.saleOpen).toBe(true);
    // The content service's blocks and facts come with it, for the server to render.
    expect(loaded.content.content?.components.length).toBeGreaterThan(0);
    expect(loaded.content.facts?.headline).toBeTruthy();
    const section = get(LANDING.lotteryContentViewModel);
    section.accept(loaded.content);
    expect(section.status).toBe('ready');
    landing.startTicking();
    await scheduler.advance(30_000);
    expect(landing.now!.epochMilliseconds - Temporal.Instant.from(loaded.now).epochMilliseconds).toBeGreaterThanOrEqual(
      30_000,
    );
    landing.dispose();
    // Without its content the page is still whole; without its draw it says so (503).
    const offline = () => Promise.reject(new Error('offline'));
    container
      .rebind(SHARED.contentGateway)
      .toConstantValue({ lotteryContent: offline, lotteryFacts: offline } as never);
    const bare = await runLoader<LandingData>(landingLoader, container, {}, '/lotto');
    expect(bare).toMatchObject({ status: 200, data: { kind: 'ready', content: { content: null, facts: null } } });
    section.accept(bare.data.content);
    expect(section.status).toBe('error');
    container.rebind(HOME.loadNextDrawsUseCase).toConstantValue({ execute: offline } as never);
    const failed = await runLoader<LandingData>(landingLoader, container, {}, '/lotto');
    expect(failed).toMatchObject({ status: 503, data: { kind: 'error' } });
    landing.accept('lotto6aus49', failed.data);
    expect(landing.status).toBe('error');
    expect(landing.draw).toBeNull();
  });
});
