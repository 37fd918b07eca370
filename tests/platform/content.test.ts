import { describe, expect, it } from 'vitest';
import { CONTENT_QUERIES } from '../../adapters/http/wire/content.queries';
import type { GraphqlResponseDto } from '../../adapters/http/wire/content.dto';
import { PlatformError } from '../../mocks/platform/platform-api';
import { testPlatform } from '../support/demo';
import { platformOverHttp } from './http-fixtures';

const request = (operationName: keyof typeof CONTENT_QUERIES, variables: Record<string, unknown> = {}) => ({
  operationName,
  query: CONTENT_QUERIES[operationName],
  variables,
});

describe('fake content service (platform API)', () => {
  it('resolves by operation name with the variables and answers {data}', () => {
    const platform = testPlatform();
    const answer = platform.contentQuery(request('ContentPage', { url: '/AGB/' }));
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { contentPage: { url: string; content: string } }).contentPage).toMatchObject({
      url: '/agb',
    });
    expect(platform.contentQuery(request('ContentPage', { url: '/nix' })).data).toEqual({ contentPage: null });
  });

  it('answers GraphQL errors for unknown operations, a query without the operation and bad variables', () => {
    const platform = testPlatform();
    const codes = (answer: GraphqlResponseDto) => answer.errors?.map((e) => e.extensions?.code);
    expect(
      codes(platform.contentQuery({ operationName: 'DropTables', query: 'query DropTables { x }', variables: {} })),
    ).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(
      codes(platform.contentQuery({ operationName: 'FooterTrusts', query: 'query Other { footerTrusts { id } }' })),
    ).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(codes(platform.contentQuery(request('Game', {})))).toEqual(['BAD_USER_INPUT']);
    expect(codes(platform.contentQuery(request('Games', { provider: 7 })))).toEqual(['BAD_USER_INPUT']);
    expect(codes(platform.contentQuery(request('LotteryFacts', { lottery: 'bingo' })))).toEqual(['BAD_USER_INPUT']);
    expect(codes(platform.contentQuery({ operationName: 'FooterTrusts' }))).toEqual(['BAD_REQUEST']);
    expect(() => platform.contentQuery(null)).toThrow(PlatformError);
  });

  it('ignores the selection set: every field is answered', () => {
    const answer = testPlatform().contentQuery({
      operationName: 'FooterTrusts',
      query: 'query FooterTrusts { footerTrusts { id } }',
      variables: {},
    });
    expect((answer.data as { footerTrusts: Record<string, unknown>[] }).footerTrusts[0]).toHaveProperty('description');
  });

  it("badges navigation with the platform's current jackpots, which follow the seed", () => {
    const platform = testPlatform();
    const badge = () =>
      (
        platform.contentQuery(request('NavigationItems')).data as {
          navigationItems: { id: string; jackpotBadge: { amount: { fractional: number } } | null }[];
        }
      ).navigationItems.find((n) => n.id === 'nav-eurojackpot')!.jackpotBadge;
    const jackpot = () => platform.currentDraws('eurojackpot_regular')[0]!.jackpot!.fractional;
    expect(badge()!.amount.fractional).toBe(jackpot());
    const seeds = [1, 2, 3, 4, 5];
    const seen = new Set<number>();
    for (const seed of seeds) {
      platform.reset(seed);
      expect(badge()!.amount.fractional).toBe(jackpot());
      seen.add(jackpot());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('hands out copies: changing an answer does not change the content', () => {
    const platform = testPlatform();
    const first = platform.contentQuery(request('GameProviders')).data as { gameProviders: { name: string }[] };
    first.gameProviders[0]!.name = 'verändert';
    expect((platform.contentQuery(request('GameProviders')).data as typeof first).gameProviders[0]!.name).toBe(
      'Nordlicht Games',
    );
  });

  it('checks pages and redirects by normalised path; the path is required', () => {
    const platform = testPlatform();
    expect(platform.pageExists('/Kundenservice/?x=1')).toEqual({ exists: true });
    expect(platform.pageExists('/nirgendwo')).toEqual({ exists: false });
    expect(platform.pageRedirect('/Lottozahlen')).toEqual({ redirect: '/lotto/lottozahlen-quoten' });
    expect(platform.pageRedirect('/agb')).toEqual({ redirect: null });
    expect(() => platform.pageExists(null)).toThrow(PlatformError);
    expect(() => platform.pageRedirect('')).toThrow(PlatformError);
  });
});

describe('fake content service over HTTP', () => {
  const { call } = platformOverHttp();

  it('POST /content/graphql answers 200 with data', async () => {
    const answer = await call('POST', 'content', '', request('FooterServices'));
    expect(answer.status).toBe(200);
    expect(
      (answer.body as { data: { footerServices: { rank: number }[] } }).data.footerServices.map((s) => s.rank),
    ).toEqual([10, 20, 30, 40, 50]);
  });

  it('answers GraphQL errors with 200 and a body that is no JSON object with 400', async () => {
    const answer = await call('POST', 'content', '', {
      operationName: 'Nope',
      query: 'query Nope { x }',
      variables: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: null, errors: [{ message: 'Unknown operation Nope' }] });
    expect((await call('POST', 'content', '', 'kaputt')).status).toBe(400);
  });

  it('GET /api/cms/page-exists and /api/cms/redirect', async () => {
    expect(await call('GET', 'productServer', '/cms/page-exists?path=%2Fagb')).toMatchObject({
      status: 200,
      body: { exists: true },
    });
    expect(await call('GET', 'productServer', '/cms/page-exists?path=%2Fnix')).toMatchObject({
      status: 200,
      body: { exists: false },
    });
    expect(await call('GET', 'productServer', '/cms/page-exists')).toMatchObject({
      status: 400,
      body: { attribute_errors: { path: ['required'] } },
    });
    expect(await call('GET', 'productServer', '/cms/redirect?path=%2Fhilfe')).toMatchObject({
      status: 200,
      body: { redirect: '/kundenservice' },
    });
    expect(await call('GET', 'productServer', '/cms/redirect?path=%2Fspielsucht-hilfe')).toMatchObject({
      body: { redirect: 'https://www.check-dein-spiel.de/' },
    });
  });
});
