import type {
  ContentPage,
  CookieConsent,
  FaqItem,
  FaqSet,
  FooterService,
  FooterSitemapItem,
  FooterTrust,
  Game,
  GameProvider,
  HeaderTopBarNavigationItem,
  LotteryContent,
  LotteryFacts,
  NavigationItem,
  ProbabilityGame,
  SidebarItem,
  WinningProbability,
} from '../core/domain/content';
import type { LotteryIdentifier } from '../core/domain/lottery';

/**
 * The headless content service (spec/2 §7.6, GraphQL over POST, anonymous, read-only).
 * A response carrying GraphQL `errors` throws a `ContentError` (spec/2 §8); transport faults
 * throw like every gateway. Rich text comes back sanitised (`SafeHtml`).
 */
export interface ContentGateway {
  /** The page at a normalised path (`/agb`); null when the content service has none. */
  contentPage(url: string): Promise<ContentPage | null>;
  footerTrusts(): Promise<readonly FooterTrust[]>;
  /** Rank ascending. */
  footerServices(): Promise<readonly FooterService[]>;
  /** Rank ascending, the first 100. */
  footerSitemapItems(): Promise<readonly FooterSitemapItem[]>;
  /** Rank ascending. */
  headerTopBarNavigationItems(): Promise<readonly HeaderTopBarNavigationItem[]>;
  /** Rank ascending. */
  sidebarItems(): Promise<readonly SidebarItem[]>;
  /** Main navigation, rank ascending; lottery entries carry the current jackpot. */
  navigationItems(): Promise<readonly NavigationItem[]>;
  faqItems(set: FaqSet): Promise<readonly FaqItem[]>;
  /** Categories functional, optimization, marketing; cookies by name ascending, the first 100 each. */
  cookieConsent(): Promise<CookieConsent>;
  /** Landing-page components of a lottery; null when the lottery has none. */
  lotteryContent(lottery: LotteryIdentifier): Promise<LotteryContent | null>;
  lotteryFacts(lottery: LotteryIdentifier): Promise<LotteryFacts | null>;
  /** null when no game has that slug. */
  game(slug: string): Promise<Game | null>;
  /** All games, or those of one provider. */
  games(providerId?: string): Promise<readonly Game[]>;
  gameProviders(): Promise<readonly GameProvider[]>;
  /** The first 100 tables by order ascending, optionally of one game only. */
  winningProbabilities(lottery?: ProbabilityGame): Promise<readonly WinningProbability[]>;
}
