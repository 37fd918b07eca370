import type { SeoData, SeoRequest } from '../../core/domain/seo';
import type { SeoGateway } from '../../ports/seo-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { SeoDto } from './wire/seo.dto';
import { seoPath, seoQuery, toSeo } from './wire/seo.mapper';

export class HttpSeoGateway implements SeoGateway {
  constructor(private readonly http: HttpClient) {}

  async seo(request: SeoRequest): Promise<SeoData> {
    requireParam('routeName', request.routeName);
    return toSeo(
      await this.http.request<SeoDto>('productServer', 'GET', seoPath(request), {
        query: seoQuery(request),
        auth: 'none',
      }),
    );
  }
}
