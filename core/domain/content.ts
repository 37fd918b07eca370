import { GatewayError } from './errors';
import type { LotteryIdentifier } from './lottery';
import type { Money } from './money';

/**
 * Read-only content of the headless content service (spec/2 §7.6). Rich text arrives as markdown
 * and is rendered by `renderMarkdown` (adapters/http/wire/content-markdown.ts) in the wire mapper:
 * anything typed `SafeHtml` has been escaped and whitelisted and is the only HTML the app may inject.
 */
declare const safeHtmlBrand: unique symbol;
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

export interface ContentPage {
  readonly id: string;
  /** Normalised path, e.g. `/agb`. */
  readonly url: string;
  readonly title: string;
  /** Short summary for meta description and teasers; null when the page has none. */
  readonly description: string | null;
  readonly html: SafeHtml;
  /** ISO instant of the last editorial change; null when unknown. */
  readonly updatedAt: string | null;
}

/** What every content-driven navigation entry carries (spec/1 §2 "Navigation"). */
interface NavigationEntry {
  readonly id: string;
  readonly lotteryId: LotteryIdentifier | null;
  /** A same-origin path (`/lotto`) or an absolute external URL. */
  readonly url: string;
  readonly title: string;
  /** Current jackpot of the entry's lottery; null when it has none or no lottery. */
  readonly jackpotBadge: JackpotBadge | null;
}

export interface JackpotBadge {
  readonly amount: Money;
}

export interface NavigationItem extends NavigationEntry {
  /** Smaller first. */
  readonly rank: number;
}

export interface HeaderTopBarNavigationItem extends NavigationEntry {
  readonly rank: number;
}

export interface SidebarItem extends NavigationEntry {
  readonly rank: number;
  /** A short line under the title (e.g. "Mittwoch und Samstag"); null when none. */
  readonly subtitle: string | null;
}

export interface FooterService extends NavigationEntry {
  readonly rank: number;
}

export interface FooterSitemapItem extends NavigationEntry {
  readonly rank: number;
  /** Column heading the item belongs to (e.g. "Lotterien", "Service"). */
  readonly group: string;
}

/** Trust marks in the footer (licence, player protection, secure payment). */
export interface FooterTrust {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Same-origin path or absolute https URL of the mark's image; null: text only. */
  readonly imageUrl: string | null;
  /** Where the mark links to; null when it does not link. */
  readonly url: string | null;
  readonly rank: number;
}

export const FAQ_SETS = ['homepage', 'verification', 'deletion'] as const;
export type FaqSet = (typeof FAQ_SETS)[number];

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answerHtml: SafeHtml;
}

export const COOKIE_CATEGORY_IDS = ['functional', 'optimization', 'marketing'] as const;
export type CookieCategoryId = (typeof COOKIE_CATEGORY_IDS)[number];

interface CookieDescription {
  readonly name: string;
  readonly provider: string;
  readonly purpose: string;
  /** Human-readable lifetime, e.g. "Sitzung", "1 Jahr". */
  readonly duration: string;
}

export interface CookieCategory {
  readonly id: CookieCategoryId;
  readonly title: string;
  readonly description: string;
  /** Required categories cannot be declined (functional). */
  readonly required: boolean;
  /** By name ascending, at most 100. */
  readonly cookies: readonly CookieDescription[];
}

export interface CookieConsent {
  readonly categories: readonly CookieCategory[];
}

/** Building blocks of a lottery landing page (spec/2 §7.6 "lotteryContent"). */
export type LotteryContentComponent =
  | {
      readonly kind: 'list';
      readonly id: string;
      readonly title: string | null;
      readonly ordered: boolean;
      readonly items: readonly SafeHtml[];
    }
  | { readonly kind: 'text'; readonly id: string; readonly title: string | null; readonly html: SafeHtml }
  | { readonly kind: 'separator'; readonly id: string }
  | {
      readonly kind: 'teaser';
      readonly id: string;
      readonly title: string;
      readonly text: string;
      readonly linkLabel: string;
      /** Same-origin path or absolute https URL. */
      readonly url: string;
      readonly imageUrl: string | null;
    };

export interface LotteryContent {
  readonly lottery: LotteryIdentifier;
  readonly components: readonly LotteryContentComponent[];
}

export interface LotteryFacts {
  readonly id: string;
  readonly lottery: LotteryIdentifier;
  readonly headline: string;
  readonly rules: SafeHtml;
  readonly additionalLotteries: SafeHtml;
  readonly chance: SafeHtml;
  readonly drawing: SafeHtml;
}

export interface GameProvider {
  readonly id: string;
  readonly name: string;
  readonly logoUrl: string | null;
}

export interface Game {
  readonly id: string;
  /** URL slug: `/games/{slug}`. */
  readonly slug: string;
  readonly title: string;
  readonly providerId: string;
  readonly imageUrl: string;
  readonly description: SafeHtml;
  readonly categories: readonly string[];
  readonly demoAvailable: boolean;
  readonly minStake: Money;
  readonly maxStake: Money;
  /** Return to player in percent (e.g. 96.1); null when the provider gives none. */
  readonly returnToPlayer: number | null;
}

/** Games with winning-probability tables: the lotteries and LOTTO's add-ons. */
export const PROBABILITY_GAMES = ['lotto6aus49', 'eurojackpot', 'gluecksspirale', 'keno', 'spiel77', 'super6'] as const;
export type ProbabilityGame = (typeof PROBABILITY_GAMES)[number];

interface WinningOption {
  /** What has to match, e.g. "6 Richtige + Superzahl" or "10 Richtige". */
  readonly label: string;
  /** The odds are 1 : `odds` (may have decimals: Spiel 77 class 7 is 1 : 11,1). */
  readonly odds: number;
  /** Prize as editorial text ("Jackpot", "5 €", "100.000 € je 1 € Einsatz"). */
  readonly prize: string;
}

/**
 * One prize class. Most games have one option per class; for KENO the "class" is the KENO type
 * (2–10) and the options are its winning hit counts.
 */
interface WinningChance {
  readonly winningClass: number;
  readonly options: readonly WinningOption[];
}

export interface WinningProbability {
  readonly id: string;
  readonly lottery: ProbabilityGame;
  readonly title: string;
  /** Smaller first. */
  readonly order: number;
  readonly chances: readonly WinningChance[];
}

/** A content-service answer carrying GraphQL `errors` (spec/2 §8 "Content response with errors → Error raised"). */
export class ContentError extends GatewayError {
  override name = 'ContentError';
  constructor(
    readonly operation: string,
    readonly messages: readonly string[],
    path: string,
  ) {
    super(200, 'POST', path, `Content query ${operation} failed: ${messages.join('; ') || 'no data'}`);
  }
}
