import type { ContentDataDto, ContentOperation, NavigationEntryDto } from '../../../adapters/http/wire/content.dto';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import { normalisePagePath } from './content-paths';
import { COOKIE_CATEGORIES } from './cookies';
import { DELETION_FAQ, HOMEPAGE_FAQ, VERIFICATION_FAQ } from './faq';
import { GAME_PROVIDERS, GAMES } from './games';
import { LOTTERY_CONTENT, LOTTERY_FACTS } from './lottery-content';
import {
  FOOTER_SERVICES,
  FOOTER_SITEMAP,
  FOOTER_TRUSTS,
  HEADER_TOP_BAR,
  MAIN_NAVIGATION,
  SIDEBAR,
  type NavigationSeed,
} from './navigation';
import { CONTENT_PAGES } from './pages';
import { WINNING_PROBABILITIES } from './winning-probabilities';

export type ContentVariables = Record<string, unknown>;

interface ResolverContext {
  /** Next-draw jackpot per lottery in cents (the platform's state.jackpots). */
  jackpots: Record<string, number | null>;
}

/** A resolver answers the operation's `data`, or a message for a GraphQL error (bad variables). */
type Resolver<O extends ContentOperation> = (
  variables: ContentVariables,
  context: ResolverContext,
) => ContentDataDto[O] | string;

const LOTTERIES = ['lotto6aus49', 'eurojackpot', 'gluecksspirale', 'keno'];

const stringVar = (variables: ContentVariables, name: string, optional = false): string | null | undefined => {
  const value = variables[name];
  if (value === undefined || value === null) return optional ? null : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A deep copy, so callers never hold the stored content (and may mutate what they get). */
function clone<T>(value: readonly T[]): T[];
function clone<T>(value: T): T;
function clone(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
const byRank = <T extends { rank: number }>(items: readonly T[]): T[] =>
  clone([...items].sort((a, b) => a.rank - b.rank));

function withBadges<T extends NavigationSeed>(
  items: readonly T[],
  { jackpots }: ResolverContext,
): (Omit<T, 'badge'> & NavigationEntryDto)[] {
  return byRank(items).map(({ badge, ...item }) => {
    const cents = badge && item.lotteryId ? (jackpots[item.lotteryId] ?? null) : null;
    return {
      ...item,
      jackpotBadge: cents === null ? null : { amount: { fractional: cents, currency: CATALOGUE_SETTINGS.currency } },
    };
  });
}

function lotteryVar(variables: ContentVariables): string {
  const lottery = stringVar(variables, 'lottery');
  return lottery && LOTTERIES.includes(lottery)
    ? lottery
    : `Variable "$lottery" must be one of ${LOTTERIES.join(', ')}`;
}

export const CONTENT_RESOLVERS: { [O in ContentOperation]: Resolver<O> } = {
  ContentPage: (v) => {
    const url = stringVar(v, 'url');
    if (!url) return 'Variable "$url" of type "String!" was not provided';
    const page = CONTENT_PAGES.find((p) => p.url === normalisePagePath(url));
    return { contentPage: page ? clone(page) : null };
  },
  FooterTrusts: () => ({ footerTrusts: byRank(FOOTER_TRUSTS) }),
  FooterServices: (_, c) => ({ footerServices: withBadges(FOOTER_SERVICES, c) }),
  FooterSitemapItems: (_, c) => ({ footerSitemapItems: withBadges(FOOTER_SITEMAP, c).slice(0, 100) }),
  HeaderTopBarNavigationsItems: (_, c) => ({ headerTopBarNavigationsItems: withBadges(HEADER_TOP_BAR, c) }),
  SidebarItems: (_, c) => ({ sidebarItems: withBadges(SIDEBAR, c) }),
  NavigationItems: (_, c) => ({ navigationItems: withBadges(MAIN_NAVIGATION, c) }),
  HomepageFaqItems: () => ({ homepageFaqItems: clone(HOMEPAGE_FAQ) }),
  VerificationFaqItems: () => ({ verificationFaqItems: clone(VERIFICATION_FAQ) }),
  DeletionFaqItems: () => ({ deletionFaqItems: clone(DELETION_FAQ) }),
  CookieConsents: () => ({
    cookieConsents: COOKIE_CATEGORIES.map((category) => ({
      ...clone(category),
      cookies: clone(
        [...category.cookies].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, 100),
      ),
    })),
  }),
  LotteryContent: (v) => {
    const lottery = lotteryVar(v);
    if (!LOTTERIES.includes(lottery)) return lottery;
    const content = LOTTERY_CONTENT[lottery];
    return { lotteryContent: content ? { lottery, components: clone(content) } : null };
  },
  LotteryFacts: (v) => {
    const lottery = lotteryVar(v);
    if (!LOTTERIES.includes(lottery)) return lottery;
    const facts = LOTTERY_FACTS[lottery];
    return { lotteryFacts: facts ? clone(facts) : null };
  },
  Game: (v) => {
    const slug = stringVar(v, 'slug');
    if (!slug) return 'Variable "$slug" of type "String!" was not provided';
    const game = GAMES.find((g) => g.slug === slug);
    return { game: game ? clone(game) : null };
  },
  Games: (v) => {
    const provider = stringVar(v, 'provider', true);
    if (provider === undefined) return 'Variable "$provider" must be a string';
    return { games: clone(GAMES.filter((g) => provider === null || g.provider.id === provider)) };
  },
  GameProviders: () => ({ gameProviders: clone(GAME_PROVIDERS) }),
  WinningProbabilities: (v) => {
    const lottery = stringVar(v, 'lottery', true);
    if (lottery === undefined) return 'Variable "$lottery" must be a string';
    const tables = WINNING_PROBABILITIES.filter((t) => lottery === null || t.lottery === lottery);
    const first = [...tables].sort((a, b) => a.order - b.order).slice(0, 100);
    // `chances(first: 100)`: the first 100 chances of each probability.
    return { winningProbabilities: clone(first.map((table) => ({ ...table, chances: table.chances.slice(0, 100) }))) };
  },
};
