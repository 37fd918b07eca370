/**
 * Wire shapes of the content service (GraphQL over POST, spec/2 §7.6). GraphQL fields are
 * camelCase by convention; rich text (`content`, `answer`, `text`, …) is markdown.
 */
import type { MoneyDto } from './common.dto';

export interface GraphqlRequestDto {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface GraphqlErrorDto {
  message: string;
  path?: string[];
  extensions?: { code?: string };
}

export interface GraphqlResponseDto<D = Record<string, unknown>> {
  data?: D | null;
  errors?: GraphqlErrorDto[];
}

export interface ContentPageDto {
  id: string;
  url: string;
  title: string;
  description: string | null;
  content: string;
  updatedAt: string | null;
}

interface JackpotBadgeDto {
  amount: MoneyDto;
}

export interface NavigationEntryDto {
  id: string;
  lotteryId: string | null;
  url: string;
  title: string;
  rank: number;
  jackpotBadge: JackpotBadgeDto | null;
}

export interface SidebarItemDto extends NavigationEntryDto {
  subtitle: string | null;
}

export interface FooterSitemapItemDto extends NavigationEntryDto {
  group: string;
}

export interface FooterTrustDto {
  id: string;
  title: string;
  description: string;
  image: { url: string } | null;
  link: string | null;
  rank: number;
}

export interface FaqItemDto {
  id: string;
  question: string;
  answer: string;
}

interface CookieDto {
  name: string;
  provider: string;
  purpose: string;
  duration: string;
}

export interface CookieCategoryDto {
  categoryId: string;
  title: string;
  description: string;
  required: boolean;
  cookies: CookieDto[];
}

export type LotteryContentComponentDto =
  | { __typename: 'ComponentList'; id: string; title: string | null; ordered: boolean; items: string[] }
  | { __typename: 'ComponentTextContent'; id: string; title: string | null; text: string }
  | { __typename: 'ComponentSeparator'; id: string }
  | {
      __typename: 'ComponentTeaser';
      id: string;
      title: string;
      text: string;
      linkLabel: string;
      link: string;
      image: { url: string } | null;
    };

export interface LotteryContentDto {
  lottery: string;
  components: LotteryContentComponentDto[];
}

export interface LotteryFactsDto {
  id: string;
  lottery: string;
  headline: string;
  rules: string;
  additionalLotteries: string;
  chance: string;
  drawing: string;
}

export interface GameProviderDto {
  id: string;
  name: string;
  logo: { url: string } | null;
}

export interface GameDto {
  id: string;
  slug: string;
  title: string;
  provider: { id: string };
  image: { url: string };
  description: string;
  categories: string[];
  demoAvailable: boolean;
  minStake: MoneyDto;
  maxStake: MoneyDto;
  returnToPlayer: number | null;
}

interface WinningOptionDto {
  label: string;
  odds: number;
  prize: string;
}

export interface WinningProbabilityDto {
  id: string;
  lottery: string;
  title: string;
  order: number;
  chances: { winningClass: number; options: WinningOptionDto[] }[];
}

/** `data` of each operation (see content.queries.ts for the operation names). */
export interface ContentDataDto {
  ContentPage: { contentPage: ContentPageDto | null };
  FooterTrusts: { footerTrusts: FooterTrustDto[] };
  FooterServices: { footerServices: NavigationEntryDto[] };
  FooterSitemapItems: { footerSitemapItems: FooterSitemapItemDto[] };
  HeaderTopBarNavigationsItems: { headerTopBarNavigationsItems: NavigationEntryDto[] };
  SidebarItems: { sidebarItems: SidebarItemDto[] };
  NavigationItems: { navigationItems: NavigationEntryDto[] };
  HomepageFaqItems: { homepageFaqItems: FaqItemDto[] };
  VerificationFaqItems: { verificationFaqItems: FaqItemDto[] };
  DeletionFaqItems: { deletionFaqItems: FaqItemDto[] };
  CookieConsents: { cookieConsents: CookieCategoryDto[] };
  LotteryContent: { lotteryContent: LotteryContentDto | null };
  LotteryFacts: { lotteryFacts: LotteryFactsDto | null };
  Game: { game: GameDto | null };
  Games: { games: GameDto[] };
  GameProviders: { gameProviders: GameProviderDto[] };
  WinningProbabilities: { winningProbabilities: WinningProbabilityDto[] };
}

export type ContentOperation = keyof ContentDataDto;

/** Product server (spec/2 §7.7). */
export interface PageExistsDto {
  exists: boolean;
}

export interface RedirectDto {
  /** Same-origin path or absolute URL; null when the path has no redirect. */
  redirect: string | null;
}
