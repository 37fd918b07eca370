import type { SeoData, SeoRequest } from '../../core/domain/seo';
import { CONTENT_LOOKUPS } from '../../mocks/product-server/content-lookups';
import { seoFor } from '../../mocks/product-server/seo';
import type { SeoGateway } from '../../ports/seo-gateway.port';
import { requireParam } from '../http/client';
import { seoPath, seoQuery, toSeo } from '../http/wire/seo.mapper';
import { platformCall } from './platform-call';

/** The product server's SEO answer computed in process (same mapper and errors as HTTP); `origin` stands in for the request's. */
export class MemorySeoGateway implements SeoGateway {
  constructor(private readonly origin = 'http://localhost') {}

  async seo(request: SeoRequest): Promise<SeoData> {
    requireParam('routeName', request.routeName);
    const query = seoQuery(request);
    const path = seoPath(request).slice('/seo'.length);
    const dto = await platformCall('GET', `/api${seoPath(request)}`, () =>
      seoFor(
        {
          path,
          language: query['language'] ?? null,
          routeName: query['routeName'] ?? null,
          date: query['date'] ?? null,
        },
        this.origin,
        CONTENT_LOOKUPS,
      ),
    );
    return toSeo(dto);
  }
}
