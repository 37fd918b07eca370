import { describe, expect, it } from 'vitest';
import { formatMoney, money } from '../../core/domain/money';
import { amountText } from '../../src/features/wallet/amount-input';
import { depositFailureText } from '../../src/features/wallet/deposit-modal.view';
import '../../src/features/basket/basket-strings';
import { errorMessage } from '../../src/i18n/i18n';
import { walletReturnUrls, withModal } from '../../src/features/wallet/wallet-return';
import { providerPageUrl as pspPagePath } from '../../src/app/provider-page';
import { CARD_STORE_RETURN_URL } from '../../src/features/payment-data/payment-data.view-model';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import type { Token } from '../../src/composition/token';
import { NEWCOMER, SELF_LOCKED, testPlatform, VERIFIED } from '../support/demo';
import { DEV } from '../../src/features/dev/dev.module';
import { SESSION } from '../../src/features/session/session.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { WALLET } from '../../src/features/wallet/wallet.module';

/** memoryApp, but with the platform at hand (to book a winning). */
async function loggedIn(who = VERIFIED) {
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const session = resolve(container, SESSION.sessionViewModel);
  await session.init();
  await session.login({ ...who, longLastingSession: false });
  return { platform, container, session, get: <T>(name: Token<T>) => resolve(container, name) };
}

const fillCard = (
  vm: { payment: { select: (v: 'new_card') => void; setCard: (f: never, v: string) => void } },
  number: string,
) => {
  vm.payment.select('new_card');
  const fields = { holder: 'Max Mustermann', number, expiryMonth: '12', expiryYear: '30', securityCode: '123' };
  for (const [field, value] of Object.entries(fields)) vm.payment.setCard(field as never, value);
};

describe('deposit modal view model', () => {
  it('starts with 20 € and the default method; German amounts become cents without floats', async () => {
    const app = await loggedIn();
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    expect(vm.amount.text).toBe('20');
    expect(vm.amount.amount).toEqual(money(2000));
    expect(vm.payment.selected).toBe('sepa_direct_debit');
    vm.amount.set('25,50');
    expect(vm.amount.amount).toEqual(money(2550));
    vm.amount.set('0,29');
    expect(vm.amount.amount).toEqual(money(29));
    vm.amount.set('1.000');
    expect(vm.amount.amount).toEqual(money(100_000));
    vm.amount.choose(money(5000));
    expect(vm.amount.isChosen(money(5000))).toBe(true);
    vm.dispose();
  });

  it('explains a wrong amount in the field and sends nothing', async () => {
    const app = await loggedIn();
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    const before = app.session.balance!.fractional;
    for (const [text, rule] of [
      ['', 'required'],
      ['zwanzig', 'euroAmount'],
      ['9,99', 'minFractionalValue'],
      ['1000,01', 'maxFractionalValue'],
      ['12,345', 'euroAmount'],
    ] as const) {
      vm.amount.set(text);
      expect(await vm.submit('/kundenkonto')).toBeNull();
      expect(vm.amount.visibleProblem?.rule).toBe(rule);
      expect(vm.status).toBe('editing');
    }
    expect(app.session.balance!.fractional).toBe(before);
  });

  it('deposits with SEPA: success shows the amount and the header balance rises', async () => {
    const app = await loggedIn();
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    const before = app.session.balance!.fractional;
    vm.amount.set('30');
    expect(await vm.submit('/kundenkonto')).toBeNull();
    expect(vm.status).toBe('success');
    expect(vm.deposited).toEqual(money(3000));
    expect(app.session.balance!.fractional).toBe(before + 3000);
  });

  it('a declined card shows the reason; "edit" goes back to the form with the amount kept', async () => {
    const app = await loggedIn();
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    fillCard(vm, '4000 0000 0000 0069');
    await vm.submit('/kundenkonto');
    expect(vm.status).toBe('failed');
    expect(vm.failure).toEqual({ kind: 'payment_declined', reason: 'expired_card' });
    vm.edit();
    expect(vm.status).toBe('editing');
    expect(vm.amount.text).toBe('20');
  });

  it('an incomplete card is named at its field before anything is sent', async () => {
    const app = await loggedIn();
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    vm.payment.select('new_card');
    expect(await vm.submit('/kundenkonto')).toBeNull();
    expect(vm.payment.visibleCardProblem).toEqual({ field: 'holder', rule: 'required' });
  });

  it('3-D Secure: leaves for the bank with the modal as way back, then finishes the deposit once', async () => {
    const app = await loggedIn();
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    fillCard(vm, '4000 0000 0000 3220');
    const url = await vm.submit('/lotto?open-modal=deposit');
    expect(url).toMatch(/^http:\/\/tippwerk\.test\/__fake\/psp\/3ds\?/);
    const returnUrl = new URL(url!, 'https://x.invalid').searchParams.get('return_url')!;
    expect(returnUrl).toBe('/lotto?open-modal=deposit&wallet_return=card');
    const transactionId = new URL(url!, 'https://x.invalid').searchParams.get('transaction_id')!;
    const before = app.session.balance!.fractional;
    const redirectResult = await app.get(DEV.fakeBackendControl).decideSecureChallenge(transactionId, 'approve');

    const back = app.get(WALLET.depositViewModel);
    await back.resume(redirectResult);
    await back.resume(redirectResult);
    expect(back.status).toBe('success');
    expect(back.deposited).toEqual(money(2000));
    expect(app.session.balance!.fractional).toBe(before + 2000);
  });

  it('the platform’s refusal code is kept for the message (deposit limit of an unverified player)', async () => {
    const app = await loggedIn(NEWCOMER);
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    fillCard(vm, '4111 1111 1111 1111');
    vm.amount.set('150');
    await vm.submit('/');
    expect(vm.failure).toEqual({ kind: 'payment_refused', code: 'deposit_limit' });
    expect(vm.blocker).toBeNull();
    vm.edit();
    vm.payment.select('sepa_direct_debit');
    expect(vm.blocker).toBe('sepa_account_missing');
  });

  it('an unverified player past the 72 hours is told in German why nothing was deposited', async () => {
    const app = await loggedIn({ username: 'ablauf@tippwerk.de', password: VERIFIED.password });
    const vm = app.get(WALLET.depositViewModel);
    vm.start();
    fillCard(vm, '4111 1111 1111 1111');
    await vm.submit('/');
    expect(vm.failure).toEqual({ kind: 'payment_refused', code: 'verification_expired' });
    expect(vm.failure && depositFailureText(vm.failure)).toBe(
      'Ohne vollständige Verifizierung sind Einzahlungen nur in den ersten 72 Stunden nach Ihrer Registrierung möglich. Diese Frist ist abgelaufen, es wurde nichts eingezahlt. Bitte schließen Sie Ihre Alters- und Identitätsprüfung im Kundenkonto ab.',
    );
    // The basket_error modal says the same for a purchase (tests/core/purchase-basket.use-case.test.ts gives its code).
    expect(errorMessage('basketError.title', 'verification_expired')).toBe('Spielzeit ohne Verifizierung abgelaufen');
    expect(errorMessage('basketError.text', 'verification_expired')).toContain('in den ersten 72 Stunden');
  });
});

describe('withdrawal modal view model', () => {
  it('shows the payoutable part, disables presets above it and pays out to the SEPA account', async () => {
    const app = await loggedIn();
    app.platform.creditTestWinning({ email: VERIFIED.username, amount_cents: 4000 });
    app.get(SHARED.playerCache).invalidate();
    await app.session.reload();
    const vm = app.get(WALLET.withdrawalViewModel);
    expect(vm.blocker).toBeNull();
    expect(vm.sepaAccount?.maskedIban).toBeTruthy();
    const payoutable = vm.payoutable!.fractional;
    expect(payoutable).toBeGreaterThanOrEqual(4000);
    expect(vm.presetAllowed(money(2500))).toBe(true);
    expect(vm.presetAllowed(money(payoutable + 1))).toBe(false);
    vm.amount.set(amountText(money(payoutable + 1)));
    await vm.submit();
    expect(vm.amount.visibleProblem).toEqual({
      rule: 'maxFractionalValue',
      params: { amount: formatMoney(money(payoutable)) },
    });
    expect(vm.status).toBe('editing');
    vm.chooseAll();
    await vm.submit();
    expect(vm.status).toBe('success');
    expect(vm.withdrawn).toEqual(money(payoutable));
    expect(app.session.commonAccount!.payoutableBalance.fractional).toBe(0);
  });

  it('explains why payouts are off: verification needed, or a lock', async () => {
    const newcomer = await loggedIn(NEWCOMER);
    expect(newcomer.get(WALLET.withdrawalViewModel).blocker).toBe('verification_needed');
    const locked = await loggedIn(SELF_LOCKED);
    expect(locked.get(WALLET.withdrawalViewModel).blocker).toBe('locked');
  });
});

describe('wallet return paths', () => {
  it('come back to the same page with the modal open, same-origin only', () => {
    expect(walletReturnUrls('/warenkorb?x=1&open-modal=login', 'deposit')).toEqual({
      card: '/warenkorb?x=1&open-modal=deposit&wallet_return=card',
      paypal: '/warenkorb?x=1&open-modal=deposit&wallet_return=paypal',
    });
    expect(walletReturnUrls('//evil.example/x', 'deposit').card).toBe('/?open-modal=deposit&wallet_return=card');
    expect(withModal('/kundenkonto', '?a=b', 'withdrawal')).toBe('/kundenkonto?a=b&open-modal=withdrawal');
    expect(amountText(money(2550))).toBe('25,50');
    const psp = '/__fake/psp/3ds?transaction_id=t&return_url=%2Flotto%3Fopen-modal%3Ddeposit%26wallet_return%3Dcard';
    expect(pspPagePath(psp)).toBe(psp);
    // A real PSP's page is its own https address; plain http only on this machine (the fake API's port).
    expect(pspPagePath('https://psp.example/3ds?x=1')).toBe('https://psp.example/3ds?x=1');
    expect(pspPagePath(`http://127.0.0.1:4419${psp}`)).toBe(`http://127.0.0.1:4419${psp}`);
    expect(pspPagePath('http://psp.example/3ds')).toBeNull();
    expect(pspPagePath('//evil.example/x')).toBeNull();
    expect(pspPagePath('javascript:alert(1)')).toBeNull();
    expect(pspPagePath('/\\evil.example')).toBeNull();
    expect(CARD_STORE_RETURN_URL.startsWith('/kundenkonto/zahlungsdaten')).toBe(true);
  });
});
