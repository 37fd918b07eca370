import type { GameDto, GameProviderDto } from '../../../adapters/http/wire/content.dto';

export const GAME_PROVIDERS: readonly GameProviderDto[] = [
  { id: 'provider-nordlicht', name: 'Nordlicht Games', logo: null },
  { id: 'provider-hafenspiele', name: 'Hafenspiele', logo: null },
];

const game = (
  slug: string,
  title: string,
  providerId: string,
  description: string,
  extra: Pick<GameDto, 'categories' | 'returnToPlayer'> & { minCents: number; maxCents: number },
): GameDto => ({
  id: `game-${slug}`,
  slug,
  title,
  provider: { id: providerId },
  image: { url: `/favicon.svg` },
  description,
  categories: extra.categories,
  demoAvailable: true,
  minStake: { fractional: extra.minCents, currency: 'EUR' },
  maxStake: { fractional: extra.maxCents, currency: 'EUR' },
  returnToPlayer: extra.returnToPlayer,
});

/** Casino-style games of the game provider (spec/1 §1); the shop only lists and starts them. */
export const GAMES: readonly GameDto[] = [
  game(
    'kleeblatt-rubbellos',
    'Kleeblatt-Rubbellos',
    'provider-nordlicht',
    'Drei gleiche Symbole freirubbeln und gewinnen – bis zu **10.000 €**.',
    {
      categories: ['Rubbellose'],
      returnToPlayer: 62.5,
      minCents: 100,
      maxCents: 500,
    },
  ),
  game(
    'goldene-sieben',
    'Goldene Sieben',
    'provider-nordlicht',
    'Das klassische Glücksrad mit drei Walzen und fünf Gewinnlinien.',
    {
      categories: ['Walzen'],
      returnToPlayer: 94.1,
      minCents: 20,
      maxCents: 100,
    },
  ),
  game(
    'hafenkran',
    'Hafenkran',
    'provider-hafenspiele',
    'Container stapeln, Reihen vollmachen, Multiplikatoren sammeln.',
    {
      categories: ['Sofortspiele'],
      returnToPlayer: 95.3,
      minCents: 50,
      maxCents: 200,
    },
  ),
];
