import type { Draw, Show } from '../../core/domain/draw';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import { NotFoundError } from '../../core/domain/errors';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { DEFAULT_SHOWS_LIMIT, type DrawsGateway } from '../../ports/draws-gateway.port';
import { requireParam } from '../http/client';
import { toDraw, toShow } from '../http/wire/draws.mapper';
import { platformCall } from './platform-call';

export class MemoryDrawsGateway implements DrawsGateway {
  constructor(private readonly platform: FakePlatformApi) {}

  async futureDraws(lottery: LotteryIdentifier, limit?: number): Promise<Draw[]> {
    const id = requireParam('lottery identifier', lottery);
    return (await platformCall('GET', '/draws/future', () => this.platform.futureDraws(id, limit ?? null))).map(toDraw);
  }

  async lastDraw(lottery: LotteryIdentifier): Promise<Draw | null> {
    const id = requireParam('lottery identifier', lottery);
    try {
      return toDraw(await platformCall('GET', '/draws/last', () => this.platform.lastDraw(id)));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  async showDraws(showId: string): Promise<Draw[]> {
    const id = requireParam('show id', showId);
    return (await platformCall('GET', '/shows/draws', () => this.platform.showDraws(id))).map(toDraw);
  }

  async pastDrawDates(lottery: LotteryIdentifier, limit = DEFAULT_SHOWS_LIMIT): Promise<Show[]> {
    const id = requireParam('lottery identifier', lottery);
    return (await platformCall('GET', '/past_draw_dates', () => this.platform.pastDrawDates(id, limit))).map(toShow);
  }
}
