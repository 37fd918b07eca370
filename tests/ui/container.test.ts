import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { allFeatures } from '../../src/composition/all-features';
import { ensureFeature, resolve, type Feature } from '../../src/composition/feature';
import { HTTP_CLIENT, SHARED } from '../../src/composition/shared.tokens';
import { BASKET } from '../../src/features/basket/basket.module';
import { LIMITS, limitsFeature } from '../../src/features/limits/limits.module';
import { SESSION } from '../../src/features/session/session.module';
import { TICKET } from '../../src/features/ticket/ticket.module';
import { WALLET, walletFeature } from '../../src/features/wallet/wallet.module';
import { testPlatform } from '../support/demo';

const HTTP = { kind: 'http', baseUrl: 'http://tippwerk.test' } as const;

/** Every token of every feature module under src/features, and the shell's shared ones. */
async function everyToken(): Promise<[string, symbol][]> {
  const features = await allFeatures();
  return [SHARED, ...features.map((feature: Feature) => feature.tokens)].flatMap((set) => Object.entries(set));
}

describe('composition root', () => {
  it('finds every feature module, each with its own tokens', async () => {
    const features = await allFeatures();
    expect(features.length).toBeGreaterThanOrEqual(20);
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size, 'feature names are unique').toBe(names.length);
    const tokens = features.flatMap((feature) => Object.values(feature.tokens));
    expect(new Set(tokens).size, 'no token is declared twice').toBe(tokens.length);
  });

  it('resolves every token in memory mode', async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    for (const [name, token] of await everyToken()) expect(resolve(container, token), name).toBeTruthy();
  });

  it('resolves every token in http mode once every feature is loaded', async () => {
    const container = await createContainer(HTTP, { features: 'all' });
    for (const [name, token] of await everyToken()) expect(resolve(container, token), name).toBeTruthy();
    expect(resolve(container, HTTP_CLIENT)).toBeTruthy();
  });

  it('binds only the shell over http until a feature loads, and loads a feature once', async () => {
    const container = await createContainer(HTTP);
    expect(resolve(container, SESSION.sessionViewModel)).toBeTruthy();
    // The container itself (without `resolve`, which loads a token's feature first) has no feature bindings yet.
    expect(container.isBound(LIMITS.limitsViewModel)).toBe(false);
    expect(() => container.get(LIMITS.limitsViewModel)).toThrow();
    ensureFeature(container, limitsFeature);
    ensureFeature(container, limitsFeature);
    // Loaded twice, bound once: a second binding would make the lookup ambiguous.
    expect(container.get(LIMITS.limitsViewModel)).toBeTruthy();
    ensureFeature(container, walletFeature);
    expect(container.get(WALLET.paymentDataViewModel), 'wallet brings the verification steps it needs').toBeTruthy();
  });

  it("resolves a feature's token by loading the feature into that container first, once", async () => {
    const container = await createContainer(HTTP);
    expect(container.isBound(LIMITS.limitsViewModel)).toBe(false);
    expect(resolve(container, LIMITS.limitsViewModel)).toBeTruthy();
    expect(container.isBound(LIMITS.limitsViewModel)).toBe(true);
    expect(resolve(container, LIMITS.limitsViewModel)).toBeTruthy();
    ensureFeature(container, limitsFeature);
    expect(container.get(LIMITS.limitsViewModel)).toBeTruthy();
  });

  it('builds containers that share nothing (one per server request)', async () => {
    const [one, two] = await Promise.all([createContainer(HTTP), createContainer(HTTP)]);
    ensureFeature(one, limitsFeature);
    expect(two.isBound(LIMITS.limitsViewModel), 'a feature loads into one container only').toBe(false);
    expect(() => two.get(LIMITS.limitsViewModel), 'a feature loads into one container only').toThrow();
    expect(one.get(LIMITS.limitsViewModel)).toBeTruthy();
    expect(resolve(one, SESSION.sessionViewModel)).not.toBe(resolve(two, SESSION.sessionViewModel));
    expect(resolve(one, SHARED.playerCache)).not.toBe(resolve(two, SHARED.playerCache));
    expect(resolve(one, HTTP_CLIENT)).not.toBe(resolve(two, HTTP_CLIENT));
  });

  it('keeps app-wide view models single and makes screen view models fresh', async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    expect(resolve(container, SESSION.sessionViewModel)).toBe(resolve(container, SESSION.sessionViewModel));
    expect(resolve(container, BASKET.basketViewModel)).toBe(resolve(container, BASKET.basketViewModel));
    expect(resolve(container, TICKET.ticketViewModel)).not.toBe(resolve(container, TICKET.ticketViewModel));
  });
});
