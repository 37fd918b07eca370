import type { SeoData, SeoRequest } from '../core/domain/seo';

/** GET /api/seo/{route}?language&routeName&date on the product server (spec/2 §7.7); anonymous. */
export interface SeoGateway {
  seo(request: SeoRequest): Promise<SeoData>;
}
