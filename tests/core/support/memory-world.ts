import { inProcess } from '../../support/in-process';
import type { FakePlatformApi } from '../../../mocks/platform/platform-api';
import { MemoryTokenStore } from '../../../adapters/memory/memory-token-store';
import { MemoryBasketRepository } from '../../../adapters/memory/memory-basket-repository';
import { ManualClock } from '../../../adapters/memory/manual-clock';
import { SeededRandom, SequenceIdGenerator } from '../../../adapters/memory/seeded-random';
import { LoginUseCase } from '../../../core/use-cases/login.use-case';
import { LogoutUseCase } from '../../../core/use-cases/logout.use-case';
import { LoadPlayerProfileUseCase } from '../../../core/use-cases/load-player-profile.use-case';
import { StartTicketUseCase } from '../../../core/use-cases/start-ticket.use-case';
import { FillQuickTipUseCase } from '../../../core/use-cases/fill-quick-tip.use-case';
import { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';
import { AddToBasketUseCase } from '../../../core/use-cases/add-to-basket.use-case';
import { ValidateBasketUseCase } from '../../../core/use-cases/validate-basket.use-case';
import { PurchaseBasketUseCase } from '../../../core/use-cases/purchase-basket.use-case';
import { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import { LoadNextDrawsUseCase } from '../../../core/use-cases/load-next-draws.use-case';
import { TEST_NOW, testPlatform } from '../../support/demo';
import { ManualScheduler } from '../../../adapters/memory/manual-scheduler';
import { MemoryLocalData } from '../../../adapters/memory/memory-local-data';
import { MemoryErrorReporter } from '../../../adapters/memory/memory-error-reporter';
import { SessionKeeper } from '../../../core/use-cases/keep-session.use-case';
import { CheckoutUseCase } from '../../../core/use-cases/checkout.use-case';
import { ChargePaymentUseCase } from '../../../core/use-cases/charge-payment.use-case';
import { FixedBrowserInfo, MemoryPendingPaymentStore } from '../../../adapters/memory/memory-payment-infrastructure';
import { FakePspCardEncryption } from '../../../adapters/browser/fake-psp-card-encryption';

/** Use cases wired by hand over the HTTP adapters and a fresh fake platform in this process: no DI, no socket, no DOM. */
export function memoryWorld(platform: FakePlatformApi = testPlatform()) {
  const tokens = new MemoryTokenStore();
  const basket = new MemoryBasketRepository();
  const clock = new ManualClock(TEST_NOW);
  const random = new SeededRandom(42);
  const ids = new SequenceIdGenerator();
  const api = inProcess(platform, tokens);
  const { players, wallet, orders, lotteryStore } = api;
  const priceTicket = new PriceTicketUseCase(lotteryStore);
  const scheduler = new ManualScheduler(clock);
  const local = new MemoryLocalData();
  const reporter = new MemoryErrorReporter();
  const logout = new LogoutUseCase(players, tokens, local);
  const { payments } = api;
  const pending = new MemoryPendingPaymentStore();
  const purchase = new PurchaseBasketUseCase(orders, basket, ids, clock);
  const charge = new ChargePaymentUseCase(payments, new FakePspCardEncryption(), new FixedBrowserInfo(), pending);
  const keeper = new SessionKeeper(players, tokens, local, logout, scheduler, clock, reporter);
  // A 401 first tries the keeper's one refresh, as the composition root wires it.
  api.client.onUnauthorized(() => keeper.refresh());
  return {
    api,
    payments,
    pending,
    charge,
    checkout: new CheckoutUseCase(purchase, payments, charge, basket, ids),
    scheduler,
    local,
    reporter,
    keeper,
    platform,
    tokens,
    basket,
    clock,
    gateways: { players, wallet, orders, lotteryStore },
    login: new LoginUseCase(players, tokens, scheduler),
    logout,
    loadProfile: new LoadPlayerProfileUseCase(players, wallet, api.notifications),
    startTicket: new StartTicketUseCase(lotteryStore, random),
    quickTip: new FillQuickTipUseCase(random),
    priceTicket,
    addToBasket: new AddToBasketUseCase(priceTicket, basket, ids),
    validateBasket: new ValidateBasketUseCase(orders, basket, ids),
    purchase,
    loadReceipts: new LoadReceiptsUseCase(lotteryStore),
    loadNextDraws: new LoadNextDrawsUseCase(lotteryStore),
  };
}

export type MemoryWorld = ReturnType<typeof memoryWorld>;

/** Logs in and fills a LOTTO ticket with `fields` quick-tip fields, ready for the basket. */
export async function lottoTicket(world: MemoryWorld, fields = 2) {
  const start = await world.startTicket.execute('lotto6aus49_regular');
  const config = world.quickTip.execute({ config: start.config, definition: start.definition, count: fields });
  return { ...start, config };
}

/**
 * Gives the logged-in player a birth name and birthplace (PUT /me, the rest unchanged): the seeded
 * newcomer lacks both, and nothing is bought without them.
 */
export async function completeAdditionalData(world: MemoryWorld, birthName = 'Neumann', birthplace = 'Hamburg') {
  const { player } = await world.loadProfile.execute();
  const { street, houseNumber, zipCode, city } = player.address;
  const saved = await world.api.accounts.updatePersonalData({
    birthName,
    birthplace,
    street,
    houseNumber,
    zipCode,
    city,
    email: player.email,
    phoneNumber: player.phoneNumber ?? '',
  });
  if (!saved.ok) throw new Error(`PUT /me refused: ${JSON.stringify(saved.error.attributeErrors)}`);
}
