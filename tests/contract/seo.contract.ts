import { beforeEach, describe, expect, it } from 'vitest';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { SeoGateway } from '../../ports/seo-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { FormValidationError, RequiredParameterError } from '../../core/domain/errors';
import { testPlatform } from '../support/demo';

export interface SeoWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  seo: SeoGateway;
}

/** GET /api/seo/{route} (spec/2 §7.7) behaves the same over memory and HTTP adapters. */
export function seoContract(name: string, connect: (platform: FakePlatformApi) => SeoWorld) {
  describe(`seo contract: ${name}`, () => {
    let w: SeoWorld;
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('answers German title, description, canonical, robots, Open Graph and Twitter data for a route', async () => {
      const seo = await w.seo.seo({ path: '/lotto', routeName: 'products-lotto', date: null });
      expect(seo).toMatchObject({
        title: 'LOTTO 6aus49 online spielen | Tippwerk',
        canonical: 'http://tippwerk.test/lotto',
        routePath: '/lotto',
        robots: 'index, follow',
        openGraphTitle: 'LOTTO 6aus49 online spielen',
        openGraphUrl: 'http://tippwerk.test/lotto',
        twitterCard: 'summary',
        lang: 'de',
      });
      expect(seo.description).toContain('ab 18 Jahren');
    });

    it('fills [DATE] and [WEEKDAY] on a date page', async () => {
      const seo = await w.seo.seo({
        path: '/lotto/lottozahlen-quoten/ziehung-21-11-2026',
        routeName: 'lotteryNumbers',
        date: '2026-11-21',
      });
      expect(seo.title).toBe('LOTTO 6aus49 Gewinnzahlen vom Samstag, 21.11.2026 | Tippwerk');
      expect(seo.description).toContain('Samstag, 21.11.2026');
    });

    it('keeps private and transactional pages out of the index; games and content pages carry their titles', async () => {
      expect((await w.seo.seo({ path: '/kundenkonto/limits', routeName: 'account-limits', date: null })).robots).toBe(
        'noindex, nofollow',
      );
      expect((await w.seo.seo({ path: '/games/goldene-sieben', routeName: 'games-game', date: null })).title).toBe(
        'Goldene Sieben online spielen | Tippwerk',
      );
      expect((await w.seo.seo({ path: '/agb', routeName: 'contentPage', date: null })).title).toMatch(
        /Allgemeine Geschäftsbedingungen|AGB/,
      );
    });

    it('refuses a missing route name before asking, and a malformed date with a field error', async () => {
      await expect(w.seo.seo({ path: '/', routeName: '', date: null })).rejects.toBeInstanceOf(RequiredParameterError);
      await expect(w.seo.seo({ path: '/', routeName: 'index', date: '21.11.2026' })).rejects.toBeInstanceOf(
        FormValidationError,
      );
    });
  });
}
