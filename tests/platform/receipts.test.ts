import { describe, expect, it } from 'vitest';
import type { LotteryWinningDto } from '../../adapters/http/wire/lottery-store.dto';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import type { PlatformState } from '../../mocks/platform/state';
import {
  ALL_RECEIPTS,
  euros,
  freshReceipts,
  kenoLine,
  loginAs,
  stayActive,
  lottoLine,
  orderOf,
  platformAt,
  platformError,
  SEEDED_RECEIPTS,
  WEDNESDAY_1759,
} from './platform-fixtures';

/** Three purchases an hour apart: LOTTO (Wed+Sat), KENO (3 days), LOTTO Saturday only. */
function withThreeReceipts() {
  const test = platformAt();
  const { platform } = test;
  let token = loginAs(platform, 'spieler@tippwerk.de');
  platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')]));
  // The player stays active in between: KENO has no 5-minute wait.
  token = stayActive(platform, 'spieler@tippwerk.de', 60);
  platform.placeOrder(token, orderOf('o-2', [kenoLine(platform, 'b')]));
  token = stayActive(platform, 'spieler@tippwerk.de', 60);
  platform.placeOrder(token, orderOf('o-3', [lottoLine(platform, 'c', { events: ['saturday'] })]));
  return { ...test, token };
}

const productsOf = (list: { lottery_receipts: { wager: { product_identifier: string } }[] }) =>
  list.lottery_receipts.map((r) => r.wager.product_identifier);

describe('GET /my/lottery_receipts', () => {
  it('lists only the player’s receipts, oldest first by default', () => {
    const { platform, token } = withThreeReceipts();
    const list = platform.receipts(token, ALL_RECEIPTS);
    expect(list.page_info.total_count).toBe(SEEDED_RECEIPTS + 3);
    // The seeded history (weeks back) first, then today's purchases.
    expect(productsOf(list)).toEqual([
      'lotto6aus49_regular',
      'eurojackpot_regular',
      'lotto6aus49_regular',
      'lotto6aus49_regular',
      'keno_regular',
      'lotto6aus49_regular',
    ]);
    expect(platform.receipts(loginAs(platform, 'gesperrt@tippwerk.de'), ALL_RECEIPTS).page_info.total_count).toBe(0);
  });

  it('sorts newest first on request', () => {
    const { platform, token } = withThreeReceipts();
    const list = platform.receipts(token, { ...ALL_RECEIPTS, sort_direction: 'desc', page_limit: 3 });
    expect(list.lottery_receipts.map((r) => r.created_at)).toEqual([
      '2026-03-04T18:59:00Z',
      '2026-03-04T17:59:00Z',
      '2026-03-04T16:59:00Z',
    ]);
  });

  it('pages with limit and offset and still counts all matches', () => {
    const { platform, token } = withThreeReceipts();
    const page = freshReceipts(platform, token, { page_limit: 2, page_offset: 1 });
    expect(page.page_info.total_count).toBe(3);
    expect(productsOf(page)).toEqual(['keno_regular', 'lotto6aus49_regular']);
  });

  it('filters by lottery', () => {
    const { platform, token } = withThreeReceipts();
    expect(productsOf(platform.receipts(token, { ...ALL_RECEIPTS, lottery_identifiers: ['keno'] }))).toEqual([
      'keno_regular',
    ]);
    expect(
      productsOf(platform.receipts(token, { ...ALL_RECEIPTS, lottery_identifiers: ['keno', 'eurojackpot'] })),
    ).toEqual(['eurojackpot_regular', 'keno_regular']);
  });

  it('marks past draws as drawn and filters receipts with pending draws', () => {
    const { platform } = withThreeReceipts();
    // Thursday 5 March 20:00 Berlin: the first LOTTO receipt's Wednesday draw is over, its Saturday one is not.
    platform.shiftClock(24 * 60);
    const token = loginAs(platform, 'spieler@tippwerk.de');
    const [first] = freshReceipts(platform, token).lottery_receipts;
    expect(first?.draws.map((d) => d.status)).toEqual(['drawn', 'pending']);
    // A week later every draw is over.
    platform.shiftClock(7 * 24 * 60);
    const later = loginAs(platform, 'spieler@tippwerk.de');
    expect(freshReceipts(platform, later).page_info.total_count).toBe(0);
    // The seeded Dauerschein's period still has draws to come.
    const pending = platform.receipts(later, { ...ALL_RECEIPTS, criteria: ['any_draws_pending'] });
    expect(pending.lottery_receipts.map((r) => r.lottery_subscription_info?.active)).toEqual([true]);
    // Only the seeded Dauerschein stays active: its subscription still runs.
    expect(
      platform
        .receipts(later, ALL_RECEIPTS)
        .lottery_receipts.filter((r) => r.active)
        .map((r) => r.lottery_subscription_info),
    ).toEqual([{ active: true, subscription_type: 'weekly' }]);
  });

  it('filters receipts with winnings', () => {
    const { storage, token } = withThreeReceipts();
    // No settlement module yet: put a winning into the saved state, as a draw settlement would.
    const state = storage.load() as PlatformState;
    const keno = state.receipts.find((r) => r.wager.product_identifier === 'keno_regular');
    if (!keno) throw new Error('no KENO receipt');
    const winning: LotteryWinningDto = {
      id: 'w-1',
      wager_id: keno.wager.id,
      draw_id: keno.draws[0]?.id ?? '',
      player_id: keno.player_id,
      drawing_time: keno.draws[0]?.drawing_time ?? '',
      amount: euros(1400),
      product_identifier: 'keno_regular',
      receipt_number: keno.number,
      winning_tiers: [
        {
          tier: 4,
          quantity: 1,
          winning_fields: [0],
          winning_ticket_numbers: [],
          amount: euros(1400),
          field_type: 'keno_type_5',
        },
      ],
    };
    keno.wager.lottery_winnings.push(winning);
    storage.replace(state);
    const platform = createPlatform({ clock: createPlatformClock({ fixed: WEDNESDAY_1759 }), storage });
    const won = platform.receipts(token, { ...ALL_RECEIPTS, criteria: ['won'], lottery_identifiers: ['keno'] });
    expect(won.page_info.total_count).toBe(1);
    expect(won.lottery_receipts[0]?.number).toBe(keno.number);
  });

  it('leaves out the draws when include_draws is false', () => {
    const { platform, token } = withThreeReceipts();
    expect(
      platform
        .receipts(token, { ...ALL_RECEIPTS, include_draws: false })
        .lottery_receipts.every((r) => r.draws.length === 0),
    ).toBe(true);
  });

  it('refuses unknown criteria, lotteries and sort attributes with 400', () => {
    const { platform, token } = withThreeReceipts();
    const error = platformError(() =>
      platform.receipts(token, {
        ...ALL_RECEIPTS,
        criteria: ['lost'],
        lottery_identifiers: ['toto'],
        sort_attribute: 'price',
        page_limit: 0,
      }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.body.attribute_errors ?? {}).sort()).toEqual([
      'criteria',
      'lottery_identifiers',
      'page_limit',
      'sort_attribute',
    ]);
  });

  it('needs a logged-in player', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.receipts(null, ALL_RECEIPTS)).status).toBe(401);
  });
});

describe('wallet reads', () => {
  it('refuses an unknown account kind with 400', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.account(loginAs(platform, 'spieler@tippwerk.de'), 'savings')).status).toBe(400);
  });

  it('offers the stored SEPA account as default to verified players, unstored methods to new ones', () => {
    const { platform } = platformAt();
    const verified = platform.availablePaymentMethods(loginAs(platform, 'spieler@tippwerk.de'));
    expect(verified.map((m) => [m.label, m.stored !== null, m.default])).toEqual([
      ['sepa_direct_debit', true, true],
      ['paypal', false, false],
      ['adyen_credit_card', false, false],
    ]);
    expect(verified[0]?.stored).toEqual({
      type: 'sepa_direct_debit',
      account_holder: 'Max Mustermann',
      masked_iban: 'DE89 **** **** **** **** 00',
      editable: true,
    });
    const fresh = platform.availablePaymentMethods(loginAs(platform, 'neu@tippwerk.de'));
    expect(fresh.every((m) => m.stored === null && !m.default)).toBe(true);
  });

  it('allows withdrawals for verified players only', () => {
    const { platform } = platformAt();
    expect(platform.account(loginAs(platform, 'spieler@tippwerk.de'), 'common').withdrawals_allowed).toBe(true);
    expect(platform.account(loginAs(platform, 'neu@tippwerk.de'), 'common').withdrawals_allowed).toBe(false);
  });
});
