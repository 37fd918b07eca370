import type { LoaderArgs } from './route-container';
import { sitemapXml } from '../../core/domain/sitemap';

/** The paths of the addresses in a sitemap document that are on `origin` (anything else is dropped). */
export function sitemapPaths(xml: string, origin: string): string[] {
  const paths: string[] = [];
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<]{1,2048}?)\s*<\/loc>/g)) {
    try {
      const url = new URL(loc!.replace(/&amp;/g, '&'));
      if (url.origin === origin) paths.push(url.pathname);
    } catch {
      // Not an address: left out.
    }
  }
  return paths;
}

/**
 * /sitemap.xml is routed by the product server (spec/1 §2): it knows the content pages and games.
 * Only the paths of its answer are used: the document is written anew on the configured public
 * origin, every address escaped. When the backend does not answer, the shop's own public routes
 * still make a sitemap.
 */
export async function loader({ context }: LoaderArgs) {
  let paths: string[] = [];
  try {
    const response = await context.backend('/sitemap.xml');
    if (response.ok) paths = sitemapPaths(await response.text(), context.backendOrigin);
  } catch {
    // The shop's own routes alone.
  }
  return new Response(sitemapXml(context.publicOrigin, paths), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
