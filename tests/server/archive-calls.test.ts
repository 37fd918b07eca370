import { EventEmitter } from 'node:events';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN, platformFetch } from '../../mocks/platform-fetch';
import { resolve } from '../../src/composition/feature';
import { RESULTS } from '../../src/features/results/results.module';
import { numberStatistics } from '../../src/features/statistics/statistics-aggregate';
import { requestContextFactory } from '../../src/server/request-context';
import { testPlatform } from '../support/demo';

/**
 * The statistics page's backend calls per render on the production server (issue 26): the
 * statistics are computed once per newest show (statistics-aggregate.ts), over final shows the
 * server process asks once for all its requests (the draws store), so a warm render asks only
 * for the newest show.
 */
describe("the statistics' backend calls per render", () => {
  it('are the whole archive cold, and at most 3 warm (the newest show)', async () => {
    const calls: string[] = [];
    const platform = platformFetch(testPlatform());
    const counting: typeof fetch = (input, init) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return platform(input, init);
    };
    // One server (one factory, as src/server/app.ts makes it), its public-answer cache off.
    const contextFor = requestContextFactory({
      apiBaseUrl: () => IN_PROCESS_ORIGIN,
      runtimeConfig: { apiBaseUrl: '' },
      publicOrigin: 'https://shop.example',
      callTimeoutMs: 4_000,
      requestTimeoutMs: 8_000,
      fetch: counting,
    });
    const build = { routes: {} } as unknown as ServerBuild;
    const render = async () => {
      const res = Object.assign(new EventEmitter(), {
        locals: { nonce: 'n' },
        req: { originalUrl: '/lotto/statistik' },
      });
      const { container } = await contextFor(build, res as never);
      const before = calls.length;
      const statistics = await numberStatistics.of('lotto6aus49', resolve(container, RESULTS.drawsGateway));
      return { calls: calls.length - before, draws: statistics?.value.draws };
    };
    const cold = await render();
    const warm = await render();
    console.log(`statistics render, LOTTO 6aus49: ${cold.calls} backend calls cold, ${warm.calls} warm`);
    expect(cold.draws).toBeGreaterThan(200);
    expect(cold.calls).toBeGreaterThan(200);
    expect(warm.draws).toBe(cold.draws);
    expect(warm.calls).toBeLessThanOrEqual(3);
  });
});
