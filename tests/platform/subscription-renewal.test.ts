import { describe, expect, it } from 'vitest';
import type { ReceiptDto } from '../../adapters/http/wire/lottery-store.dto';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PlatformState } from '../../mocks/platform/state';
import { ALL_RECEIPTS, commonBalance, lottoLine, loginAs, orderOf, platformAt } from './platform-fixtures';

const SPIELER = 'spieler@tippwerk.de';
const DAY = 24 * 60;
/** One Saturday, one field, no add-ons: 1,20 € + 0,50 € fee per period. */
const PERIOD_CENTS = 170;
const SELECTION = 'abo-selection';

/** Wednesday 4 March 17:59: a weekly Dauerschein playing Saturdays, one week per period. */
function subscribed() {
  const test = platformAt();
  const { platform } = test;
  const token = loginAs(platform, SPIELER);
  const line = lottoLine(platform, 'abo', { events: ['saturday'] });
  line.product_data.subscription = { payment_method_label: 'sepa_direct_debit', subscription_type: 'weekly' };
  platform.placeOrder(token, orderOf('o-abo', [line]));
  const state = () => test.storage.load() as PlatformState;
  return { ...test, state, before: commonBalance(platform, token) + PERIOD_CENTS };
}

const periods = (platform: FakePlatformApi): ReceiptDto[] =>
  platform
    .receipts(loginAs(platform, SPIELER), { ...ALL_RECEIPTS, page_limit: 100 })
    .lottery_receipts.filter((r) => r.lottery_product_selection_id === SELECTION);

const drawDates = (receipts: ReceiptDto[]) => receipts.flatMap((r) => r.draws.map((d) => d.drawing_time.slice(0, 10)));

describe('Dauerschein renewals (platform clock)', () => {
  it('books each next period from the wallet when the last draw of a period has passed: three periods', () => {
    const { platform, state, before } = subscribed();
    // Saturday 7 March 20:00 Berlin, then a week and another week later.
    for (const minutes of [3 * DAY + 2 * 60, 7 * DAY, 7 * DAY]) platform.shiftClock(minutes);
    const receipts = periods(platform);
    expect(drawDates(receipts)).toEqual(['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28']);
    expect(receipts.map((r) => r.lottery_subscription_info?.active)).toEqual([true, true, true, true]);
    expect(receipts.every((r) => r.wager.number_fields[0]?.main_tips.join() === '3,11,17,25,38,44')).toBe(true);
    expect(commonBalance(platform, loginAs(platform, SPIELER))).toBe(before - 4 * PERIOD_CENTS);
    // Each renewal is a purchase booked at the moment the period's last draw took place.
    const renewals = state().vouchers.filter((v) => v.external_reference?.startsWith(`renewal-${SELECTION}`));
    expect(renewals.map((v) => [v.created_at, v.amount.fractional, v.booking_type])).toEqual([
      ['2026-03-07T18:25:00Z', PERIOD_CENTS, 'debit'],
      ['2026-03-14T18:25:00Z', PERIOD_CENTS, 'debit'],
      ['2026-03-21T18:25:00Z', PERIOD_CENTS, 'debit'],
    ]);
  });

  it('renews the same way when the clock jumps three weeks at once', () => {
    const stepped = subscribed();
    for (const minutes of [3 * DAY + 2 * 60, 7 * DAY, 7 * DAY]) stepped.platform.shiftClock(minutes);
    const jumped = subscribed();
    jumped.platform.shiftClock(17 * DAY + 2 * 60);
    expect(drawDates(periods(jumped.platform))).toEqual(drawDates(periods(stepped.platform)));
    expect(commonBalance(jumped.platform, loginAs(jumped.platform, SPIELER))).toBe(
      commonBalance(stepped.platform, loginAs(stepped.platform, SPIELER)),
    );
  });

  it('stops when the wallet cannot pay the next period and tells the player', () => {
    const { platform, before } = subscribed();
    // Leave enough for exactly one more period.
    platform.ledgerCorrection({ email: SPIELER, amount_cents: before - 2 * PERIOD_CENTS });
    platform.shiftClock(17 * DAY + 2 * 60);
    const receipts = periods(platform);
    expect(drawDates(receipts)).toEqual(['2026-03-07', '2026-03-14']);
    expect(receipts.map((r) => r.lottery_subscription_info)).toEqual([
      {
        active: false,
        subscription_type: 'weekly',
        stopped_reason: 'insufficient_funds',
        stopped_at: '2026-03-14T18:25:00Z',
      },
      {
        active: false,
        subscription_type: 'weekly',
        stopped_reason: 'insufficient_funds',
        stopped_at: '2026-03-14T18:25:00Z',
      },
    ]);
    expect(commonBalance(platform, loginAs(platform, SPIELER))).toBe(0);
    const [mail] = platform.mailbox(SPIELER);
    expect(mail).toMatchObject({ kind: 'subscription_stopped', subject: 'Ihr Dauerschein wurde beendet' });
    expect(mail?.text).toContain('Ihr Guthaben reichte nicht für die nächste Laufzeit');
    expect(mail?.link).toBe(
      `/kundenkonto/spielhistorie?open-modal=lottery_ticket_receipt&receipt=${receipts[1]?.number}`,
    );
  });

  it('never renews a stopped subscription', () => {
    const { platform, before } = subscribed();
    platform.stopSubscription(loginAs(platform, SPIELER), SELECTION);
    platform.shiftClock(17 * DAY + 2 * 60);
    const receipts = periods(platform);
    expect(drawDates(receipts)).toEqual(['2026-03-07']);
    expect(receipts[0]?.lottery_subscription_info).toMatchObject({ active: false, stopped_reason: 'player' });
    expect(commonBalance(platform, loginAs(platform, SPIELER))).toBe(before - PERIOD_CENTS);
  });
});
