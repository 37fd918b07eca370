import { describe, expect, it } from 'vitest';
import { completeAdditionalData, memoryApp } from './support/memory-app';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { ACCOUNT } from '../../src/features/account/account.module';
import { DEV } from '../../src/features/dev/dev.module';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { TICKET } from '../../src/features/ticket/ticket.module';

type App = Awaited<ReturnType<typeof memoryApp>>;

/** The newcomer (no birth name, no birthplace) with `creditCents` on the wallet and one LOTTO field (1,70 €) in the basket. */
async function newcomerWithTicket(creditCents = 2000) {
  const app = await memoryApp();
  if (creditCents > 0) app.platform.creditTestWinning({ email: NEWCOMER.username, amount_cents: creditCents });
  await app.session.login({ ...NEWCOMER, longLastingSession: false });
  await addLottoField(app);
  return app;
}

async function addLottoField(app: App) {
  const ticket = app.get(TICKET.ticketViewModel);
  await ticket.load('lotto6aus49_regular');
  ticket.quickTip({ count: 1 });
  expect(await ticket.addToBasket()).toBe(true);
}

const pendingReceipts = async (app: App) =>
  (await app.get(RECEIPTS.loadReceiptsUseCase).execute({ criteria: ['any_draws_pending'] })).totalCount;

describe('basket: birth name and birthplace before buying (GwG, GlüStV)', () => {
  it('asks for them instead of buying: nothing bought, nothing debited, the basket kept', async () => {
    const app = await newcomerWithTicket();
    const { basket, session } = app;
    expect(session.balance?.fractional).toBe(2000);
    expect(basket.blocker).toBeNull(); // the button stays usable: it is what asks
    expect(basket.additionalData).toBe('missing');

    expect(await basket.purchase()).toEqual({ kind: 'additional_data' });
    expect(basket.purchasing).toBe(false);
    expect(basket.notice).toBeNull();
    expect(basket.count).toBe(1);
    expect(basket.lastPurchase).toBeNull();
    await session.reload();
    expect(session.balance?.fractional).toBe(2000);
    expect(await pendingReceipts(app)).toBe(0);
    expect(basket.additionalData).toBe('missing');
  });

  it('charges no payment method either when the wallet does not cover the basket', async () => {
    const app = await newcomerWithTicket(0);
    const { basket, session } = app;
    basket.payment.select('paypal');
    expect(basket.blocker).toBeNull();
    expect(await basket.purchase()).toEqual({ kind: 'additional_data' });
    expect(app.get(SHARED.pendingPaymentStore).load()).toBeNull();
    await session.reload();
    expect(session.balance?.fractional).toBe(0);
    expect(basket.count).toBe(1);
  });

  it('once saved (as the modal saves them), says the player can buy now; the next "Jetzt kaufen" buys', async () => {
    const app = await newcomerWithTicket();
    const { basket, session } = app;
    await basket.purchase();
    await completeAdditionalData(app);
    expect(basket.additionalData).toBe('completed');
    expect(basket.count).toBe(1); // not bought by saving: the player buys with the next click

    expect(await basket.purchase()).toEqual({ kind: 'done' });
    expect(basket.count).toBe(0);
    expect(session.balance?.fractional).toBe(2000 - 170);
    expect(await pendingReceipts(app)).toBe(1);
    expect(basket.additionalData).toBeNull();
  });

  it('the "saved" notice ends with the visit of the basket page and is never shown to another player', async () => {
    const app = await newcomerWithTicket();
    const { basket, session } = app;
    await basket.purchase();
    await completeAdditionalData(app);
    basket.forgetAdditionalDataRequest();
    expect(basket.additionalData).toBeNull();

    await basket.purchase().then(() => undefined);
    await session.logout();
    expect(basket.additionalData).toBeNull();
    await session.login({ ...VERIFIED, longLastingSession: false });
    await addLottoField(app);
    expect(basket.additionalData).toBeNull();
  });

  it('says nothing to a player whose data is complete, and buys at once', async () => {
    const app = await memoryApp();
    await app.session.login({ ...VERIFIED, longLastingSession: false });
    await addLottoField(app);
    expect(app.basket.additionalData).toBeNull();
    expect(await app.basket.purchase()).toEqual({ kind: 'done' });
  });

  it('back from PayPal after the data went missing meanwhile: asks for it and buys nothing; the payment waits on the wallet', async () => {
    const app = await newcomerWithTicket(0);
    const { basket, session } = app;
    await completeAdditionalData(app);
    basket.payment.select('paypal');
    const step = await basket.purchase();
    expect(step).toMatchObject({ kind: 'redirect' });
    const orderId = new URL((step as { url: string }).url, 'http://x').searchParams.get('order_id')!;
    await app.get(DEV.fakeBackendControl).decidePaypal(orderId, true);
    // Meanwhile (another tab, the back office) the birth data is gone again.
    const { street, houseNumber, zipCode, city } = session.player!.address;
    const cleared = await app.get(ACCOUNT.accountGateway).updatePersonalData({
      birthName: '',
      birthplace: '',
      street,
      houseNumber,
      zipCode,
      city,
      email: session.player!.email,
      phoneNumber: '',
    });
    expect(cleared.ok).toBe(true);
    await session.reload(); // the return from PayPal loads the page, and the player, afresh

    expect(await basket.resumePayment(null)).toEqual({ kind: 'additional_data' });
    expect(basket.count).toBe(1);
    expect(basket.additionalData).toBe('missing');
    expect(session.balance?.fractional).toBe(170); // PayPal paid in; the wallet keeps it for the purchase
    expect(await pendingReceipts(app)).toBe(0);

    // Completed again, the next "Jetzt kaufen" pays from the wallet: PayPal is not charged twice.
    await completeAdditionalData(app);
    expect(await basket.purchase()).toEqual({ kind: 'done' });
    expect(session.balance?.fractional).toBe(0);
    expect(await pendingReceipts(app)).toBe(1);
  });
});
