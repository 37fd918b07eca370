import type { Draw, Show } from '../../core/domain/draw';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import { DEFAULT_SHOWS_LIMIT, type DrawsGateway } from '../../ports/draws-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { DrawDto, ShowDto } from './wire/draws.dto';
import { toDraw, toShow } from './wire/draws.mapper';

export class HttpDrawsGateway implements DrawsGateway {
  constructor(private readonly http: HttpClient) {}

  async futureDraws(lottery: LotteryIdentifier, limit?: number): Promise<Draw[]> {
    const id = encodeURIComponent(requireParam('lottery identifier', lottery));
    const list = await this.http.request<DrawDto[]>('lotteryStore', 'GET', `/lotteries/${id}/draws/future`, {
      query: { limit },
    });
    return list.map(toDraw);
  }

  async lastDraw(lottery: LotteryIdentifier): Promise<Draw | null> {
    const id = encodeURIComponent(requireParam('lottery identifier', lottery));
    // 404 on the last draw means "none yet" (spec/2 §8).
    const dto = await this.http.request<DrawDto | null>('lotteryStore', 'GET', `/lotteries/${id}/draws/last`, {
      notFound: 'null',
    });
    return dto ? toDraw(dto) : null;
  }

  async showDraws(showId: string): Promise<Draw[]> {
    const id = encodeURIComponent(requireParam('show id', showId));
    return (await this.http.request<DrawDto[]>('lotteryStore', 'GET', `/shows/${id}/draws`)).map(toDraw);
  }

  async pastDrawDates(lottery: LotteryIdentifier, limit = DEFAULT_SHOWS_LIMIT): Promise<Show[]> {
    const id = encodeURIComponent(requireParam('lottery identifier', lottery));
    const list = await this.http.request<ShowDto[]>('lotteryStore', 'GET', `/lotteries/${id}/past_draw_dates`, {
      query: { limit },
    });
    return list.map(toShow);
  }
}
