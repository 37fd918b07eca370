import { describe, expect, it } from 'vitest';
import { memoryApp } from './support/memory-app';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { ACCOUNT } from '../../src/features/account/account.module';
import { SHARED } from '../../src/composition/shared.tokens';

async function loggedIn(who = VERIFIED) {
  const app = await memoryApp();
  await app.session.login({ ...who, longLastingSession: false });
  const vm = app.get(ACCOUNT.personalDataViewModel);
  await vm.load();
  return { ...app, vm };
}

describe('personal data (/kundenkonto/daten)', () => {
  it('fills the form when the player arrives after the page opened (a reload of /kundenkonto/daten)', async () => {
    const app = await memoryApp();
    const vm = app.get(ACCOUNT.personalDataViewModel);
    await vm.load();
    expect(vm.form).toBeNull();
    await app.session.login({ ...VERIFIED, longLastingSession: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.form?.email).toBe(VERIFIED.username);
  });

  it('edits the address and saves it with PUT /me', async () => {
    const { vm, session } = await loggedIn();
    vm.set('street', 'Lindenallee');
    vm.set('houseNumber', '4a');
    await vm.save();
    expect(vm.message).toBe('personalData.saved');
    expect(session.player?.address.street).toBe('Lindenallee');
  });

  it('checks fields on blur: phone 2-15 digits with optional +, zip 5 digits; nothing is sent while one fails', async () => {
    const { vm, session } = await loggedIn();
    vm.set('phoneNumber', '12ab');
    expect(vm.check('phoneNumber')).toBe(false);
    expect(vm.errors.phoneNumber?.rule).toBe('isValidPhoneNumber');
    vm.set('phoneNumber', '+49 221 1234567');
    expect(vm.errors.phoneNumber).toBeUndefined();
    vm.set('zipCode', '1234');
    await vm.save();
    expect(vm.errors.zipCode?.rule).toBe('length');
    expect(session.player?.address.zipCode).not.toBe('1234');
  });

  it('shows the additional-data notice until birth name and birthplace are present', async () => {
    const { vm } = await loggedIn(NEWCOMER);
    expect(vm.additionalDataNeeded).toBe(true);
    vm.set('birthName', 'Neumann');
    vm.set('birthplace', 'Hamburg');
    await vm.save();
    expect(vm.additionalDataNeeded).toBe(false);
  });

  it('switches jackpot mails; service messages stay on', async () => {
    const { vm, get } = await loggedIn();
    expect(vm.settings?.serviceMessages).toEqual({ active: true, mutable: false });
    await vm.toggle('jackpots', true);
    expect((await get(SHARED.notificationGateway).settings()).jackpots.active).toBe(true);
  });

  it('disabling the account ends the session and the login', async () => {
    const { vm, session } = await loggedIn();
    expect(await vm.disableAccount()).toBe(true);
    expect(session.loggedIn).toBe(false);
    const again = await session.login({ ...VERIFIED, longLastingSession: false });
    expect(again.ok).toBe(false);
  });
});

describe('change password', () => {
  it('needs the old password, checks the new one and changes it', async () => {
    const { vm, session } = await loggedIn();
    vm.setNewPassword('kurz');
    await vm.changePassword();
    expect(vm.passwordErrors).toEqual({
      oldPassword: { rule: 'required' },
      newPassword: { rule: 'minLength', params: { min: '8' } },
    });
    vm.setOldPassword('falsch');
    vm.setNewPassword('Herbst2026!');
    await vm.changePassword();
    expect(vm.passwordErrors.oldPassword).toEqual({ rule: 'wrong_password' });
    vm.setOldPassword(VERIFIED.password);
    await vm.changePassword();
    expect(vm.passwordChanged).toBe(true);
    await session.logout();
    expect(
      (await session.login({ username: VERIFIED.username, password: 'Herbst2026!', longLastingSession: false })).ok,
    ).toBe(true);
  });
});
