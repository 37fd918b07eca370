import { beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../core/domain/content';
import { money } from '../../core/domain/money';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { ContentGateway } from '../../ports/content-gateway.port';
import type { PageGateway } from '../../ports/page-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { RequiredParameterError } from '../../core/domain/errors';
import { testPlatform } from '../support/demo';

export interface ContentWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  content: ContentGateway;
  pages: PageGateway;
  /** Sends a raw GraphQL body the way this transport would (to see the error rule). */
  rawQuery: (body: unknown) => Promise<unknown>;
}

const ranks = (items: readonly { rank: number }[]) => items.map((i) => i.rank);
const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

/** The content service and the product server's page calls behave the same over memory and HTTP. */
export function contentContract(name: string, connect: (platform: FakePlatformApi) => ContentWorld) {
  describe(`content contract: ${name}`, () => {
    let w: ContentWorld;
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('reads a content page with sanitised HTML, and null for an unknown url', async () => {
      const page = await w.content.contentPage('/agb');
      expect(page).toMatchObject({ id: 'page-agb', url: '/agb', title: 'Allgemeine Geschäftsbedingungen' });
      expect(page!.html).toContain('<h2>1. Geltungsbereich</h2>');
      expect(page!.html).toContain(
        '<a href="https://www.check-dein-spiel.de/" rel="noopener noreferrer">check-dein-spiel.de</a>',
      );
      expect(await w.content.contentPage('/gibt-es-nicht')).toBeNull();
    });

    it('never lets the XSS corpus page through as markup', async () => {
      const page = await w.content.contentPage('/test/xss-korpus');
      expect(page!.html).not.toMatch(/<(script|img|svg|iframe)|<[^>]*\son\w+=|href="(javascript|data|vbscript):/i);
      expect(page!.html).toContain('&lt;script&gt;');
    });

    it('sorts navigation by rank and badges lottery entries with the current jackpot', async () => {
      const nav = await w.content.navigationItems();
      expect(nav.map((n) => n.title)).toEqual([
        'LOTTO 6aus49',
        'Eurojackpot',
        'GlücksSpirale',
        'KENO',
        'Gewinnzahlen',
        'Games',
      ]);
      const lotto = nav[0]!;
      expect(lotto.lotteryId).toBe('lotto6aus49');
      const jackpot = (w.platform.currentDraws('lotto6aus49_regular')[0]!.jackpot ?? null) as {
        fractional: number;
      } | null;
      expect(lotto.jackpotBadge).toEqual({ amount: money(jackpot!.fractional) });
      expect(nav.find((n) => n.title === 'Gewinnzahlen')).toMatchObject({ lotteryId: null, jackpotBadge: null });
    });

    it('answers the header, sidebar and footer reads in rank order', async () => {
      expect((await w.content.headerTopBarNavigationItems()).map((i) => i.url)).toEqual([
        '/faq',
        '/kundenservice',
        '/spielerschutz',
      ]);
      const sidebar = await w.content.sidebarItems();
      expect(ascending(ranks(sidebar))).toBe(true);
      expect(sidebar[0]).toMatchObject({ subtitle: 'Mittwoch und Samstag', lotteryId: 'lotto6aus49' });
      expect(ascending(ranks(await w.content.footerServices()))).toBe(true);
      const sitemap = await w.content.footerSitemapItems();
      expect(sitemap.length).toBeLessThanOrEqual(100);
      expect(ascending(ranks(sitemap))).toBe(true);
      expect(sitemap.find((i) => i.url === '/agb')?.group).toBe('Tippwerk');
      const trusts = await w.content.footerTrusts();
      expect(trusts.map((t) => t.title)).toEqual(['Staatlich lizenziert', 'Spielerschutz', 'Sichere Zahlung']);
      expect(trusts[2]).toMatchObject({ imageUrl: null, url: null });
    });

    it('reads the three FAQ sets with rendered answers', async () => {
      for (const set of ['homepage', 'verification', 'deletion'] as const) {
        const items = await w.content.faqItems(set);
        expect(items.length).toBeGreaterThan(2);
        for (const item of items) expect(item.answerHtml.startsWith('<p>')).toBe(true);
      }
      expect((await w.content.faqItems('deletion'))[0]!.answerHtml).toContain(
        '<a href="/kundenservice">Kundenservice</a>',
      );
    });

    it('reads cookie consent: three categories, cookies by name ascending', async () => {
      const consent = await w.content.cookieConsent();
      expect(consent.categories.map((c) => c.id)).toEqual(['functional', 'optimization', 'marketing']);
      expect(consent.categories[0]).toMatchObject({ required: true });
      for (const category of consent.categories) {
        const names = category.cookies.map((c) => c.name);
        expect(names).toEqual([...names].sort());
      }
      expect(consent.categories[1]!.cookies.map((c) => c.name)).toEqual(['_ga', '_gid']);
    });

    it('reads lottery content components of every kind and the facts', async () => {
      const content = await w.content.lotteryContent('lotto6aus49');
      expect(content!.components.map((c) => c.kind)).toEqual(['text', 'list', 'separator', 'teaser', 'teaser']);
      expect(content!.components[3]).toMatchObject({
        kind: 'teaser',
        url: '/lotto/systemschein',
        linkLabel: 'Zum Systemschein',
      });
      const facts = await w.content.lotteryFacts('eurojackpot');
      expect(facts).toMatchObject({
        id: 'facts-eurojackpot',
        lottery: 'eurojackpot',
        headline: 'Eurojackpot auf einen Blick',
      });
      expect(facts!.chance).toContain('<strong>1 : 139.838.160</strong>');
    });

    it('reads games, one game by slug (null when unknown) and providers; filters by provider', async () => {
      expect((await w.content.games()).length).toBe(3);
      expect((await w.content.games('provider-hafenspiele')).map((g) => g.slug)).toEqual(['hafenkran']);
      const game = await w.content.game('goldene-sieben');
      expect(game).toMatchObject({
        title: 'Goldene Sieben',
        providerId: 'provider-nordlicht',
        minStake: money(20),
        returnToPlayer: 94.1,
      });
      expect(await w.content.game('gibt-es-nicht')).toBeNull();
      expect((await w.content.gameProviders()).map((p) => p.name)).toEqual(['Nordlicht Games', 'Hafenspiele']);
    });

    it('reads winning probabilities by order, optionally of one game', async () => {
      const all = await w.content.winningProbabilities();
      expect(all.map((t) => t.lottery)).toEqual([
        'lotto6aus49',
        'eurojackpot',
        'spiel77',
        'super6',
        'gluecksspirale',
        'keno',
      ]);
      const keno = await w.content.winningProbabilities('keno');
      expect(keno).toHaveLength(1);
      expect(keno[0]!.chances[0]).toMatchObject({ winningClass: 10 });
    });

    it('raises a ContentError for a GraphQL answer with errors (unknown operation, bad variables)', async () => {
      await expect(
        w.rawQuery({ operationName: 'Bogus', query: 'query Bogus { bogus }', variables: {} }),
      ).rejects.toBeInstanceOf(ContentError);
      await expect(
        w.rawQuery({
          operationName: 'LotteryContent',
          query: 'query LotteryContent { x }',
          variables: { lottery: 'bingo' },
        }),
      ).rejects.toThrow(/LotteryContent failed: Variable "\$lottery" must be one of/);
    });

    it('needs its main inputs before asking', async () => {
      await expect(w.content.contentPage('')).rejects.toBeInstanceOf(RequiredParameterError);
      await expect(w.content.game('')).rejects.toBeInstanceOf(RequiredParameterError);
      await expect(w.pages.pageExists('')).rejects.toBeInstanceOf(RequiredParameterError);
    });

    it('checks pages and looks up redirects on the product server', async () => {
      expect(await w.pages.pageExists('/agb')).toBe(true);
      expect(await w.pages.pageExists('/Ratgeber/Systemschein/')).toBe(true);
      expect(await w.pages.pageExists('/gibt-es-nicht')).toBe(false);
      expect(await w.pages.redirectFor('/hilfe')).toEqual({ target: '/kundenservice' });
      expect(await w.pages.redirectFor('/spielsucht-hilfe')).toEqual({ target: 'https://www.check-dein-spiel.de/' });
      expect(await w.pages.redirectFor('/agb')).toBeNull();
    });
  });
}
