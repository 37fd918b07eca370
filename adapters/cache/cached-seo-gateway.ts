import { CACHE_POLICY } from '../../core/domain/cache-policy';
import { seoKey, type SeoData, type SeoRequest } from '../../core/domain/seo';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { SeoGateway } from '../../ports/seo-gateway.port';

/** SEO answers cached 30 minutes (spec/2 §9), per path, route name and date. */
export class CachedSeoGateway implements SeoGateway {
  private readonly cache: TtlCache<SeoData>;

  constructor(
    private readonly inner: SeoGateway,
    clock: Clock,
  ) {
    const { ttlMs, maxEntries } = CACHE_POLICY.seo;
    this.cache = new TtlCache(() => clock.now().epochMilliseconds, ttlMs, maxEntries);
  }

  seo(request: SeoRequest): Promise<SeoData> {
    return this.cache.getOrLoad(seoKey(request), () => this.inner.seo(request));
  }
}
