import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import { sitemapXml } from '../../core/domain/sitemap';
import { CONTENT_LOOKUPS } from '../product-server/content-lookups';
import { seoFor } from '../product-server/seo';
import { respond } from './handler-support';

/** Product server: GET /api/seo/{route} (spec/2 §7.7) and the routed /sitemap.xml (spec/1 §2). */
export function seoHandlers(baseUrl = ''): HttpHandler[] {
  const seoPrefix = `${API_PATHS.productServer}/seo`;
  return [
    http.get(`${baseUrl}${seoPrefix}/*`, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams;
      const path = decodeURIComponent(url.pathname.slice(seoPrefix.length)) || '/';
      return respond(() =>
        seoFor(
          { path, language: q.get('language'), routeName: q.get('routeName'), date: q.get('date') },
          url.origin,
          CONTENT_LOOKUPS,
        ),
      );
    }),
    http.get(`${baseUrl}/sitemap.xml`, ({ request }) => {
      const xml = sitemapXml(new URL(request.url).origin, CONTENT_LOOKUPS.contentPaths());
      return new HttpResponse(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
    }),
  ];
}
