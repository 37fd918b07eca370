import { CACHE_POLICY } from '../../core/domain/cache-policy';
import type { FaqSet, ProbabilityGame } from '../../core/domain/content';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { ContentGateway } from '../../ports/content-gateway.port';

/**
 * Content cached 30 min / 500 entries (spec/2 §9), one cache for every read, keyed by read and
 * argument. Failures are not cached (TtlCache keeps only answers), so a retry asks again.
 */
export class CachedContentGateway implements ContentGateway {
  private readonly cache: TtlCache<unknown>;

  constructor(
    private readonly inner: ContentGateway,
    clock: Clock,
  ) {
    const { ttlMs, maxEntries } = CACHE_POLICY.content;
    this.cache = new TtlCache(() => clock.now().epochMilliseconds, ttlMs, maxEntries);
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.getOrLoad(key, load) as Promise<T>;
  }

  contentPage = (url: string) => this.cached(`page:${url}`, () => this.inner.contentPage(url));
  footerTrusts = () => this.cached('footerTrusts', () => this.inner.footerTrusts());
  footerServices = () => this.cached('footerServices', () => this.inner.footerServices());
  footerSitemapItems = () => this.cached('footerSitemapItems', () => this.inner.footerSitemapItems());
  headerTopBarNavigationItems = () => this.cached('headerTopBar', () => this.inner.headerTopBarNavigationItems());
  sidebarItems = () => this.cached('sidebar', () => this.inner.sidebarItems());
  navigationItems = () => this.cached('navigation', () => this.inner.navigationItems());
  faqItems = (set: FaqSet) => this.cached(`faq:${set}`, () => this.inner.faqItems(set));
  cookieConsent = () => this.cached('cookieConsent', () => this.inner.cookieConsent());
  lotteryContent = (lottery: LotteryIdentifier) =>
    this.cached(`lotteryContent:${lottery}`, () => this.inner.lotteryContent(lottery));
  lotteryFacts = (lottery: LotteryIdentifier) =>
    this.cached(`lotteryFacts:${lottery}`, () => this.inner.lotteryFacts(lottery));
  game = (slug: string) => this.cached(`game:${slug}`, () => this.inner.game(slug));
  games = (providerId?: string) => this.cached(`games:${providerId ?? '*'}`, () => this.inner.games(providerId));
  gameProviders = () => this.cached('gameProviders', () => this.inner.gameProviders());
  winningProbabilities = (lottery?: ProbabilityGame) =>
    this.cached(`winningProbabilities:${lottery ?? '*'}`, () => this.inner.winningProbabilities(lottery));
}
