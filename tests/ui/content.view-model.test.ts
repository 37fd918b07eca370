import { describe, expect, it } from 'vitest';
import type { ContentGateway } from '../../ports/content-gateway.port';
import { FaqViewModel } from '../../src/features/content/faq.view-model';
import { LotteryContentViewModel } from '../../src/features/content/lottery-content.view-model';
import type {
  WinningProbabilitiesData,
  WinningProbabilitiesViewModel,
} from '../../src/features/content/winning-probabilities.view-model';
import { loader as probabilitiesLoader } from '../../src/features/content/winning-probabilities.route';
import { runLoader } from './support/route-loader';
import { memoryApp } from './support/memory-app';
import { CONTENT } from '../../src/features/content/content.module';
import { LANDING } from '../../src/features/landing/landing.module';
import { SHARED } from '../../src/composition/shared.tokens';

describe('content view models from the container', () => {
  it('FAQ: the introduction and three sets; one answer open at a time', async () => {
    const app = await memoryApp();
    const vm = app.get(CONTENT.faqViewModel);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.intro?.title).toBe('Häufige Fragen');
    expect(vm.groups.map((g) => g.set)).toEqual(['homepage', 'verification', 'deletion']);
    vm.toggle('faq-kosten');
    expect(vm.openId).toBe('faq-kosten');
    vm.toggle('faq-ident');
    expect(vm.openId).toBe('faq-ident');
    vm.toggle('faq-ident');
    expect(vm.openId).toBeNull();
  });

  it('FAQ: a failing content service ends in the error state', async () => {
    const failing = {
      contentPage: () => Promise.reject(new Error('x')),
      faqItems: () => Promise.resolve([]),
    } as unknown as ContentGateway;
    const vm = new FaqViewModel(failing);
    await vm.load();
    expect(vm.status).toBe('error');
  });

  it('winning probabilities: every table in order', async () => {
    const app = await memoryApp();
    const vm: WinningProbabilitiesViewModel = app.get(CONTENT.winningProbabilitiesViewModel);
    await vm.load();
    expect(vm.tables.map((t) => t.id)).toEqual([
      'wp-lotto',
      'wp-eurojackpot',
      'wp-spiel77',
      'wp-super6',
      'wp-gluecksspirale',
      'wp-keno',
    ]);
  });

  it("winning probabilities: the route's loader gives the tables as plain data, and 503 with the retry when the content service fails", async () => {
    const app = await memoryApp();
    const loaded = await runLoader<WinningProbabilitiesData>(
      probabilitiesLoader,
      app.container,
      {},
      '/gewinnwahrscheinlichkeiten',
    );
    expect(loaded).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const vm: WinningProbabilitiesViewModel = app.get(CONTENT.winningProbabilitiesViewModel);
    vm.accept(loaded.data);
    expect(vm.tables).toHaveLength(6);
    app.container.rebind(SHARED.contentGateway).toConstantValue({
      winningProbabilities: () => Promise.reject(new Error('offline')),
    } as unknown as ContentGateway);
    const failed = await runLoader<WinningProbabilitiesData>(
      probabilitiesLoader,
      app.container,
      {},
      '/gewinnwahrscheinlichkeiten',
    );
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    vm.accept(failed.data);
    expect(vm.tables).toEqual([]);
  });

  it('lottery content: components and facts; the landing page survives a failing content service', async () => {
    const app = await memoryApp();
    const vm: LotteryContentViewModel = app.get(LANDING.lotteryContentViewModel);
    await vm.load('keno');
    expect(vm.content?.components.map((c) => c.kind)).toEqual(['text', 'separator', 'teaser']);
    expect(vm.facts?.headline).toBe('KENO auf einen Blick');
    const broken = new LotteryContentViewModel({
      lotteryContent: () => Promise.reject(new Error('x')),
      lotteryFacts: () => Promise.reject(new Error('x')),
    } as unknown as ContentGateway);
    await broken.load('keno');
    expect(broken.status).toBe('error');
  });

  it('content reads are cached (30 min): a second read does not reach the platform', async () => {
    const app = await memoryApp();
    const content = app.get(SHARED.contentGateway);
    const first = await content.navigationItems();
    expect(await content.navigationItems()).toBe(first);
  });
});
