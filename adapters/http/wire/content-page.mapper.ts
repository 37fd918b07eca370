import {
  PROBABILITY_GAMES,
  type ContentPage,
  type FaqItem,
  type Game,
  type GameProvider,
  type LotteryContent,
  type LotteryContentComponent,
  type LotteryFacts,
  type ProbabilityGame,
  type WinningProbability,
} from '../../../core/domain/content';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { renderInlineMarkdown, renderMarkdown } from './content-markdown';
import { toMoney } from './common.mapper';
import type {
  ContentPageDto,
  FaqItemDto,
  GameDto,
  GameProviderDto,
  LotteryContentComponentDto,
  LotteryContentDto,
  LotteryFactsDto,
  WinningProbabilityDto,
} from './content.dto';

/*
 * The mappers of content pages (CMS pages, FAQ, lottery texts, games, odds), apart from the
 * layout's in content.mapper.ts: only their pages need them and the markdown renderer (with its
 * parser library), so the gateway loads them with the first such read and every page does not carry them.
 */

const isProbabilityGame = (id: string): id is ProbabilityGame => (PROBABILITY_GAMES as readonly string[]).includes(id);

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

export const toContentPage = (dto: ContentPageDto): ContentPage => ({
  id: dto.id,
  url: dto.url,
  title: dto.title,
  description: dto.description,
  html: renderMarkdown(dto.content),
  updatedAt: dto.updatedAt,
});

export const toFaqItems = (dtos: readonly FaqItemDto[]): FaqItem[] =>
  dtos.map((dto) => ({ id: dto.id, question: dto.question, answerHtml: renderMarkdown(dto.answer) }));

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

/** spec/2 (constants): content lists are read up to their first 100 entries. */
const CHANCES_PER_PROBABILITY = 100;

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
              // spec/2: the first 100 chances per probability, whatever a content service sends.
              chances: dto.chances.slice(0, CHANCES_PER_PROBABILITY).map((c) => ({
                winningClass: c.winningClass,
                options: c.options.map((o) => ({ ...o })),
              })),
            },
          ]
        : [],
    );
