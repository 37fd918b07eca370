import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { MemoryTagManager } from '../../adapters/memory/memory-tag-manager';
import { MemoryConsentStore } from '../../adapters/memory/memory-consent-store';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import { addToCart, isValidTagManagerId, pageView, purchase, shouldTrackPageView } from '../../core/domain/analytics';
import { allowsAnalytics, parseConsent, type CookieConsent } from '../../core/domain/consent';
import { money } from '../../core/domain/money';

const OPTIMIZATION: CookieConsent = { categories: ['functional', 'optimization'] };

function analytics(consent: CookieConsent | null = OPTIMIZATION, ready = false) {
  const scheduler = new ManualScheduler();
  const tagManager = new MemoryTagManager(ready);
  const consentStore = new MemoryConsentStore(consent);
  const reporter = new MemoryErrorReporter();
  const track = new TrackAnalyticsUseCase(tagManager, consentStore, scheduler, reporter);
  return { scheduler, tagManager, consentStore, reporter, track };
}

describe('Analytics queue', () => {
  it('sends at once when the tag manager is ready, loading it first', () => {
    const { tagManager, scheduler, track } = analytics(OPTIMIZATION, true);
    track.track(pageView('/lotto/normalschein'));
    expect(tagManager.loads).toBe(1);
    expect(tagManager.pushed).toEqual([{ name: 'page_view', path: '/lotto/normalschein' }]);
    expect(scheduler.pending).toBe(0);
  });

  it('queues until the tag manager is ready, polling every 500 ms, then flushes in order', async () => {
    const { tagManager, scheduler, track } = analytics();
    track.track(pageView('/'));
    track.track(pageView('/warenkorb'));
    expect(tagManager.pushed).toEqual([]);
    await scheduler.advance(1_000);
    expect(tagManager.readyChecks).toBe(2 + 1); // one on the first track, then one per poll
    tagManager.isReady = true;
    track.track(pageView('/lotto/normalschein')); // still behind the queue, not before it
    await scheduler.advance(499);
    expect(tagManager.pushed).toEqual([]);
    await scheduler.advance(1);
    expect(tagManager.pushed.map((e) => (e.name === 'page_view' ? e.path : e.name))).toEqual([
      '/',
      '/warenkorb',
      '/lotto/normalschein',
    ]);
    expect(scheduler.pending).toBe(0);
    expect(tagManager.loads).toBe(1);
  });

  it('drops the queue with one report after 10 polls without readiness', async () => {
    const { tagManager, scheduler, reporter, track } = analytics();
    track.track(pageView('/'));
    track.track(pageView('/warenkorb'));
    await scheduler.advance(4_999);
    expect(reporter.reports).toEqual([]);
    await scheduler.advance(1);
    expect(reporter.reports).toEqual([
      {
        source: 'analytics',
        message: 'Tag manager not ready; analytics events dropped',
        context: { dropped: 2, attempts: 10 },
      },
    ]);
    expect(scheduler.pending).toBe(0);
    tagManager.isReady = true;
    await scheduler.advance(10_000);
    expect(tagManager.pushed).toEqual([]);
  });

  it('after giving up it neither queues nor reports again, but sends if the tag manager turns up late', async () => {
    const { tagManager, scheduler, reporter, track } = analytics();
    track.track(pageView('/'));
    await scheduler.advance(5_000);
    track.track(pageView('/warenkorb'));
    await scheduler.advance(10_000);
    expect(scheduler.pending).toBe(0);
    expect(reporter.reports).toHaveLength(1);
    tagManager.isReady = true;
    track.track(pageView('/kundenkonto/spielhistorie'));
    expect(tagManager.pushed).toEqual([{ name: 'page_view', path: '/kundenkonto/spielhistorie' }]);
  });

  it('becoming ready on the 10th poll still flushes instead of dropping', async () => {
    const { tagManager, scheduler, reporter, track } = analytics();
    track.track(pageView('/'));
    await scheduler.advance(4_500);
    tagManager.isReady = true;
    await scheduler.advance(500);
    expect(tagManager.pushed).toHaveLength(1);
    expect(reporter.reports).toEqual([]);
  });

  it('loads, queues and sends nothing without consent for optimization or marketing', async () => {
    for (const consent of [null, { categories: ['functional'] } satisfies CookieConsent]) {
      const { tagManager, scheduler, reporter, track } = analytics(consent, true);
      track.track(pageView('/'));
      track.track(addToCart([{ identifier: 'keno_regular', price: { stake: money(200), total: money(250) } }]));
      await scheduler.advance(10_000);
      expect(tagManager.loads).toBe(0);
      expect(tagManager.pushed).toEqual([]);
      expect(scheduler.pending).toBe(0);
      expect(reporter.reports).toEqual([]);
    }
  });

  it('drops queued events when consent is withdrawn before the tag manager is ready', async () => {
    const { tagManager, consentStore, scheduler, track } = analytics();
    track.track(pageView('/'));
    consentStore.write({ categories: ['functional'] });
    tagManager.isReady = true;
    await scheduler.advance(500);
    expect(tagManager.pushed).toEqual([]);
  });

  it('tracks no page view for the checkout success page', async () => {
    const { tagManager, scheduler, track } = analytics(OPTIMIZATION, true);
    track.track(pageView('/warenkorb/danke'));
    track.track(pageView('/warenkorb/danke/'));
    await scheduler.advance(1_000);
    expect(tagManager.pushed).toEqual([]);
    track.track(
      purchase('order-1', [{ identifier: 'lotto6aus49_regular', price: { stake: money(720), total: money(770) } }]),
    );
    expect(tagManager.pushed.map((e) => e.name)).toEqual(['purchase']);
  });

  it('does nothing at all when no tag manager is configured', async () => {
    const scheduler = new ManualScheduler();
    const reporter = new MemoryErrorReporter();
    const track = new TrackAnalyticsUseCase(null, new MemoryConsentStore(OPTIMIZATION), scheduler, reporter);
    track.track(pageView('/'));
    await scheduler.advance(10_000);
    expect(scheduler.pending).toBe(0);
    expect(reporter.reports).toEqual([]);
  });

  it('dispose stops polling and forgets the queue', async () => {
    const { tagManager, scheduler, reporter, track } = analytics();
    track.track(pageView('/'));
    track.dispose();
    expect(scheduler.pending).toBe(0);
    tagManager.isReady = true;
    track.track(pageView('/warenkorb'));
    await scheduler.advance(10_000);
    expect(tagManager.pushed).toEqual([]);
    expect(reporter.reports).toEqual([]);
  });
});

describe('Analytics rules', () => {
  it('maps basket lines to one item each: product identifier, quantity 1, category lottery, price in cents', () => {
    const lines = [
      { identifier: 'lotto6aus49_regular' as const, price: { stake: money(720), total: money(770) } },
      { identifier: 'eurojackpot_regular' as const, price: { stake: money(1000), total: money(1050) } },
    ];
    expect(purchase('order-7', lines)).toEqual({
      name: 'purchase',
      transactionId: 'order-7',
      items: [
        { itemId: 'lotto6aus49_regular', quantity: 1, itemCategory: 'lottery', price: 770, currency: 'EUR' },
        { itemId: 'eurojackpot_regular', quantity: 1, itemCategory: 'lottery', price: 1050, currency: 'EUR' },
      ],
    });
  });

  it.each([
    ['GTM-ABC123', true],
    ['GTM-0', true],
    ['GTM-', false],
    ['GTM-abc123', false],
    ['gtm-ABC123', false],
    ['GTM-ABC 123', false],
    ['GTM-ABC-123', false],
    [' GTM-ABC123', false],
    ['G-ABC123', false],
  ])('tag manager id %j is valid: %s', (id, valid) => {
    expect(isValidTagManagerId(id)).toBe(valid);
  });

  it('tracks page views everywhere but the checkout success page', () => {
    expect(shouldTrackPageView('/')).toBe(true);
    expect(shouldTrackPageView('/warenkorb')).toBe(true);
    expect(shouldTrackPageView('/warenkorb/danke')).toBe(false);
    expect(shouldTrackPageView('/Warenkorb/Danke/')).toBe(false);
  });

  it('allows analytics with optimization or marketing consent only', () => {
    expect(allowsAnalytics(null)).toBe(false);
    expect(allowsAnalytics({ categories: [] })).toBe(false);
    expect(allowsAnalytics({ categories: ['functional'] })).toBe(false);
    expect(allowsAnalytics({ categories: ['optimization'] })).toBe(true);
    expect(allowsAnalytics({ categories: ['marketing'] })).toBe(true);
  });

  it('reads a stored consent defensively', () => {
    expect(parseConsent({ categories: ['marketing', 'tracking', 'marketing'] })).toEqual({ categories: ['marketing'] });
    expect(parseConsent({ categories: 'marketing' })).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});
