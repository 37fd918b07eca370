import type { FaqSet, ProbabilityGame } from '../../core/domain/content';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import type { ContentGateway } from '../../ports/content-gateway.port';
import { requireParam } from './client';
import type { ContentDataDto, ContentOperation, GraphqlRequestDto, GraphqlResponseDto } from './wire/content.dto';
import {
  graphqlData,
  toCookieConsent,
  toFooterSitemapItems,
  toFooterTrusts,
  toNavigationItems,
  toSidebarItems,
} from './wire/content.mapper';
import type { FaqItemDto } from './wire/content.dto';

/** The content pages' mappers (and the markdown renderer): loaded with the first page read, not with every page. */
const pages = () => import('./wire/content-page.mapper');
import { CONTENT_QUERIES } from './wire/content.queries';

const FAQ_OPERATIONS = {
  homepage: 'HomepageFaqItems',
  verification: 'VerificationFaqItems',
  deletion: 'DeletionFaqItems',
} as const;

/**
 * Every content read as one GraphQL request; subclasses only move the request (HTTP or straight
 * to the fake platform), so both transports share the queries, the error rule and the mappers.
 */
export abstract class GraphqlContentGateway implements ContentGateway {
  protected abstract send(request: GraphqlRequestDto): Promise<GraphqlResponseDto | null>;

  private async read<O extends ContentOperation>(
    operationName: O,
    variables: Record<string, unknown> = {},
  ): Promise<ContentDataDto[O]> {
    const response = await this.send({ operationName, query: CONTENT_QUERIES[operationName], variables });
    return graphqlData(operationName, response as GraphqlResponseDto<ContentDataDto[O]>);
  }

  async contentPage(url: string) {
    const page = (await this.read('ContentPage', { url: requireParam('url', url) })).contentPage;
    return page && (await pages()).toContentPage(page);
  }

  async footerTrusts() {
    return toFooterTrusts((await this.read('FooterTrusts')).footerTrusts);
  }

  async footerServices() {
    return toNavigationItems((await this.read('FooterServices')).footerServices);
  }

  async footerSitemapItems() {
    return toFooterSitemapItems((await this.read('FooterSitemapItems')).footerSitemapItems);
  }

  async headerTopBarNavigationItems() {
    return toNavigationItems((await this.read('HeaderTopBarNavigationsItems')).headerTopBarNavigationsItems);
  }

  async sidebarItems() {
    return toSidebarItems((await this.read('SidebarItems')).sidebarItems);
  }

  async navigationItems() {
    return toNavigationItems((await this.read('NavigationItems')).navigationItems);
  }

  async faqItems(set: FaqSet) {
    const operation = FAQ_OPERATIONS[requireParam('set', set)];
    const data = (await this.read(operation)) as Record<string, readonly FaqItemDto[]>;
    const field = operation.charAt(0).toLowerCase() + operation.slice(1);
    return (await pages()).toFaqItems(data[field] ?? []);
  }

  async cookieConsent() {
    return toCookieConsent((await this.read('CookieConsents')).cookieConsents);
  }

  async lotteryContent(lottery: LotteryIdentifier) {
    const content = (await this.read('LotteryContent', { lottery: requireParam('lottery', lottery) })).lotteryContent;
    return content && (await pages()).toLotteryContent(content, lottery);
  }

  async lotteryFacts(lottery: LotteryIdentifier) {
    const facts = (await this.read('LotteryFacts', { lottery: requireParam('lottery', lottery) })).lotteryFacts;
    return facts && (await pages()).toLotteryFacts(facts, lottery);
  }

  async game(slug: string) {
    const game = (await this.read('Game', { slug: requireParam('slug', slug) })).game;
    return game && (await pages()).toGame(game);
  }

  async games(providerId?: string) {
    const { toGame } = await pages();
    return (await this.read('Games', { provider: providerId ?? null })).games.map(toGame);
  }

  async gameProviders() {
    const { toGameProvider } = await pages();
    return (await this.read('GameProviders')).gameProviders.map(toGameProvider);
  }

  async winningProbabilities(lottery?: ProbabilityGame) {
    const { toWinningProbabilities } = await pages();
    return toWinningProbabilities(
      (await this.read('WinningProbabilities', { lottery: lottery ?? null })).winningProbabilities,
    );
  }
}
