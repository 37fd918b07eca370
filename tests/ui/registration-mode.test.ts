import { describe, expect, it } from 'vitest';
import { memoryApp } from './support/memory-app';
import { routeOf } from './support/route-loader';
import type { RegistrationMode } from '../../src/app/route-container';
import { firstStepPath, registrationPage } from '../../src/features/registration/registration-mode';
import { loader } from '../../src/features/registration/registration.route';
import type { RegistrationViewModel } from '../../src/features/registration/registration.view-model';
import { ACCOUNT } from '../../src/features/account/account.module';

/** The registration route's loader for a path, in a deployment's mode: its data, or the redirect it throws. */
function load(mode: RegistrationMode, path: string): { data: unknown } | { status: number; to: string } {
  const { params } = routeOf(path);
  try {
    const data: unknown = loader({
      params,
      request: new Request(`http://localhost:4173${path}`),
      context: { registrationMode: mode, routeOf },
    } as never);
    return { data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, to: thrown.headers.get('Location') ?? '' };
  }
}

const ERIKA = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  birthName: 'Gabler',
  dateOfBirth: '12.08.1984',
  birthplace: 'München',
  street: 'Heidestraße',
  houseNumber: '17',
  zipCode: '51147',
  city: 'Köln',
  email: 'erika.einseitig@example.de',
  password: 'Sommer2026!',
};

function fill(vm: RegistrationViewModel, overrides: Partial<typeof ERIKA> = {}) {
  for (const [field, value] of Object.entries({ ...ERIKA, ...overrides })) vm.set(field as never, value);
}

describe('registration modes (spec/1 §2)', () => {
  it('steps mode: the five steps and the terminal steps are sub-routes; /registrierung leads to the first step', () => {
    for (const step of ['name', 'birthday', 'address', 'email', 'password'])
      expect(registrationPage('steps', step)).toEqual({ kind: 'step', step });
    for (const step of ['cancel', 'error', 'thanks', 'pending'])
      expect(registrationPage('steps', step)).toEqual({ kind: 'outcome', step });
    expect(registrationPage('steps', undefined)).toEqual({ kind: 'redirect', to: '/registrierung/name' });
    expect(registrationPage('steps', 'alles')).toEqual({ kind: 'redirect', to: '/registrierung/name' });
    expect(firstStepPath('steps')).toBe('/registrierung/name');
  });

  it('single-step mode: the whole form is /registrierung; the only sub-routes are cancel, error, thanks and pending', () => {
    expect(registrationPage('single-step', undefined)).toEqual({ kind: 'form' });
    for (const step of ['cancel', 'error', 'thanks', 'pending'])
      expect(registrationPage('single-step', step)).toEqual({ kind: 'outcome', step });
    for (const step of ['name', 'birthday', 'address', 'email', 'password', 'alles', 'unbekannt'])
      expect(registrationPage('single-step', step)).toEqual({ kind: 'redirect', to: '/registrierung' });
    expect(firstStepPath('single-step')).toBe('/registrierung');
  });

  it('the route loader tells the page its mode and redirects (302) what the mode has no page for', () => {
    expect(load('single-step', '/registrierung')).toEqual({ data: { mode: 'single-step' } });
    expect(load('single-step', '/registrierung/thanks')).toEqual({ data: { mode: 'single-step' } });
    expect(load('single-step', '/registrierung/name')).toEqual({ status: 302, to: '/registrierung' });
    // The former single page's address: no page of its own in either mode.
    expect(load('single-step', '/registrierung/alles')).toEqual({ status: 302, to: '/registrierung' });
    expect(load('steps', '/registrierung/alles')).toEqual({ status: 302, to: '/registrierung/name' });
    expect(load('steps', '/registrierung')).toEqual({ status: 302, to: '/registrierung/name' });
    expect(load('steps', '/registrierung/address')).toEqual({ data: { mode: 'steps' } });
    expect(load('steps', '/registrierung/pending')).toEqual({ data: { mode: 'steps' } });
  });
});

/** A registration hashes a password and logs in over the in-process platform: more than Vitest's 5 s on a busy host. */
const SLOW = 20_000;

describe('single-step registration (view model)', () => {
  it(
    'registers with every field at once, logs the player in and ends on thanks',
    async () => {
      const { get, session } = await memoryApp();
      const vm = get(ACCOUNT.registrationViewModel);
      vm.load();
      fill(vm);
      expect(await vm.submitAll()).toBe('thanks');
      expect(session.loggedIn).toBe(true);
      expect(session.player?.personalData.birthName).toBe('Gabler');
    },
    SLOW,
  );

  it(
    'shows the errors of every step at once and sends nothing while one field is wrong',
    async () => {
      const { get, session } = await memoryApp();
      const vm = get(ACCOUNT.registrationViewModel);
      fill(vm, { lastName: '', zipCode: '123', password: 'kurz' });
      expect(await vm.submitAll()).toBeNull();
      expect(Object.keys(vm.errors).sort()).toEqual(['lastName', 'password', 'zipCode']);
      expect(session.loggedIn).toBe(false);
    },
    SLOW,
  );

  it(
    'keeps the platform’s refusal on the one page: a taken e-mail is named at its field',
    async () => {
      const { get, session } = await memoryApp();
      const vm = get(ACCOUNT.registrationViewModel);
      fill(vm, { email: 'spieler@tippwerk.de' });
      expect(await vm.submitAll()).toBe('email');
      expect(vm.errors.email?.rule).toBe('taken');
      expect(vm.data.password).toBe('Sommer2026!');
      expect(session.loggedIn).toBe(false);
    },
    SLOW,
  );
});
