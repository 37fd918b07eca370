import { describe, expect, it } from 'vitest';
import { memoryApp } from './support/memory-app';
import type { RegistrationViewModel } from '../../src/features/registration/registration.view-model';
import { ACCOUNT } from '../../src/features/account/account.module';

function fill(vm: RegistrationViewModel, overrides: Partial<Record<string, string>> = {}) {
  const data = {
    firstName: 'Erika',
    lastName: 'Musterfrau',
    birthName: 'Gabler',
    dateOfBirth: '12.08.1984',
    birthplace: 'München',
    street: 'Heidestraße',
    houseNumber: '17',
    zipCode: '51147',
    city: 'Köln',
    email: 'erika@example.de',
    password: 'Sommer2026!',
    ...overrides,
  };
  for (const [field, value] of Object.entries(data)) vm.set(field as never, value);
}

async function walk(vm: RegistrationViewModel) {
  const path: string[] = [];
  let step: string | null = 'name';
  while (step && ['name', 'birthday', 'address', 'email', 'password'].includes(step)) {
    const next = await vm.continueFrom(step as never);
    path.push(String(next));
    if (next === null || next === step) break;
    step = next;
  }
  return path;
}

describe('Registration', () => {
  it('an adult registers in five steps, is logged in afterwards and lands on thanks', async () => {
    const { get, session } = await memoryApp();
    const vm = get(ACCOUNT.registrationViewModel);
    vm.load();
    fill(vm);
    expect(await walk(vm)).toEqual(['birthday', 'address', 'email', 'password', 'thanks']);
    expect(session.loggedIn).toBe(true);
    expect(session.player?.personalData.birthName).toBe('Gabler');
    expect(session.player?.verificationStatus).toBe('unverified');
  });

  it('ends on the pending step when the platform is not ready with the new player yet (403 player_not_ready)', async () => {
    const { get, session } = await memoryApp();
    const vm = get(ACCOUNT.registrationViewModel);
    vm.load();
    fill(vm, { email: 'erika+pending@example.de' });
    expect(await walk(vm)).toEqual(['birthday', 'address', 'email', 'password', 'pending']);
    expect(session.player).toBeNull();
  });

  it('Under 18 cannot register: stopped on the birthday step before anything is sent', async () => {
    const { get, session } = await memoryApp();
    const vm = get(ACCOUNT.registrationViewModel);
    const now = new Date();
    const seventeen = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear() - 17}`;
    fill(vm, { dateOfBirth: seventeen });
    expect(await vm.continueFrom('birthday')).toBeNull();
    expect(vm.errors.dateOfBirth?.rule).toBe('too_young');
    expect(session.loggedIn).toBe(false);
  });

  it('a taken e-mail goes back to the e-mail step with the platform’s reason; nothing typed is lost', async () => {
    const { get } = await memoryApp();
    const vm = get(ACCOUNT.registrationViewModel);
    fill(vm, { email: 'spieler@tippwerk.de' });
    expect(await vm.continueFrom('password')).toBe('email');
    expect(vm.errors.email?.rule).toBe('taken');
    expect(vm.data.street).toBe('Heidestraße');
    expect(vm.data.password).toBe('Sommer2026!');
  });

  it('keeps progress for a reload, but never the password', async () => {
    const { get } = await memoryApp();
    const first = get(ACCOUNT.registrationViewModel);
    fill(first);
    const again = get(ACCOUNT.registrationViewModel);
    again.load();
    expect(again.data.lastName).toBe('Musterfrau');
    expect(again.data.password).toBe('');
  });

  it('checks each field on its own and suggests cities for a zip code', async () => {
    const { get } = await memoryApp();
    const vm = get(ACCOUNT.registrationViewModel);
    vm.set('zipCode', '123');
    expect(vm.check('zipCode')).toBe(false);
    expect(vm.errors.zipCode?.rule).toBe('length');
    vm.set('zipCode', '10');
    await new Promise((r) => setTimeout(r, 10));
    expect(vm.zipSuggestions.length).toBeGreaterThan(0);
    vm.chooseSuggestion(vm.zipSuggestions[0]!);
    expect(vm.data.zipCode).toMatch(/^10\d{3}$/);
    expect(vm.data.city).not.toBe('');
    vm.set('password', 'kurz');
    expect(vm.check('password')).toBe(false);
    expect(vm.errors.password?.rule).toBe('minLength');
  });
});
