import { describe, expect, it } from 'vitest';
import { when } from 'mobx';
import { memoryApp } from './support/memory-app';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { fieldMessage } from '../../src/forms/field-message';
import { LimitsViewModel } from '../../src/features/limits/limits.view-model';
import { LoadLimitsUseCase } from '../../core/use-cases/load-limits.use-case';
import { GatewayError } from '../../core/domain/errors';
import { LIMITS } from '../../src/features/limits/limits.module';
import { SESSION } from '../../src/features/session/session.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { STAKES_NOTICE } from '../../src/features/limits/stakes-notice.module';
import { TICKET } from '../../src/features/ticket/ticket.module';

async function limitsPage(who = VERIFIED) {
  const app = await memoryApp();
  await app.session.login({ ...who, longLastingSession: false });
  const vm = app.get(LIMITS.limitsViewModel);
  await vm.load();
  return { ...app, vm };
}

describe('limits page (/kundenkonto/limits)', () => {
  it('loads maxima, limits, autowithdrawal (none shows 0 €) and the last 30 days', async () => {
    const { vm } = await limitsPage();
    expect(vm.status).toBe('ready');
    expect(vm.personal('deposit')).toBeNull();
    expect(vm.personal('lugas')?.amount.fractional).toBe(100_000);
    expect(vm.hasAutowithdrawal).toBe(false);
    expect(vm.autowithdrawal.fractional).toBe(0);
    expect(vm.bounds('deposit').max?.fractional).toBe(100_000);
    expect(vm.data?.stakes.amountStaked.currency).toBe('EUR');
  });

  it('the deposit maximum before verification is 100 €', async () => {
    const { vm } = await limitsPage(NEWCOMER);
    expect(vm.bounds('deposit').max?.fractional).toBe(10_000);
  });

  it('sets a weekly purchase limit from German input at once', async () => {
    const { vm } = await limitsPage();
    vm.setInterval('purchase', 'week');
    vm.forms.purchase.set('50,00');
    await vm.save('purchase');
    expect(vm.outcomes.purchase).toEqual({ key: 'applied', tone: 'success' });
    expect(vm.personal('purchase')).toMatchObject({ amount: { fractional: 5000 }, interval: 'week' });
    expect(vm.forms.purchase.text).toBe('');
  });

  it('a raise is pending with the date it applies; a removal too', async () => {
    const { vm } = await limitsPage();
    vm.forms.deposit.set('50');
    await vm.save('deposit');
    vm.forms.deposit.set('200');
    await vm.save('deposit');
    expect(vm.outcomes.deposit).toEqual({ key: 'pending', tone: 'info', activeAt: '2026-11-25T09:00:00Z' });
    expect(vm.pending('deposit')?.amount?.fractional).toBe(20_000);
    await vm.remove('deposit');
    expect(vm.pending('deposit')).toMatchObject({ amount: null, activeAt: '2026-11-25T09:00:00Z' });
  });

  it('explains bad amounts in German with the bounds; nothing is sent', async () => {
    const { vm } = await limitsPage();
    const message = () => fieldMessage('limit_amount', vm.forms.deposit.error!);
    vm.forms.deposit.set('zehn');
    await vm.save('deposit');
    expect(message()).toBe('Bitte geben Sie einen Betrag in Euro ein, zum Beispiel 50 oder 50,00.');
    vm.forms.deposit.set('0,50');
    expect(message()).toBe('Der Betrag muss mindestens 1,00\u00a0€ betragen.');
    vm.forms.deposit.set('1000,01');
    expect(message()).toBe('Der Betrag darf höchstens 1.000,00\u00a0€ betragen.');
    vm.forms.deposit.set('');
    await vm.save('deposit');
    expect(message()).toBe('Bitte geben Sie einen Betrag ein.');
    expect(vm.personal('deposit')).toBeNull();
  });

  it('lowers the LUGAS limit at once', async () => {
    const { vm } = await limitsPage();
    vm.forms.lugas.set('300');
    await vm.save('lugas');
    expect(vm.personal('lugas')?.amount.fractional).toBe(30_000);
    expect(vm.outcomes.lugas?.key).toBe('applied');
  });

  it('sets and removes the autowithdrawal threshold', async () => {
    const { vm } = await limitsPage();
    vm.autowithdrawalForm.set('25');
    await vm.saveAutowithdrawal();
    expect(vm.autowithdrawal.fractional).toBe(2500);
    expect(vm.hasAutowithdrawal).toBe(true);
    await vm.saveAutowithdrawal(true);
    expect(vm.hasAutowithdrawal).toBe(false);
    expect(vm.outcomes.autowithdrawal?.key).toBe('autowithdrawalRemoved');
  });

  it('Settings load failure → the error page with status 500 (spec/2 §8)', async () => {
    const { get } = await limitsPage();
    const gateway = get(SHARED.limitsGateway);
    const failing = Object.assign(Object.create(gateway) as typeof gateway, {
      settings: () => Promise.reject(new GatewayError(503, 'GET', '/settings')),
    });
    const vm = new LimitsViewModel({
      load: new LoadLimitsUseCase(failing),
      changeLimit: get(LIMITS.changeLimitUseCase),
      setAutowithdrawal: get(LIMITS.setAutowithdrawalUseCase),
      session: get(SESSION.sessionViewModel),
    });
    await vm.load();
    expect(vm.status).toBe('failed');
    expect(vm.errorStatus).toBe(500);
  });
});

describe('Spielpause', () => {
  it('asks for a confirmation and locks only after the player ticked it; the basket then refuses', async () => {
    const { get, session, basket } = await limitsPage();
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    for (const n of [3, 11, 19, 24, 38, 45]) ticket.toggle(0, 'main', n);
    await when(() => ticket.price !== null && !ticket.pricing);
    expect(await ticket.addToBasket()).toBe(true);
    await when(() => basket.blocker === null);
    const lock = get(LIMITS.selfLockViewModel);
    lock.setDuration('custom');
    lock.ask();
    expect(lock.problem).toBe('required');
    expect(lock.confirmation.open).toBe(false);
    lock.setDuration('24h');
    lock.ask();
    expect(lock.confirmation.open).toBe(true);
    await lock.confirm();
    expect(session.player?.locks.addictionLocked).toBe(false);
    lock.confirmation.setAcknowledged(true);
    await lock.confirm();
    expect(lock.lockedUntil).toBe('2026-11-19T12:00:00Z');
    expect(lock.confirmation.open).toBe(false);
    expect(session.player?.locks.addictionLocked).toBe(true);
    expect(lock.activeUntil).toBe('2026-11-19T12:00:00Z');
    expect(basket.blocker).toBe('addiction_locked');
  });

  it('a custom end pauses through that Berlin day; a shorter pause than the running one is explained', async () => {
    const { get } = await limitsPage();
    const lock = get(LIMITS.selfLockViewModel);
    lock.setDuration('custom');
    lock.setCustomDate('2026-12-24');
    expect(lock.plannedEnd).toBe('2026-12-24T23:00:00Z');
    lock.ask();
    lock.confirmation.setAcknowledged(true);
    await lock.confirm();
    lock.setDuration('7d');
    lock.ask();
    lock.confirmation.setAcknowledged(true);
    await lock.confirm();
    expect(lock.problem).toBe('before_current_lock');
  });
});

describe('stakes-and-winnings notice', () => {
  it('is due once after login, shows the result and is not due again after confirming', async () => {
    const { get, session } = await memoryApp();
    await session.login({ ...VERIFIED, longLastingSession: false });
    const notice = get(STAKES_NOTICE.stakesNoticeViewModel);
    const id = session.player!.id;
    expect(await notice.dueFor(id)).toBe(true);
    expect(await notice.dueFor(id)).toBe(false);
    await notice.load();
    expect(notice.result?.fractional).toBe(
      notice.latest!.amountWon.fractional - notice.latest!.amountStaked.fractional,
    );
    await notice.confirm();
    expect(get(SHARED.stakesConfirmationStore).read()).toBe('2026-11-18T12:00:00Z');
    notice.forget();
    expect(await notice.dueFor(id)).toBe(false);
  });
});
