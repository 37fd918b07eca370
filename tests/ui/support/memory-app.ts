import { createContainer, resolve } from '../../../src/composition/container';
import type { ServiceName } from '../../../src/composition/tokens';
import { testPlatform } from '../../support/demo';

/** The whole app in memory over a fresh fake platform, started like main.tsx starts it. */
export async function memoryApp() {
  const container = await createContainer({ kind: 'memory', platform: testPlatform() });
  const session = resolve(container, 'sessionViewModel');
  const basket = resolve(container, 'basketViewModel');
  await session.init();
  basket.start();
  return { container, session, basket, get: <K extends ServiceName>(name: K) => resolve(container, name) };
}
