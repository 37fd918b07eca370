import { SEO_LANGUAGE, type SeoData, type SeoRequest } from '../../../core/domain/seo';
import type { SeoDto } from './seo.dto';

/** `/seo/lotto/normalschein` for `/lotto/normalschein`; home is `/seo/`. */
export const seoPath = (request: SeoRequest): string =>
  `/seo${request.path.startsWith('/') ? request.path : `/${request.path}`}`;

export const seoQuery = (request: SeoRequest): Record<string, string> => ({
  language: SEO_LANGUAGE,
  routeName: request.routeName,
  ...(request.date ? { date: request.date } : {}),
});

export const toSeo = (dto: SeoDto): SeoData => ({
  title: dto.title,
  description: dto.description,
  canonical: dto.canonical,
  routePath: dto.route_path,
  robots: dto.robots,
  openGraphTitle: dto.open_graph_title,
  openGraphDescription: dto.open_graph_description,
  openGraphUrl: dto.open_graph_url,
  openGraphType: dto.open_graph_type,
  openGraphSiteName: dto.open_graph_site_name,
  openGraphLocale: dto.open_graph_locale,
  openGraphImage: dto.open_graph_image ?? null,
  twitterCard: dto.twitter_card,
  twitterTitle: dto.twitter_title,
  twitterDescription: dto.twitter_description,
  lang: dto.lang,
});
