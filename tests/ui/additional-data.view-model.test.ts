import { describe, expect, it } from 'vitest';
import { memoryApp } from './support/memory-app';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { fieldMessage } from '../../src/forms/field-message';
import {
  AdditionalDataReminderViewModel,
  mayRemindOn,
} from '../../src/features/account/additional-data-reminder.view-model';
import { AGE_VERIFICATION_ROUTE } from '../../src/features/verification/verification-routes';
import { ACCOUNT } from '../../src/features/account/account.module';
import { SESSION } from '../../src/features/session/session.module';
import { STAKES_NOTICE } from '../../src/features/limits/stakes-notice.module';
import { VERIFICATION_GUARD } from '../../src/features/verification/verification-guard.module';

/** The app with the reminder wired like AdditionalDataTrigger wires it. */
async function appWithReminder() {
  const app = await memoryApp();
  const guard = app.get(VERIFICATION_GUARD.verificationGuardViewModel);
  const stakes = app.get(STAKES_NOTICE.stakesNoticeViewModel);
  const reminder = new AdditionalDataReminderViewModel({
    session: app.session,
    keeper: app.get(SESSION.sessionKeeper),
    guard,
    stakes,
  });
  const stop = reminder.start();
  /**
   * A login, the verification check and the stakes notice's answer (not due), as after a real login.
   * `followRedirect: false` leaves a redirect request for the test to take.
   */
  const login = async (who = NEWCOMER, { followRedirect = true } = {}) => {
    await app.session.login({ ...who, longLastingSession: false });
    await guard.check();
    // As useVerificationRedirect does: it takes the redirect request, and the age verification page renders.
    if (followRedirect && guard.redirect) {
      guard.consume(true);
      guard.landed(AGE_VERIFICATION_ROUTE);
    }
    const id = app.session.player!.id;
    await stakes.dueFor(id);
    stakes.settle(id, false);
  };
  return { ...app, reminder, stakes, guard, login, stop };
}

const HOME = { routeName: 'index', modalOpen: false };

describe('additional_data_needed: the form in the modal', () => {
  async function newcomerForm() {
    const app = await memoryApp();
    await app.session.login({ ...NEWCOMER, longLastingSession: false });
    const vm = app.get(ACCOUNT.personalDataViewModel);
    vm.fill();
    return { ...app, vm };
  }

  it('asks for both when birth name and birthplace are missing', async () => {
    const { vm } = await newcomerForm();
    expect(vm.additionalDataNeeded).toBe(true);
    expect(vm.missingAdditionalData).toEqual(['birthName', 'birthplace']);
  });

  it('checks only the two fields, with German messages, and sends nothing while one fails', async () => {
    const { vm, session } = await newcomerForm();
    expect(await vm.save(vm.missingAdditionalData)).toBe(false);
    expect(fieldMessage('birthName', vm.errors.birthName!)).toBe('Bitte geben Sie Ihren Geburtsnamen ein.');
    expect(fieldMessage('birthplace', vm.errors.birthplace!)).toBe('Bitte geben Sie Ihren Geburtsort ein.');
    vm.set('birthName', 'Neumann');
    vm.set('birthplace', 'Hamburg 🚢');
    expect(await vm.save(vm.missingAdditionalData)).toBe(false);
    expect(vm.errors.birthName).toBeUndefined();
    expect(fieldMessage('birthplace', vm.errors.birthplace!)).toMatch(/^Der Geburtsort darf nur Buchstaben/);
    expect(session.player?.personalData.birthplace).toBeNull();
  });

  it('saves both with PUT /me, keeps the address, and the notice is gone', async () => {
    const { vm, session } = await newcomerForm();
    const address = session.player!.address;
    vm.set('birthName', 'Neumann');
    vm.set('birthplace', 'Hamburg');
    expect(await vm.save(vm.missingAdditionalData)).toBe(true);
    expect(session.player?.personalData).toMatchObject({ birthName: 'Neumann', birthplace: 'Hamburg' });
    expect(session.player?.address).toEqual(address);
    expect(vm.additionalDataNeeded).toBe(false);
    expect(vm.missingAdditionalData).toEqual([]);
  });
});

describe('additional_data_needed: when the shop opens it by itself', () => {
  it('opens once after a login of a player without birth name and birthplace', async () => {
    const { reminder, login } = await appWithReminder();
    expect(reminder.shouldOpen(HOME)).toBe(false);
    await login();
    expect(reminder.shouldOpen(HOME)).toBe(true);
    reminder.opened();
    expect(reminder.shouldOpen(HOME)).toBe(false);
  });

  it('waits while a verification redirect is asked for or still loading its page (the modal would cancel it)', async () => {
    const { reminder, guard, login } = await appWithReminder();
    await login(NEWCOMER, { followRedirect: false });
    expect(guard.redirect).not.toBeNull(); // the newcomer is not verified
    expect(reminder.shouldOpen(HOME)).toBe(false);
    guard.consume(true);
    expect(reminder.shouldOpen(HOME)).toBe(false);
    guard.landed(AGE_VERIFICATION_ROUTE);
    expect(reminder.shouldOpen(HOME)).toBe(true);
  });

  it('keeps waiting when the login modal closing itself cancels the redirect while its page loads', async () => {
    const { reminder, guard, login } = await appWithReminder();
    await login(NEWCOMER, { followRedirect: false });
    guard.consume(true);
    guard.landed('index'); // home rendered instead of the age verification
    expect(reminder.shouldOpen(HOME)).toBe(false);
    guard.consume(true);
    guard.landed(AGE_VERIFICATION_ROUTE);
    expect(reminder.shouldOpen(HOME)).toBe(true);
  });

  it('asks again after the next login', async () => {
    const { reminder, login, session } = await appWithReminder();
    await login();
    reminder.opened();
    await session.logout();
    expect(reminder.pending).toBe(false);
    await login();
    expect(reminder.shouldOpen(HOME)).toBe(true);
  });

  it('never opens for a player whose data is complete', async () => {
    const { reminder, login } = await appWithReminder();
    await login(VERIFIED);
    expect(reminder.shouldOpen(HOME)).toBe(false);
  });

  it('does not open for a session kept from an earlier visit (no login happened)', async () => {
    const { reminder, login, stop, session, get } = await appWithReminder();
    await login();
    stop();
    const later = new AdditionalDataReminderViewModel({
      session,
      keeper: get(SESSION.sessionKeeper),
      guard: get(VERIFICATION_GUARD.verificationGuardViewModel),
      stakes: get(STAKES_NOTICE.stakesNoticeViewModel),
    });
    later.start();
    expect(later.shouldOpen(HOME)).toBe(false);
    expect(reminder.shouldOpen(HOME)).toBe(true);
  });

  it('waits for another open modal and for pages where the player is busy, and stays pending', async () => {
    const { reminder, login } = await appWithReminder();
    await login();
    expect(reminder.shouldOpen({ routeName: 'index', modalOpen: true })).toBe(false);
    expect(reminder.shouldOpen({ routeName: 'index', modalOpen: false, navigating: true })).toBe(false);
    for (const busy of [
      'checkoutBasket',
      'checkoutBasket-success',
      'products-lotto-regular',
      'account-ageVerification',
      'account-personalData',
      'dev-fakeBackend',
    ]) {
      expect(reminder.shouldOpen({ routeName: busy, modalOpen: false }), busy).toBe(false);
    }
    expect(reminder.shouldOpen({ routeName: 'account', modalOpen: false })).toBe(true);
  });

  it('comes after the verification check and after the stakes-and-winnings notice', async () => {
    const { reminder, session, guard, stakes } = await appWithReminder();
    await session.login({ ...NEWCOMER, longLastingSession: false });
    const id = session.player!.id;
    expect(reminder.shouldOpen(HOME)).toBe(false); // verification check not answered yet
    await guard.check();
    guard.consume(true); // the redirect to the age verification is taken …
    guard.landed(AGE_VERIFICATION_ROUTE); // … and its page has rendered
    expect(reminder.shouldOpen(HOME)).toBe(false); // stakes notice not answered yet
    stakes.settle(id, true);
    expect(reminder.shouldOpen(HOME)).toBe(false); // the notice is on its way
    await stakes.load();
    expect(reminder.shouldOpen({ routeName: 'index', modalOpen: true })).toBe(false); // the notice is open
    expect(reminder.shouldOpen(HOME)).toBe(true); // and closed again
  });

  it('keeps away from the same pages as the verification redirect, plus the personal-data page', () => {
    expect(mayRemindOn(undefined)).toBe(true);
    expect(mayRemindOn('games')).toBe(true);
    expect(mayRemindOn('account-personalData')).toBe(false);
  });
});
