import { createContainer } from '../../../src/composition/container';
import { resolve } from '../../../src/composition/feature';
import type { Token } from '../../../src/composition/token';
import { BASKET } from '../../../src/features/basket/basket.module';
import { SESSION } from '../../../src/features/session/session.module';
import type { FakePlatformApi } from '../../../mocks/platform/platform-api';
import { testPlatform } from '../../support/demo';
import { ACCOUNT } from '../../../src/features/account/account.module';

/** The whole app in memory over a fresh fake platform (kept at hand for its controls), started like src/app/entry.client.tsx starts it. */
export async function memoryApp(platform: FakePlatformApi = testPlatform()) {
  const container = await createContainer({ kind: 'memory', platform });
  const session = resolve(container, SESSION.sessionViewModel);
  const basket = resolve(container, BASKET.basketViewModel);
  await session.init();
  basket.start();
  return { container, platform, session, basket, get: <T>(name: Token<T>) => resolve(container, name) };
}

/** Saves birth name and birthplace the way the additional_data_needed modal does (personal-data view model, PUT /me). */
export async function completeAdditionalData(
  app: Awaited<ReturnType<typeof memoryApp>>,
  birthName = 'Neumann',
  birthplace = 'Hamburg',
): Promise<void> {
  const form = app.get(ACCOUNT.personalDataViewModel);
  form.fill();
  form.set('birthName', birthName);
  form.set('birthplace', birthplace);
  if (!(await form.save(['birthName', 'birthplace'])))
    throw new Error(`saving the additional data failed: ${form.message ?? ''}`);
}
