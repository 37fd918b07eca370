import { describe, expect, it } from 'vitest';
import type { ReceiptDto, ReceiptListDto } from '../../adapters/http/wire/lottery-store.dto';
import { platformOverHttp } from './http-fixtures';
import { lottoLine, orderOf } from './platform-fixtures';

const { platform, call } = platformOverHttp();

async function login(): Promise<string> {
  const answer = await call('POST', 'player', '/login', {
    username: 'spieler@tippwerk.de',
    password: 'Tippwerk2026!',
    long_lasting_session: false,
  });
  return (answer.body as { access_token: string }).access_token;
}

describe('receipts and their controls over HTTP', () => {
  it('filters won receipts with criteria[] and finds one by number', async () => {
    const token = await login();
    const won = await call(
      'GET',
      'lotteryStore',
      '/my/lottery_receipts?criteria[]=won&include_draws=true',
      undefined,
      token,
    );
    const list = won.body as ReceiptListDto;
    expect(won.status).toBe(200);
    expect(list.page_info.total_count).toBe(1);
    const number = list.lottery_receipts[0]?.number ?? '';
    const byNumber = (
      await call('GET', 'lotteryStore', `/my/lottery_receipts?number=${encodeURIComponent(number)}`, undefined, token)
    ).body as ReceiptListDto;
    expect(byNumber.lottery_receipts.map((r) => r.number)).toEqual([number]);
    expect(byNumber.lottery_receipts[0]?.draws.some((d) => d.drawn_numbers !== null)).toBe(true);
  });

  it('settles a receipt’s due draw with POST /__fake/receipts/settle and answers the receipt', async () => {
    // Rigging needs the draw engine to wait: with automatic draws the next request would draw it.
    platform.setAutoDraws(false);
    let token = await login();
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a', { addons: ['spiel77'] })]));
    const [receipt] = (
      (
        await call(
          'GET',
          'lotteryStore',
          '/my/lottery_receipts?criteria[]=any_draws_pending&sort_direction=desc',
          undefined,
          token,
        )
      ).body as ReceiptListDto
    ).lottery_receipts;
    const early = await call('POST', 'fakeControl', '/receipts/settle', { receipt_number: receipt?.number });
    expect(early).toMatchObject({ status: 409, body: { code: 'no_draw_due' } });
    await call('POST', 'fakeControl', '/clock', { shift_minutes: 60 });
    const invalid = await call('POST', 'fakeControl', '/receipts/settle', {
      receipt_number: receipt?.number,
      winning_classes: { spiel77: 9 },
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: { attribute_errors: { 'winning_classes.spiel77': ['invalid'] } },
    });
    const settled = await call('POST', 'fakeControl', '/receipts/settle', {
      receipt_number: receipt?.number,
      winning_classes: { spiel77: 5 },
    });
    expect(settled.status).toBe(200);
    expect((settled.body as ReceiptDto).addon_wagers[0]?.lottery_winnings[0]?.amount).toEqual({
      fractional: 7700,
      currency: 'EUR',
    });
    token = await login();
    const account = (await call('GET', 'wallet', '/my/account?kind=common', undefined, token)).body as {
      payoutable_balance: { fractional: number };
    };
    expect(account.payoutable_balance.fractional).toBe(2300 + 7700);
  });

  it('seeds many receipts with POST /__fake/receipts/seed-history and pages them', async () => {
    const seeded = await call('POST', 'fakeControl', '/receipts/seed-history', {
      email: 'spieler@tippwerk.de',
      count: 250,
    });
    expect(seeded).toMatchObject({ status: 200, body: { created: 250, total_count: 253 } });
    const token = await login();
    const page = (
      await call(
        'GET',
        'lotteryStore',
        '/my/lottery_receipts?page_limit=25&page_offset=250&sort_direction=desc',
        undefined,
        token,
      )
    ).body as ReceiptListDto;
    expect(page.page_info.total_count).toBe(253);
    expect(page.lottery_receipts).toHaveLength(3);
    expect(
      (await call('POST', 'fakeControl', '/receipts/seed-history', { email: 'spieler@tippwerk.de', count: 'viele' }))
        .status,
    ).toBe(400);
  });
});
