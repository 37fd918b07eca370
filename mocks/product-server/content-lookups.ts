import { normalisePagePath } from '../platform/content/content-paths';
import { GAMES } from '../platform/content/games';
import { CONTENT_PAGES } from '../platform/content/pages';
import type { SeoLookups } from './seo';

/** The product server reads the content service's pages and games: titles for SEO answers, paths for the sitemap. */
export const CONTENT_LOOKUPS: SeoLookups & { contentPaths(): string[] } = {
  pageTitle: (path) => CONTENT_PAGES.find((p) => p.url === normalisePagePath(path))?.title ?? null,
  gameTitle: (slug) => GAMES.find((g) => g.slug === slug)?.title ?? null,
  contentPaths: () => [...CONTENT_PAGES.map((p) => p.url), ...GAMES.map((g) => `/games/${g.slug}`)],
};
