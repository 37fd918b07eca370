import { beforeEach, describe, expect, it } from 'vitest';
import { FormValidationError, NotFoundError, RequiredParameterError } from '../../core/domain/errors';
import { ticketNumbersOf } from '../../core/domain/draw';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { testPlatform } from '../support/demo';

export interface DrawsWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  draws: DrawsGateway;
}

/** Draws and shows behave the same over memory and HTTP adapters (seed 4949, Wednesday 18.11.2026 10:00 Berlin). */
export function drawsContract(name: string, connect: (platform: FakePlatformApi) => DrawsWorld) {
  describe(`draws contract: ${name}`, () => {
    let w: DrawsWorld;
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('lists the next draws on sale without numbers, with the jackpot', async () => {
      const future = await w.draws.futureDraws('lotto6aus49', 3);
      expect(future.map((d) => [d.drawingTime, d.recurringDrawEventIdentifier])).toEqual([
        ['2026-11-18T17:25:00Z', 'wednesday'],
        ['2026-11-21T18:25:00Z', 'saturday'],
        ['2026-11-25T17:25:00Z', 'wednesday'],
      ]);
      expect(future[0]).toMatchObject({
        drawnNumbers: null,
        odds: [],
        stake: null,
        saleStopTime: '2026-11-18T17:00:00Z',
      });
      expect(future[0]?.jackpot?.fractional).toBeGreaterThanOrEqual(100_000_000);
    });

    it('answers the last draw with numbers, add-on numbers and odds', async () => {
      const last = await w.draws.lastDraw('lotto6aus49');
      expect(last).toMatchObject({
        id: 'lotto6aus49-20261114-saturday',
        lotteryIdentifier: 'lotto6aus49',
        drawingTime: '2026-11-14T18:25:00Z',
      });
      const numbers = last?.drawnNumbers;
      expect(numbers?.main).toHaveLength(6);
      expect(numbers?.superNumber).toBeGreaterThanOrEqual(0);
      expect(numbers && ticketNumbersOf(numbers, 'spiel77')[0]?.numbers[0]).toMatch(/^\d{7}$/);
      expect(numbers && ticketNumbersOf(numbers, 'super6')[0]?.numbers[0]).toMatch(/^\d{6}$/);
      expect(last?.odds.filter((o) => o.fieldType === 'normal').map((o) => o.tier)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      expect(last?.odds.find((o) => o.fieldType === 'normal' && o.tier === 9)?.winningsAmount).toEqual({
        fractional: 600,
        currency: 'EUR',
      });
      expect(last?.odds.filter((o) => o.fieldType === 'spiel77')).toHaveLength(7);
    });

    it('lists past draw dates newest first, 7 by default, and the draws of a show', async () => {
      const shows = await w.draws.pastDrawDates('eurojackpot');
      expect(shows).toHaveLength(7);
      expect(shows[0]).toEqual({ id: 'eurojackpot-2026-11-17', broadcastTime: '2026-11-17T19:00:00Z' });
      const [draw] = await w.draws.showDraws(shows[0]?.id ?? '');
      expect(draw?.drawnNumbers?.main).toHaveLength(5);
      expect(draw?.drawnNumbers?.extra).toHaveLength(2);
      expect((await w.draws.pastDrawDates('keno', 800)).length).toBe(800);
    });

    it('draws the GlücksSpirale per class and KENO with plus 5', async () => {
      const spirale = await w.draws.lastDraw('gluecksspirale');
      const classes = spirale?.drawnNumbers ? ticketNumbersOf(spirale.drawnNumbers, 'gluecksspirale') : [];
      expect(classes.map((c) => [c.tier, c.numbers.length, c.numbers[0]?.length])).toEqual([
        [1, 1, 1],
        [2, 1, 2],
        [3, 1, 3],
        [4, 1, 4],
        [5, 1, 5],
        [6, 2, 6],
        [7, 1, 7],
      ]);
      const keno = await w.draws.lastDraw('keno');
      expect(keno?.drawnNumbers?.main).toHaveLength(20);
      expect(keno?.drawnNumbers && ticketNumbersOf(keno.drawnNumbers, 'plus5')[0]?.numbers[0]).toMatch(/^\d{5}$/);
    });

    it('refuses missing parameters, unknown shows and lotteries, and limits out of range', async () => {
      await expect(w.draws.showDraws('')).rejects.toThrow(RequiredParameterError);
      await expect(w.draws.lastDraw('' as LotteryIdentifier)).rejects.toThrow(RequiredParameterError);
      await expect(w.draws.futureDraws('' as LotteryIdentifier)).rejects.toThrow(RequiredParameterError);
      await expect(w.draws.pastDrawDates('' as LotteryIdentifier)).rejects.toThrow(RequiredParameterError);
      await expect(w.draws.showDraws('lotto6aus49-2026-11-19')).rejects.toThrow(NotFoundError);
      await expect(w.draws.showDraws('quatsch')).rejects.toThrow(NotFoundError);
      await expect(w.draws.futureDraws('lotto7aus49' as LotteryIdentifier)).rejects.toThrow(NotFoundError);
      await expect(w.draws.pastDrawDates('keno', 801)).rejects.toThrow(FormValidationError);
    });

    it('answers null for the last draw of a lottery that has not drawn yet', async () => {
      w = connect(testPlatform('2023-01-02T09:00:00Z'));
      expect(await w.draws.lastDraw('lotto6aus49')).toBeNull();
      expect(await w.draws.pastDrawDates('lotto6aus49')).toEqual([]);
    });
  });
}
