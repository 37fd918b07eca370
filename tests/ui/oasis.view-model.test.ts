import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { IN_PROCESS_ORIGIN, platformFetch } from '../../mocks/platform-fetch';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { OASIS } from '../../src/features/oasis/oasis.module';
import { kenoRefusalText, oasisPurchaseText } from '../../src/features/oasis/oasis-text';
import { TEST_NOW, VERIFIED } from '../support/demo';
import { SHARED } from '../../src/composition/shared.tokens';
import type { ManualClock } from '../../adapters/memory/manual-clock';
import { memoryApp } from './support/memory-app';

async function control(platform: FakePlatformApi, path: string, body: unknown): Promise<void> {
  const response = await platformFetch(platform)(`${IN_PROCESS_ORIGIN}${API_PATHS.fakeControl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

async function loggedIn() {
  const app = await memoryApp();
  await app.session.login({ ...VERIFIED, longLastingSession: false });
  return app;
}

describe('Selbstsperre card (limits page)', () => {
  it('needs the tick, enters a Selbstsperre of at least 3 months, then shows it running and offers no second request', async () => {
    const { get, session } = await loggedIn();
    const vm = get(OASIS.selfExclusionViewModel);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.active).toBeNull();
    vm.setDuration('1y');
    vm.ask();
    expect(vm.confirmation.open).toBe(true);
    await vm.confirm();
    // Without the tick nothing is sent.
    expect(vm.active).toBeNull();
    vm.confirmation.setAcknowledged(true);
    await vm.confirm();
    expect(vm.done).toBe(true);
    expect(vm.confirmation.open).toBe(false);
    expect(vm.active?.till).toBe(vm.plannedEnd);
    expect(vm.active?.till).toMatch(/^2027-11-18T23:00:00/);
    expect(session.player).not.toBeNull();
    // A second request is refused by the platform and explained.
    vm.setDuration('unlimited');
    vm.ask();
    vm.confirmation.setAcknowledged(true);
    await vm.confirm();
    expect(vm.problem).toBe('already_self_excluded');
  });
});

describe('KENO notice (KENO ticket)', () => {
  it('says nothing to a visitor or a player who may play; names OASIS for a registered player', async () => {
    const { get, platform } = await loggedIn();
    const vm = get(OASIS.kenoNoticeViewModel);
    await vm.refresh(false);
    expect(vm.keno).toBeNull();
    await vm.refresh(true);
    expect(vm.keno).toEqual({ kind: 'playable' });
    expect(kenoRefusalText(vm.keno!)).toBeNull();
    await control(platform, '/oasis', { email: VERIFIED.username, registered: true });
    await vm.refresh(true);
    expect(kenoRefusalText(vm.keno!)).toContain('Sie sind in der bundesweiten Sperrdatei OASIS eingetragen');
    vm.dispose();
  });

  it('tells the Berlin time KENO becomes playable after a provider switch', async () => {
    const { get, platform } = await loggedIn();
    // The tab's clock as the platform's (09:00 UTC = 10:00 in Berlin).
    (get(SHARED.clock) as ManualClock).set(TEST_NOW);
    await control(platform, '/lugas/provider_switch', { email: VERIFIED.username });
    const vm = get(OASIS.kenoNoticeViewModel);
    await vm.refresh(true);
    // KENO from 10:05 in Berlin.
    expect(kenoRefusalText(vm.keno!)).toBe(
      'KENO können Sie ab 10:05 Uhr spielen: Nach einem Wechsel von einem anderen Glücksspielanbieter gilt für KENO eine Wartezeit von 5 Minuten (Glücksspielstaatsvertrag).',
    );
    vm.dispose();
  });
});

describe('purchase error texts', () => {
  it('the cooling-off modal names the time in Berlin; without a valid time it leaves the text to the catalogue', () => {
    expect(oasisPurchaseText('cooling_off_inactivity', '2026-11-18T13:35:00Z')).toBe(
      'KENO können Sie ab 14:35 Uhr spielen: Nach einer Pause von 30 Minuten oder mehr gilt für KENO eine Wartezeit von 5 Minuten (Glücksspielstaatsvertrag).',
    );
    expect(oasisPurchaseText('cooling_off_inactivity', 'gestern')).toBeNull();
    expect(oasisPurchaseText('oasis_locked', null)).toContain(
      'LOTTO 6aus49, Eurojackpot und GlücksSpirale sind davon ausgenommen',
    );
    expect(oasisPurchaseText('insufficient_funds', null)).toBeNull();
  });
});
