import { describe, expect, it } from 'vitest';
import { when } from 'mobx';
import type { RegisterRequestDto } from '../../adapters/http/wire/player.dto';
import type { OrderDto } from '../../adapters/http/wire/wallet.dto';
import { landingParameters } from '../../core/domain/tracking';
import { SessionStorageAttributionStore } from '../../adapters/browser/session-storage-attribution-store';
import { testPlatform, VERIFIED } from '../support/demo';
import { memoryApp } from './support/memory-app';
import { ACCOUNT } from '../../src/features/account/account.module';
import { LAYOUT } from '../../src/features/layout/layout.module';
import { TICKET } from '../../src/features/ticket/ticket.module';

const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&gclid=abc123&open-modal=login&q=x';
const CAPTURED = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'herbst', gclid: 'abc123' };

/** The platform, with what registrations and orders sent it. */
function recordingPlatform() {
  const platform = testPlatform();
  const registrations: RegisterRequestDto[] = [];
  const orders: OrderDto[] = [];
  const register = platform.register.bind(platform);
  const placeOrder = platform.placeOrder.bind(platform);
  platform.register = (body) => {
    registrations.push(structuredClone(body));
    return register(body);
  };
  platform.placeOrder = (token, order) => {
    orders.push(structuredClone(order));
    placeOrder(token, order);
  };
  return { platform, registrations, orders };
}

describe('landing parameters (tracking_parameters, spec/1 §3)', () => {
  it('are the UTM parameters and ad click ids of the URL, flat and short; other query keys stay out', () => {
    expect(landingParameters(CAMPAIGN)).toEqual(CAPTURED);
    expect(landingParameters('?open-modal=login&redirect=/kundenkonto')).toBeNull();
    expect(landingParameters(`?UTM_Source=${'x'.repeat(300)}`)).toEqual({ utm_source: 'x'.repeat(100) });
    expect(landingParameters('?utm_campaign=Herbst+2026%20%C3%BC&utm_term=%E0%A4%A')).toEqual({
      utm_campaign: 'Herbst 2026 ü',
    });
  });

  it('go with the registration, whose device id (tmx_id) is the same for every attempt', async () => {
    const { platform, registrations } = recordingPlatform();
    const { get } = await memoryApp(platform);
    get(LAYOUT.captureLandingUseCase).execute(CAMPAIGN);
    // Another page without campaign parameters keeps the ones captured.
    get(LAYOUT.captureLandingUseCase).execute('?open-modal=login');
    const register = get(ACCOUNT.registerPlayerUseCase);
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
      email: VERIFIED.username,
      password: 'Sommer2026!',
    };
    expect((await register.execute({ data })).ok).toBe(false); // the address is taken
    expect(await register.execute({ data: { ...data, email: 'erika@example.de' } })).toEqual({
      ok: true,
      value: 'thanks',
    });
    expect(registrations.map((r) => r.tracking_parameters)).toEqual([CAPTURED, CAPTURED]);
    expect(registrations[0]?.tmx_id).toMatch(/\S/);
    expect(registrations[1]?.tmx_id).toBe(registrations[0]?.tmx_id);
    expect(
      platform.me(
        platform.login({ username: 'erika@example.de', password: 'Sommer2026!', long_lasting_session: false })
          .access_token,
      ).tracking_parameters,
    ).toEqual(CAPTURED);
  });

  it('go with the order, and the receipt keeps them', async () => {
    const { platform, orders } = recordingPlatform();
    const { get, session, basket } = await memoryApp(platform);
    get(LAYOUT.captureLandingUseCase).execute(CAMPAIGN);
    await session.login({ ...VERIFIED, longLastingSession: false });
    const ticket = get(TICKET.ticketViewModel);
    await ticket.load('lotto6aus49_regular');
    for (const n of [3, 11, 19, 24, 38, 45]) ticket.toggle(0, 'main', n);
    await when(() => ticket.price !== null && !ticket.pricing);
    expect(await ticket.addToBasket()).toBe(true);
    expect(await basket.purchase()).toEqual({ kind: 'done' });
    expect(orders.map((o) => o.tracking_parameters)).toEqual([CAPTURED]);
    const token = platform.login({ ...VERIFIED, long_lasting_session: false }).access_token;
    const [newest] = platform.receipts(token, {
      criteria: [],
      lottery_identifiers: [],
      page_limit: 1,
      page_offset: 0,
      sort_direction: 'desc',
      sort_attribute: 'created_at',
      include_draws: false,
    }).lottery_receipts;
    expect(newest?.wager.number_fields[0]?.main_tips).toEqual([3, 11, 19, 24, 38, 45]);
    expect(newest?.tracking_parameters).toEqual(CAPTURED);
    ticket.dispose();
  });

  it('are kept per tab in the browser, with the device id', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as Storage;
    const previous = globalThis.sessionStorage;
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    try {
      const store = new SessionStorageAttributionStore();
      store.saveTrackingParameters(CAPTURED);
      let made = 0;
      const create = () => `device-${(made += 1)}`;
      expect(new SessionStorageAttributionStore().trackingParameters()).toEqual(CAPTURED);
      expect(store.deviceId(create)).toBe('device-1');
      expect(new SessionStorageAttributionStore().deviceId(create)).toBe('device-1');
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(globalThis, 'sessionStorage', { value: previous, configurable: true });
    }
  });
});
