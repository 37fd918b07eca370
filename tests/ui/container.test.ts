import { describe, expect, it } from 'vitest';
import { createContainer, resolve } from '../../src/composition/container';
import { SERVICE_NAMES } from '../../src/composition/tokens';
import { loadFeature } from '../../src/composition/feature';
import { FEATURES } from '../../src/composition/features';
import { testPlatform } from '../support/demo';

describe('composition root', () => {
  it('resolves every token in memory mode', async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    for (const name of SERVICE_NAMES) expect(resolve(container, name), name).toBeTruthy();
  });

  it('resolves every token in http mode once every feature is loaded', async () => {
    const container = await createContainer({ kind: 'http', baseUrl: 'http://tippwerk.test' }, { features: 'all' });
    for (const name of SERVICE_NAMES) expect(resolve(container, name), name).toBeTruthy();
  });

  it('binds only the shell over http until a feature loads, and loads a feature once', async () => {
    const container = await createContainer({ kind: 'http', baseUrl: 'http://tippwerk.test' });
    expect(resolve(container, 'sessionViewModel')).toBeTruthy();
    expect(() => resolve(container, 'limitsViewModel')).toThrow();
    const limits = await FEATURES.limits();
    loadFeature(container, limits);
    loadFeature(container, limits);
    expect(resolve(container, 'limitsViewModel')).toBeTruthy();
    loadFeature(container, await FEATURES.wallet());
    expect(resolve(container, 'paymentDataViewModel'), 'wallet brings the verification steps it needs').toBeTruthy();
  });

  it('keeps app-wide view models single and makes screen view models fresh', async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    expect(resolve(container, 'sessionViewModel')).toBe(resolve(container, 'sessionViewModel'));
    expect(resolve(container, 'basketViewModel')).toBe(resolve(container, 'basketViewModel'));
    expect(resolve(container, 'ticketViewModel')).not.toBe(resolve(container, 'ticketViewModel'));
  });
});
