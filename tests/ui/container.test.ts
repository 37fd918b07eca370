import { describe, expect, it } from 'vitest';
import { createContainer, resolve } from '../../src/composition/container';
import { SERVICE_NAMES } from '../../src/composition/tokens';
import { testPlatform } from '../support/demo';

describe('composition root', () => {
  it('resolves every token in memory mode', async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    for (const name of SERVICE_NAMES) expect(resolve(container, name), name).toBeTruthy();
  });

  it('resolves every token in http mode', async () => {
    const container = await createContainer({ kind: 'http', baseUrl: 'http://tippwerk.test' });
    for (const name of SERVICE_NAMES) expect(resolve(container, name), name).toBeTruthy();
  });

  it('keeps app-wide view models single and makes screen view models fresh', async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    expect(resolve(container, 'sessionViewModel')).toBe(resolve(container, 'sessionViewModel'));
    expect(resolve(container, 'basketViewModel')).toBe(resolve(container, 'basketViewModel'));
    expect(resolve(container, 'ticketViewModel')).not.toBe(resolve(container, 'ticketViewModel'));
  });
});
