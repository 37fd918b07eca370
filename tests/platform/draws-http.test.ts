import { describe, expect, it } from 'vitest';
import type { DrawDto, ShowDto } from '../../adapters/http/wire/draws.dto';
import type { RunNextDrawResultDto } from '../../mocks/platform/draws/draws-api-dto';
import { platformOverHttp } from './http-fixtures';

const { call } = platformOverHttp();

describe('draws over HTTP', () => {
  it('runs the next draw with POST /__fake/draws/run-next and shows it as the last draw', async () => {
    const run = await call('POST', 'fakeControl', '/draws/run-next', { lottery: 'lotto6aus49' });
    expect(run.status).toBe(200);
    const answer = run.body as RunNextDrawResultDto;
    expect(answer.draw).toMatchObject({ id: 'lotto6aus49-20260304-wednesday', drawing_time: '2026-03-04T17:25:00Z' });
    expect(Date.parse(answer.now)).toBeGreaterThanOrEqual(Date.parse('2026-03-04T17:25:00Z'));
    const last = await call('GET', 'lotteryStore', '/lotteries/lotto6aus49/draws/last');
    expect((last.body as DrawDto).drawn_numbers).toEqual(answer.draw.drawn_numbers);
    const shows = (await call('GET', 'lotteryStore', '/lotteries/lotto6aus49/past_draw_dates?limit=1'))
      .body as ShowDto[];
    expect(shows).toEqual([{ id: 'lotto6aus49-2026-03-04', broadcast_time: '2026-03-04T17:25:00Z' }]);
  });

  it('runs whichever draw comes first without a lottery, and refuses unknown lotteries and bad limits', async () => {
    expect(((await call('POST', 'fakeControl', '/draws/run-next', {})).body as RunNextDrawResultDto).draw.id).toBe(
      'lotto6aus49-20260304-wednesday',
    );
    expect((await call('POST', 'fakeControl', '/draws/run-next', { lottery: 'lotto7aus49' })).status).toBe(400);
    expect((await call('GET', 'lotteryStore', '/lotteries/keno/past_draw_dates?limit=abc')).status).toBe(400);
    expect((await call('GET', 'lotteryStore', '/lotteries/keno/draws/future?limit=2')).body).toHaveLength(2);
    expect((await call('GET', 'lotteryStore', '/shows/keno-1999-01-01/draws')).status).toBe(404);
  });
});
