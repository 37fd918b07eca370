import { describe, expect, it } from 'vitest';
import { MemoryContentGateway } from '../../adapters/memory/memory-content-gateway';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import type { ContentGateway } from '../../ports/content-gateway.port';
import { ContentPageViewModel } from '../../src/features/content/content-page.view-model';
import { FaqViewModel } from '../../src/features/content/faq.view-model';
import { LotteryContentViewModel } from '../../src/features/content/lottery-content.view-model';
import { type WinningProbabilitiesViewModel } from '../../src/features/content/winning-probabilities.view-model';
import { testPlatform } from '../support/demo';
import { memoryApp } from './support/memory-app';
import { CONTENT } from '../../src/features/content/content.module';
import { LANDING } from '../../src/features/landing/landing.module';
import { SHARED } from '../../src/composition/shared.tokens';

function pageVm(content: Partial<ContentGateway> = {}) {
  const platform = testPlatform();
  const reporter = new MemoryErrorReporter();
  const realContent = new MemoryContentGateway(platform);
  const contentGateway = Object.assign(Object.create(realContent) as ContentGateway, content);
  const vm = new ContentPageViewModel({ content: contentGateway, reporter });
  return { vm, reporter };
}

describe('ContentPageViewModel', () => {
  it('loads a fixed page straight from the content service', async () => {
    const { vm } = pageVm();
    await vm.loadFixed('/datenschutz');
    expect(vm.status).toBe('ready');
    expect(vm.page?.title).toBe('Datenschutzerklärung');
  });

  it('a content error shows the retry state and is reported; a retry recovers', async () => {
    let fail = true;
    const { vm, reporter } = pageVm({
      contentPage(this: ContentGateway, url: string) {
        const real = Object.getPrototypeOf(this) as ContentGateway;
        return fail ? Promise.reject(new Error('Content query ContentPage failed: boom')) : real.contentPage(url);
      },
    });
    await vm.loadFixed('/agb');
    expect(vm.status).toBe('error');
    expect(reporter.reports.map((r) => r.message)).toEqual(['Content query ContentPage failed: boom']);
    fail = false;
    await vm.loadFixed('/agb');
    expect(vm.status).toBe('ready');
  });

  it('keeps the answer of the newest load when an older one arrives late', async () => {
    let release: () => void = () => {};
    const { vm } = pageVm({
      contentPage(this: ContentGateway, url: string) {
        const real = Object.getPrototypeOf(this) as ContentGateway;
        return url === '/agb' ? new Promise((resolve) => (release = () => resolve(null))) : real.contentPage(url);
      },
    });
    const slow = vm.loadFixed('/agb');
    await vm.loadFixed('/datenschutz');
    release();
    await slow;
    expect(vm.status).toBe('ready');
    expect(vm.page?.url).toBe('/datenschutz');
  });
});

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
