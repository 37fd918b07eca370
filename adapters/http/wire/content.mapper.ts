import {
  ContentError,
  COOKIE_CATEGORY_IDS,
  type CookieCategoryId,
  type CookieConsent,
  type FooterSitemapItem,
  type FooterTrust,
  type NavigationItem,
  type SidebarItem,
} from '../../../core/domain/content';
import { isLotteryIdentifier, type LotteryIdentifier } from '../../../core/domain/lottery';
import { API_PATHS } from '../api-config';
import { toMoney } from './common.mapper';
import type {
  ContentDataDto,
  ContentOperation,
  CookieCategoryDto,
  FooterSitemapItemDto,
  FooterTrustDto,
  GraphqlResponseDto,
  NavigationEntryDto,
  SidebarItemDto,
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
