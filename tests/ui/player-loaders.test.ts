import type { ClientLoaderFunctionArgs } from 'react-router';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AuthenticationError, GatewayError } from '../../core/domain/errors';
import { SettingsLoadError } from '../../core/domain/limits';
import type { LoadLimitsUseCase } from '../../core/use-cases/load-limits.use-case';
import { setTabContainer } from '../../src/app/route-container';
import { clientLoader as accountHomeLoader } from '../../src/features/account-home/account-home.route';
import { clientLoader as personalDataLoader } from '../../src/features/account/personal-data.route';
import { keepOnQueryChange, type PlayerData } from '../../src/app/player-data';
import { DEFAULT_RECEIPTS_FILTER } from '../../src/features/account/receipts-query';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { clientLoader as receiptsLoader } from '../../src/features/account/receipts.route';
import { ACCOUNT } from '../../src/features/account/account.module';
import { LIMITS } from '../../src/features/limits/limits.module';
import { clientLoader as limitsLoader } from '../../src/features/limits/limits.route';
import { loadLimits } from '../../src/features/limits/limits.view-model';
import { MY_NUMBERS } from '../../src/features/my-numbers/my-numbers.module';
import { clientLoader as myNumbersLoader } from '../../src/features/my-numbers/my-numbers.route';
import { SPENDING } from '../../src/features/spending/spending.module';
import { clientLoader as spendingLoader } from '../../src/features/spending/spending.route';
import { TICKET } from '../../src/features/ticket/ticket.module';
import { VERIFICATION_GUARD } from '../../src/features/verification/verification-guard.module';
import { VERIFICATION } from '../../src/features/verification/verification.module';
import { clientLoader as verificationLoader } from '../../src/features/verification/verification.route';
import { WALLET } from '../../src/features/wallet/wallet.module';
import { VERIFIED } from '../support/demo';
import { memoryApp } from './support/memory-app';

/** The app in memory as the browser's tab: its container is the one the clientLoaders use. */
async function tab(loggedIn: boolean) {
  const app = await memoryApp();
  setTabContainer(app.container);
  if (loggedIn) await app.session.login({ ...VERIFIED, longLastingSession: false });
  return app;
}

const at = (path: string) => ({ request: new Request(`http://localhost:4173${path}`) }) as ClientLoaderFunctionArgs;

const ready = <T>(data: PlayerData<T>): T => {
  if (data.kind !== 'ready') throw new Error(`expected ready data, got ${data.kind}`);
  return data.value;
};

describe("player pages' clientLoaders (the player's tokens live in the browser)", () => {
  it('answer logged_out without a session', async () => {
    await tab(false);
    const answers = await Promise.all([
      accountHomeLoader(),
      receiptsLoader(at('/kundenkonto/spielhistorie')),
      verificationLoader(),
      personalDataLoader(),
      limitsLoader(),
      spendingLoader(),
    ]);
    expect(answers.map((a) => a.kind)).toEqual(Array(6).fill('logged_out'));
  });

  it('account home: the games account and the ended Dauerscheine, taken by the view model', async () => {
    const app = await tab(true);
    const data = await accountHomeLoader();
    const value = ready(data);
    expect(value.gamesFailed).toBe(false);
    expect(value.gamesAccount?.payoutableBalance.currency).toBe('EUR');
    expect(value.stoppedSubscriptions).toEqual([]);
    const vm = app.get(WALLET.accountHomeViewModel);
    // Before the visit's read: the games account loaded with the login (spec/1 §4).
    vm.accept({ kind: 'logged_out' });
    expect(vm.gamesAccount).toBe(app.session.gamesAccount);
    expect(vm.gamesAccount?.kind).toBe('games');
    vm.accept(data);
    expect(vm.gamesAccount).toBe(value.gamesAccount);
    expect(vm.gamesFailed).toBe(false);
    // The visit's read failed: the login's games account still shows, with no failure note.
    vm.accept({ kind: 'error' });
    expect([vm.gamesAccount, vm.gamesFailed, vm.stoppedSubscriptions]).toEqual([app.session.gamesAccount, false, []]);
    // Without the login's either, the page says it could not read it.
    runInAction(() => (app.session.gamesAccount = null));
    expect([vm.gamesAccount, vm.gamesFailed]).toEqual([null, true]);
  });

  it('Spielhistorie: the page of the filter in the URL; the same filter again loads nothing more', async () => {
    const app = await tab(true);
    const data = await receiptsLoader(at('/kundenkonto/spielhistorie?gewonnen=1&open-modal=x'));
    expect(ready(data).totalCount).toBe(1);
    const vm = app.get(RECEIPTS.receiptsViewModel);
    const filter = { ...DEFAULT_RECEIPTS_FILTER, won: true };
    vm.accept(data, filter);
    expect([vm.status, vm.filter, vm.totalCount, vm.receipts.length]).toEqual(['ready', filter, 1, 1]);
    const again = vm.show(filter);
    expect(vm.status).toBe('ready');
    await again;
    // A later filter is the view model's: back to all three receipts.
    await vm.show(vm.changed({ won: false }));
    expect(vm.totalCount).toBe(3);
    // A failure keeps the URL's filter, so the retry loads that one.
    vm.accept({ kind: 'error' }, filter);
    expect([vm.status, vm.filter.won]).toEqual(['error', true]);
    await vm.load();
    expect([vm.status, vm.totalCount]).toEqual(['ready', 1]);
  });

  it('Spielhistorie: an answer to an older filter still under way is dropped once the loader’s page is taken', async () => {
    const app = await tab(true);
    const data = await receiptsLoader(at('/kundenkonto/spielhistorie'));
    const vm = app.get(RECEIPTS.receiptsViewModel);
    const older = vm.show({ ...DEFAULT_RECEIPTS_FILTER, won: true });
    vm.accept(data, DEFAULT_RECEIPTS_FILTER);
    await older;
    expect([vm.filter.won, vm.totalCount]).toEqual([false, 3]);
  });

  it('age verification: the flow’s run, remembered by the guard; the page opens what the query asks for', async () => {
    const app = await tab(true);
    const data = await verificationLoader();
    expect(ready(data).status).toBe('verified');
    expect(app.get(VERIFICATION_GUARD.verificationGuardViewModel).status).toBe('verified');
    const vm = app.get(VERIFICATION.verificationViewModel);
    expect(vm.loading).toBe(true);
    vm.accept(data, { showMicroDepositDetails: false, identReturn: false });
    expect([vm.loading, vm.result, vm.flowStatus, vm.level, vm.openMethod]).toEqual([
      false,
      'verified',
      'verified',
      'fully_verified',
      null,
    ]);
    vm.accept(data, { showMicroDepositDetails: true, identReturn: false });
    expect(vm.openMethod).toBe('microDeposit');
    vm.accept({ kind: 'error' }, { showMicroDepositDetails: false, identReturn: false });
    expect([vm.result, vm.loading, vm.player?.email]).toEqual(['verificationError', false, VERIFIED.username]);
  });

  it('personal data: the notification settings; the form is filled once from the session’s player', async () => {
    const app = await tab(true);
    const data = await personalDataLoader();
    expect(ready(data).jackpots.mutable).toBe(true);
    const vm = app.get(ACCOUNT.personalDataViewModel);
    vm.accept(data);
    expect(vm.settings).toBe(ready(data));
    expect(vm.form?.email).toBe(VERIFIED.username);
    vm.set('city', 'Bremen');
    vm.accept({ kind: 'error' });
    expect([vm.settingsFailed, vm.form?.city]).toEqual([true, 'Bremen']);
  });

  it('limits: the page’s data; a settings failure is the 500 page, a lost session is left to the keeper', async () => {
    const app = await tab(true);
    const data = await limitsLoader();
    expect(ready(data).kind).toBe('ready');
    const vm = app.get(LIMITS.limitsViewModel);
    vm.accept(data);
    expect([vm.status, vm.errorStatus, vm.personal('lugas')?.amount.fractional]).toEqual(['ready', null, 100_000]);

    const failing = (error: Error) => ({ execute: () => Promise.reject(error) }) as unknown as LoadLimitsUseCase;
    expect(await loadLimits(failing(new SettingsLoadError(new Error('503'))))).toEqual({
      kind: 'failed',
      errorStatus: 500,
    });
    expect(await loadLimits(failing(new GatewayError(503, 'GET', '/limits')))).toEqual({
      kind: 'failed',
      errorStatus: null,
    });
    expect(await loadLimits(failing(new AuthenticationError(401, 'GET', '/limits')))).toEqual({
      kind: 'unauthorized',
    });
    const lost = app.get(LIMITS.limitsViewModel);
    lost.accept({ kind: 'ready', value: { kind: 'unauthorized' } });
    expect(lost.status).toBe('loading');
    lost.accept({ kind: 'ready', value: { kind: 'failed', errorStatus: 500 } });
    expect([lost.status, lost.errorStatus]).toEqual(['failed', 500]);
    const down = app.get(LIMITS.limitsViewModel);
    down.accept({ kind: 'error' });
    expect([down.status, down.errorStatus]).toEqual(['failed', null]);
  });

  it('spending: the twelve months; a failure shows the retry', async () => {
    const app = await tab(true);
    const data = await spendingLoader();
    expect(ready(data).months).toHaveLength(12);
    const vm = app.get(SPENDING.spendingViewModel);
    vm.accept({ kind: 'logged_out' });
    expect(vm.status).toBe('loading');
    vm.accept(data);
    expect([vm.status, vm.months.length]).toEqual(['ready', 12]);
    const failed = app.get(SPENDING.spendingViewModel);
    failed.accept({ kind: 'error' });
    expect(failed.status).toBe('error');
    await failed.load();
    expect(failed.status).toBe('ready');
  });

  it('Meine Zahlen: the tips saved in this browser, without a session', async () => {
    const app = await tab(false);
    expect(myNumbersLoader()).toEqual([]);
    const ticket = app.get(TICKET.ticketViewModel);
    await ticket.load('eurojackpot_regular');
    ticket.quickTip({ count: 1 });
    const dialog = app.get(MY_NUMBERS.saveTipViewModel);
    dialog.start('Eurojackpot');
    dialog.setName('Eurozahlen');
    expect(dialog.save(ticket.config)).toBe(true);
    const tips = myNumbersLoader();
    expect(tips.map((t) => t.name)).toEqual(['Eurozahlen']);
    const vm = app.get(MY_NUMBERS.myNumbersViewModel);
    expect(vm.status).toBe('loading');
    vm.accept(tips);
    expect([vm.status, vm.tips]).toEqual(['ready', tips]);
  });
});

describe('keepOnQueryChange (shouldRevalidate of the player pages)', () => {
  const args = (from: string, to: string, defaultShouldRevalidate = true) =>
    ({
      currentUrl: new URL(from, 'http://localhost:4173'),
      nextUrl: new URL(to, 'http://localhost:4173'),
      defaultShouldRevalidate,
    }) as Parameters<typeof keepOnQueryChange>[0];

  it('keeps the data when only the query changes (a filter, a modal)', () => {
    expect(keepOnQueryChange(args('/kundenkonto/spielhistorie', '/kundenkonto/spielhistorie?gewonnen=1'))).toBe(false);
    expect(keepOnQueryChange(args('/kundenkonto/limits', '/kundenkonto/limits?open-modal=deposit'))).toBe(false);
  });

  it('loads again for the same address (a login’s revalidation, the same link) as React Router would', () => {
    expect(keepOnQueryChange(args('/kundenkonto/limits?a=1', '/kundenkonto/limits?a=1'))).toBe(true);
    expect(keepOnQueryChange(args('/kundenkonto/limits', '/kundenkonto/limits', false))).toBe(false);
  });
});
