import type { SeoDto } from '../../adapters/http/wire/seo.dto';
import { normalisePath } from '../../core/domain/seo';
import { fillTitleTemplate } from '../../core/domain/results-date';
import { Temporal } from '../../core/shared/temporal';
import { PlatformError } from '../platform/platform-api';
import { seoTextFor, SEO_TEXTS } from './seo-texts';

const SITE_NAME = 'Tippwerk';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the SEO answer may look up: content pages by path and games by slug (their titles). */
export interface SeoLookups {
  pageTitle(path: string): string | null;
  gameTitle(slug: string): string | null;
}

export interface SeoQuery {
  /** Path after /api/seo, e.g. `/lotto` (home: `/`). */
  path: string;
  language: string | null;
  routeName: string | null;
  date: string | null;
}

const badRequest = (field: string, code: string) =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [field]: [code] } });

function dateOf(value: string | null): Temporal.PlainDate | null {
  if (!value) return null;
  if (!ISO_DATE.test(value)) throw badRequest('date', 'invalid');
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    throw badRequest('date', 'invalid');
  }
}

/** The "{title}" a text refers to: the game's or content page's title, else the last path segment. */
function subjectTitle(path: string, lookups: SeoLookups): string {
  const game = /^\/games\/([^/]+)$/.exec(path);
  const title = game ? lookups.gameTitle(game[1]!) : lookups.pageTitle(path);
  if (title) return title;
  const last = path.split('/').filter(Boolean).at(-1) ?? SITE_NAME;
  return decodeURIComponent(last)
    .replace(/[-_]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** GET /api/seo/{route}?language=de&routeName=…&date=YYYY-MM-DD (spec/2 §7.7); absolute URLs against `origin`. */
export function seoFor(query: SeoQuery, origin: string, lookups: SeoLookups): SeoDto {
  if (query.language !== null && query.language !== 'de') throw badRequest('language', 'not_supported');
  if (!query.routeName) throw badRequest('routeName', 'required');
  const path = normalisePath(query.path || '/');
  const date = dateOf(query.date);
  const dated =
    date && Object.hasOwn(SEO_TEXTS, `${query.routeName}-date`) ? `${query.routeName}-date` : query.routeName;
  const text = seoTextFor(dated);
  const fill = (template: string) => {
    const withSubject = template.includes('{title}')
      ? template.replaceAll('{title}', subjectTitle(path, lookups))
      : template;
    return date ? fillTitleTemplate(withSubject, date) : withSubject;
  };
  const headline = fill(text.title);
  const title = query.routeName === 'index' ? `${SITE_NAME} – ${headline}` : `${headline} | ${SITE_NAME}`;
  const description = fill(text.description);
  const canonical = `${origin}${path === '/' ? '/' : path}`;
  return {
    title,
    description,
    canonical,
    route_path: path,
    robots: text.noindex ? 'noindex, nofollow' : 'index, follow',
    open_graph_title: headline,
    open_graph_description: description,
    open_graph_url: canonical,
    open_graph_type: text.type ?? 'website',
    open_graph_site_name: SITE_NAME,
    open_graph_locale: 'de_DE',
    open_graph_image: `${origin}/favicon.svg`,
    twitter_card: 'summary',
    twitter_title: headline,
    twitter_description: description,
    lang: 'de',
  };
}
