import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import type { Token } from '../../src/composition/token';
import type { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { testPlatform, VERIFIED } from '../support/demo';
import { SESSION } from '../../src/features/session/session.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { WALLET } from '../../src/features/wallet/wallet.module';
import { fieldError } from '../../src/features/verification/verification-text';

const MESSAGE =
  'Der Kontoinhaber muss mit Ihrem Namen übereinstimmen (Max Mustermann). Zahlungen von oder an Konten Dritter erlaubt der Glücksspielstaatsvertrag nicht.';

async function paymentData() {
  const container = await createContainer({ kind: 'memory', platform: testPlatform() });
  const get = <T>(name: Token<T>) => resolve(container, name);
  const session = get(SESSION.sessionViewModel);
  await session.init();
  await session.login({ ...VERIFIED, longLastingSession: false });
  const scheduler = get(SHARED.scheduler) as ManualScheduler;
  const vm = get(WALLET.paymentDataViewModel);
  vm.editSepa();
  /** Lets the IBAN check's polling run to its end. */
  const settle = async (work: Promise<void>): Promise<void> => {
    await scheduler.advance(10_000);
    return work;
  };
  return { vm, form: vm.sepaForm, settle };
}

describe('the SEPA form and the account holder (GlüStV: accounts in the player’s name)', () => {
  it('names a third party’s holder on leaving a name field, in German with the player’s name; typing takes it away', async () => {
    const { form } = await paymentData();
    form.set('firstName', 'Erika');
    form.checkHolder();
    expect(fieldError('holder', form.errors.holder)).toBe(MESSAGE);
    form.set('firstName', 'max');
    expect(form.errors.holder).toBeUndefined();
    form.checkHolder();
    expect(form.errors.holder).toBeUndefined();
  });

  it('says nothing ahead while a name is still empty', async () => {
    const { form } = await paymentData();
    form.set('lastName', '');
    form.set('firstName', 'Erika');
    form.checkHolder();
    expect(form.errors.holder).toBeUndefined();
  });

  it('saving a third party’s account shows the platform’s refusal at the holder and keeps the stored account', async () => {
    const { vm, form, settle } = await paymentData();
    form.set('firstName', 'Erika');
    form.set('iban', 'DE89 3704 0044 0532 0130 00');
    await vm.saveSepa();
    expect(fieldError('holder', form.errors.holder)).toBe(MESSAGE);
    expect(vm.editing).toBe('sepa');
    expect(vm.sepa?.accountHolder).toBe('Max Mustermann');
    form.set('firstName', 'Max');
    await settle(vm.saveSepa());
    expect(vm.editing).toBeNull();
    expect(vm.message).toEqual({ tone: 'success', key: 'sepaSaved' });
  });
});
