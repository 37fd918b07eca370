/**
 * SEO data of a route (spec/1 §3, spec/2 §7.7 GET /api/seo/{route}): what the head manager puts
 * into `<head>`. Texts are German and come from the product server, never from the client.
 */
export interface SeoData {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page's canonical address. */
  readonly canonical: string;
  readonly routePath: string;
  /** e.g. "index, follow" or "noindex, nofollow". */
  readonly robots: string;
  readonly openGraphTitle: string;
  readonly openGraphDescription: string;
  readonly openGraphUrl: string;
  readonly openGraphType: string;
  readonly openGraphSiteName: string;
  readonly openGraphLocale: string;
  /** Absolute URL; null when the page has no image of its own. */
  readonly openGraphImage: string | null;
  readonly twitterCard: string;
  readonly twitterTitle: string;
  readonly twitterDescription: string;
  readonly lang: string;
}

/** What the head manager asks for on every route change. */
export interface SeoRequest {
  /** The path as visited, e.g. `/lotto/normalschein` (no query). */
  readonly path: string;
  /** `handle.name` of the deepest matched route (spec/1 §2 route names). */
  readonly routeName: string;
  /** ISO calendar date (YYYY-MM-DD) on date pages; fills [DATE] and [WEEKDAY]. */
  readonly date: string | null;
}

export const SEO_LANGUAGE = 'de';

/** One cache key per path, route name and date. */
export const seoKey = (request: SeoRequest): string => `${request.path}|${request.routeName}|${request.date ?? ''}`;

/** Paths are compared lower-cased without a trailing slash (like content pages, spec/1 §2). */
export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0]!.toLowerCase();
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
};
