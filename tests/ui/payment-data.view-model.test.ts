import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import type { Token } from '../../src/composition/token';
import type { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { NEWCOMER, testPlatform, VERIFIED } from '../support/demo';
import { DEV } from '../../src/features/dev/dev.module';
import { SESSION } from '../../src/features/session/session.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { WALLET } from '../../src/features/wallet/wallet.module';

async function loggedIn(who = VERIFIED) {
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const get = <T>(name: Token<T>) => resolve(container, name);
  const session = get(SESSION.sessionViewModel);
  await session.init();
  await session.login({ ...who, longLastingSession: false });
  const scheduler = get(SHARED.scheduler) as ManualScheduler;
  /** Lets the IBAN check's polling run to its end. */
  const settle = async <T>(work: Promise<T>): Promise<T> => {
    await scheduler.advance(10_000);
    return work;
  };
  return { platform, session, get, settle };
}

const typeCard = (form: { set: (f: never, v: string) => void }, number: string) => {
  for (const [field, value] of Object.entries({
    holder: 'Max Mustermann',
    number,
    expiryMonth: '11',
    expiryYear: '2031',
    securityCode: '123',
  }))
    form.set(field as never, value);
};

describe('payment data page (/kundenkonto/zahlungsdaten)', () => {
  it('lists the stored SEPA account with masked IBAN and holder, marked as default', async () => {
    const { get } = await loggedIn();
    const vm = get(WALLET.paymentDataViewModel);
    expect(vm.sepa).toMatchObject({ maskedIban: expect.stringMatching(/^DE/), accountHolder: 'Max Mustermann' });
    expect(vm.isDefault('sepa_direct_debit')).toBe(true);
    expect(vm.deletable).toEqual([]);
  });

  it('adds a SEPA account: the IBAN is checked on the client first, names are prefilled, then it is stored', async () => {
    const { get, settle } = await loggedIn(NEWCOMER);
    const vm = get(WALLET.paymentDataViewModel);
    expect(vm.sepa).toBeNull();
    vm.editSepa();
    expect([vm.sepaForm.firstName, vm.sepaForm.lastName]).toEqual(['Lena', 'Neumann']);
    vm.sepaForm.set('iban', 'DE89 3704 0044 0532 0130 01');
    await vm.saveSepa();
    expect(vm.sepaForm.errors.iban).toEqual({ rule: 'validIban' });
    expect(vm.editing).toBe('sepa');
    vm.sepaForm.set('iban', 'DE89 3704 0044 0532 0130 00');
    await settle(vm.saveSepa());
    expect(vm.editing).toBeNull();
    expect(vm.message).toEqual({ tone: 'success', key: 'sepaSaved' });
    expect(vm.sepa?.maskedIban).toMatch(/^DE89/);
    expect(vm.sepa?.accountHolder).toBe('Lena Neumann');
  });

  it('shows the platform’s field errors at the fields (holder name)', async () => {
    const { get } = await loggedIn(NEWCOMER);
    const vm = get(WALLET.paymentDataViewModel);
    vm.editSepa();
    vm.sepaForm.set('firstName', ' ');
    vm.sepaForm.set('iban', 'DE89 3704 0044 0532 0130 00');
    await vm.saveSepa();
    expect(vm.sepaForm.errors.firstName).toEqual({ rule: 'required' });
  });

  it('stores a card, shows brand, last digits and MM/YYYY, and deletes it after confirming', async () => {
    const { get } = await loggedIn();
    const vm = get(WALLET.paymentDataViewModel);
    vm.editCard();
    expect(await vm.saveCard()).toBeNull();
    expect(vm.cardForm.visibleProblem).toEqual({ field: 'holder', rule: 'required' });
    typeCard(vm.cardForm, '5555 5555 5555 4444');
    expect(await vm.saveCard()).toBeNull();
    expect(vm.message).toEqual({ tone: 'success', key: 'cardStored' });
    const [card] = vm.deletable;
    expect(card).toMatchObject({
      type: 'adyen_credit_card',
      brand: expect.any(String),
      lastDigits: '4444',
      expiryMonth: '11',
      expiryYear: '2031',
    });
    vm.askDelete(card!);
    vm.cancelDelete();
    expect(vm.deletable).toHaveLength(1);
    vm.askDelete(card!);
    await vm.deleteConfirmed();
    expect(vm.message).toEqual({ tone: 'success', key: 'cardDeleted' });
    expect(vm.deletable).toEqual([]);
  });

  it('a 3-D Secure card store leaves for the bank and is finished on return to the page', async () => {
    const { get } = await loggedIn();
    const vm = get(WALLET.paymentDataViewModel);
    vm.editCard();
    typeCard(vm.cardForm, '4000 0000 0000 3220');
    const url = await vm.saveCard();
    expect(url).toMatch(/^http:\/\/tippwerk\.test\/__fake\/psp\/3ds\?/);
    const transactionId = new URL(url!, 'https://x.invalid').searchParams.get('transaction_id')!;
    const redirectResult = await get(DEV.fakeBackendControl).decideSecureChallenge(transactionId, 'cancel');
    const back = get(WALLET.paymentDataViewModel);
    await back.resumeCardStore(redirectResult);
    expect(back.cardFailure).toEqual({ kind: 'payment_declined', reason: 'cancelled' });
    expect(back.deletable).toEqual([]);
  });
});

describe('account home (/kundenkonto)', () => {
  it('greets the player and shows common and games balances with their payoutable parts', async () => {
    const { get, session } = await loggedIn();
    const vm = get(WALLET.accountHomeViewModel);
    await vm.load();
    expect(vm.firstName).toBe('Max');
    expect(vm.fullyVerified).toBe(true);
    expect(vm.withdrawalBlocker).toBeNull();
    expect(vm.gamesAccount?.kind).toBe('games');
    const common = session.commonAccount!;
    expect(vm.total(common).fractional).toBe(
      common.payoutableBalance.fractional + common.notPayoutableBalance.fractional,
    );
  });

  it('an unverified player gets the verification hint (and no payouts)', async () => {
    const { get } = await loggedIn(NEWCOMER);
    const vm = get(WALLET.accountHomeViewModel);
    await vm.load();
    expect(vm.fullyVerified).toBe(false);
    expect(vm.withdrawalBlocker).toBe('verification_needed');
  });
});
