import {
  ContentError,
  COOKIE_CATEGORY_IDS,
  PROBABILITY_GAMES,
  type ContentPage,
  type CookieCategoryId,
  type CookieConsent,
  type FaqItem,
  type FooterSitemapItem,
  type FooterTrust,
  type Game,
  type GameProvider,
  type LotteryContent,
  type LotteryContentComponent,
  type LotteryFacts,
  type NavigationItem,
  type ProbabilityGame,
  type SidebarItem,
  type WinningProbability,
} from '../../../core/domain/content';
import { isLotteryIdentifier, type LotteryIdentifier } from '../../../core/domain/lottery';
import { renderInlineMarkdown, renderMarkdown } from '../../../core/domain/markdown';
import { API_PATHS } from '../api-config';
import { toMoney } from './common.mapper';
import type {
  ContentDataDto,
  ContentOperation,
  ContentPageDto,
  CookieCategoryDto,
  FaqItemDto,
  FooterSitemapItemDto,
  FooterTrustDto,
  GameDto,
  GameProviderDto,
  GraphqlResponseDto,
  LotteryContentComponentDto,
  LotteryContentDto,
  LotteryFactsDto,
  NavigationEntryDto,
  SidebarItemDto,
  WinningProbabilityDto,
} from './content.dto';

/** The `data` of a GraphQL answer; any `errors` (or no data at all) raise a ContentError. */
export function graphqlData<O extends ContentOperation>(
  operation: O,
  response: GraphqlResponseDto<ContentDataDto[O]> | null | undefined,
): ContentDataDto[O] {
  const errors = response?.errors ?? [];
  if (errors.length > 0 || !response?.data) {
    throw new ContentError(
      operation,
      errors.map((e) => e.message),
      API_PATHS.content,
    );
  }
  return response.data;
}

const byRank = <T extends { rank: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.rank - b.rank);
const lotteryOf = (id: string | null): LotteryIdentifier | null => (id !== null && isLotteryIdentifier(id) ? id : null);

export const toContentPage = (dto: ContentPageDto): ContentPage => ({
  id: dto.id,
  url: dto.url,
  title: dto.title,
  description: dto.description,
  html: renderMarkdown(dto.content),
  updatedAt: dto.updatedAt,
});

const toNavigationItem = (dto: NavigationEntryDto): NavigationItem => ({
  id: dto.id,
  lotteryId: lotteryOf(dto.lotteryId),
  url: dto.url,
  title: dto.title,
  rank: dto.rank,
  jackpotBadge: dto.jackpotBadge ? { amount: toMoney(dto.jackpotBadge.amount) } : null,
});

export const toNavigationItems = (dtos: readonly NavigationEntryDto[]): NavigationItem[] =>
  byRank(dtos).map(toNavigationItem);

export const toSidebarItems = (dtos: readonly SidebarItemDto[]): SidebarItem[] =>
  byRank(dtos).map((dto) => ({ ...toNavigationItem(dto), subtitle: dto.subtitle }));

export const toFooterSitemapItems = (dtos: readonly FooterSitemapItemDto[]): FooterSitemapItem[] =>
  byRank(dtos)
    .slice(0, 100)
    .map((dto) => ({ ...toNavigationItem(dto), group: dto.group }));

export const toFooterTrusts = (dtos: readonly FooterTrustDto[]): FooterTrust[] =>
  byRank(dtos).map((dto) => ({
    id: dto.id,
    title: dto.title,
    description: dto.description,
    imageUrl: dto.image?.url ?? null,
    url: dto.link,
    rank: dto.rank,
  }));

export const toFaqItems = (dtos: readonly FaqItemDto[]): FaqItem[] =>
  dtos.map((dto) => ({ id: dto.id, question: dto.question, answerHtml: renderMarkdown(dto.answer) }));

const isCategory = (id: string): id is CookieCategoryId => (COOKIE_CATEGORY_IDS as readonly string[]).includes(id);

/** Unknown categories are dropped; cookies by name ascending, the first 100 each. */
export const toCookieConsent = (dtos: readonly CookieCategoryDto[]): CookieConsent => ({
  categories: dtos.flatMap((dto) =>
    isCategory(dto.categoryId)
      ? [
          {
            id: dto.categoryId,
            title: dto.title,
            description: dto.description,
            required: dto.required,
            cookies: [...dto.cookies].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, 100),
          },
        ]
      : [],
  ),
});

function toComponent(dto: LotteryContentComponentDto): LotteryContentComponent[] {
  switch (dto.__typename) {
    case 'ComponentList':
      return [
        {
          kind: 'list',
          id: dto.id,
          title: dto.title,
          ordered: dto.ordered,
          items: dto.items.map(renderInlineMarkdown),
        },
      ];
    case 'ComponentTextContent':
      return [{ kind: 'text', id: dto.id, title: dto.title, html: renderMarkdown(dto.text) }];
    case 'ComponentSeparator':
      return [{ kind: 'separator', id: dto.id }];
    case 'ComponentTeaser':
      return [
        {
          kind: 'teaser',
          id: dto.id,
          title: dto.title,
          text: dto.text,
          linkLabel: dto.linkLabel,
          url: dto.link,
          imageUrl: dto.image?.url ?? null,
        },
      ];
    default:
      return []; // a component type this client does not know yet is left out
  }
}

export const toLotteryContent = (dto: LotteryContentDto, lottery: LotteryIdentifier): LotteryContent => ({
  lottery,
  components: dto.components.flatMap(toComponent),
});

export const toLotteryFacts = (dto: LotteryFactsDto, lottery: LotteryIdentifier): LotteryFacts => ({
  id: dto.id,
  lottery,
  headline: dto.headline,
  rules: renderMarkdown(dto.rules),
  additionalLotteries: renderMarkdown(dto.additionalLotteries),
  chance: renderMarkdown(dto.chance),
  drawing: renderMarkdown(dto.drawing),
});

export const toGame = (dto: GameDto): Game => ({
  id: dto.id,
  slug: dto.slug,
  title: dto.title,
  providerId: dto.provider.id,
  imageUrl: dto.image.url,
  description: renderMarkdown(dto.description),
  categories: dto.categories,
  demoAvailable: dto.demoAvailable,
  minStake: toMoney(dto.minStake),
  maxStake: toMoney(dto.maxStake),
  returnToPlayer: dto.returnToPlayer,
});

export const toGameProvider = (dto: GameProviderDto): GameProvider => ({
  id: dto.id,
  name: dto.name,
  logoUrl: dto.logo?.url ?? null,
});

const isProbabilityGame = (id: string): id is ProbabilityGame => (PROBABILITY_GAMES as readonly string[]).includes(id);

export const toWinningProbabilities = (dtos: readonly WinningProbabilityDto[]): WinningProbability[] =>
  [...dtos]
    .sort((a, b) => a.order - b.order)
    .slice(0, 100)
    .flatMap((dto) =>
      isProbabilityGame(dto.lottery)
        ? [
            {
              id: dto.id,
              lottery: dto.lottery,
              title: dto.title,
              order: dto.order,
              chances: dto.chances.map((c) => ({
                winningClass: c.winningClass,
                options: c.options.map((o) => ({ ...o })),
              })),
            },
          ]
        : [],
    );
