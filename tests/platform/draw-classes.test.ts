import { describe, expect, it } from 'vitest';
import type { WagerDto } from '../../adapters/http/wire/lottery-store.dto';
import { EUROJACKPOT_CLASS_MATCHES, KENO_PAYING_HITS, LOTTO_CLASS_MATCHES } from '../../core/domain/odds';
import { emptyNumbers, type DrawResultRecord } from '../../mocks/platform/draws/draw-state';
import { evaluateWager } from '../../mocks/platform/draws/evaluation';
import { KENO_QUOTAS } from '../../core/domain/fixed-quotas';
import { TICKET_GAMES } from '../../mocks/platform/draws/prize-tables';

const wager = (
  lottery: string,
  fields: { main: number[]; extra?: number[]; type?: string }[],
  tickets: string[],
  stake: number | null = null,
): WagerDto => ({
  id: 'w',
  field_stake: stake === null ? null : { fractional: stake, currency: 'EUR' },
  product_identifier: `${lottery}_regular`,
  lottery_identifier: lottery,
  lottery_winnings: [],
  migrated_ticket: false,
  number_fields: fields.map((f, i) => ({
    id: `f${i}`,
    type_identifier: f.type ?? 'normal',
    main_tips: f.main,
    extra_tips: f.extra ?? [],
  })),
  recurring_draw_events: [],
  special_draw_events: [],
  repetition_frequency: { quantity: 1, unit: 'week' },
  ticket_numbers: tickets,
});

const QUOTAS = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), 1000 * (13 - i)]));
const result = (
  lottery: string,
  numbers: Partial<DrawResultRecord['drawn_numbers']>,
  addons: DrawResultRecord['addon_numbers'] = {},
): DrawResultRecord => ({
  draw_id: `${lottery}-20260307-saturday`,
  lottery_identifier: lottery,
  drawing_time: '2026-03-07T18:25:00Z',
  drawn_numbers: { ...emptyNumbers(), ...numbers },
  addon_numbers: addons,
  quotas: QUOTAS,
  odds: [],
  settled_at: '2026-03-07T18:30:00Z',
});
const tiers = (w: WagerDto, r: DrawResultRecord) =>
  evaluateWager(w, r)?.map((x) => [x.tier, x.quantity, x.amountCents]);

describe('winnings of every class', () => {
  const drawn = [1, 2, 3, 4, 5, 6];
  it.each(LOTTO_CLASS_MATCHES)(
    'LOTTO class $tier: $hits hits, Superzahl $superNumber',
    ({ tier, hits, superNumber }) => {
      const field = [...drawn.slice(0, hits), 40, 41, 42, 43, 44, 45].slice(0, 6);
      const w = wager('lotto6aus49', [{ main: field }], [superNumber ? '1234567' : '1234568']);
      expect(tiers(w, result('lotto6aus49', { main_numbers: drawn, super_number: 7 }))).toEqual([
        [tier, 1, tier === 9 ? 600 : QUOTAS[String(tier)]],
      ]);
    },
  );

  it('LOTTO system 008 with 6 + SZ also wins the lower classes of its other rows', () => {
    const w = wager('lotto6aus49', [{ main: [...drawn, 40, 41], type: 'system_008' }], ['1234567']);
    // 1 row 6 + SZ, C(6,5)·C(2,1) = 12 rows 5 + SZ, C(6,4)·C(2,2) = 15 rows 4 + SZ.
    expect(tiers(w, result('lotto6aus49', { main_numbers: drawn, super_number: 7 }))).toEqual([
      [1, 1, QUOTAS['1']],
      [3, 12, 12 * (QUOTAS['3'] ?? 0)],
      [5, 15, 15 * (QUOTAS['5'] ?? 0)],
    ]);
  });

  it.each(EUROJACKPOT_CLASS_MATCHES)('Eurojackpot class $tier: $main + $euro', ({ tier, main, euro }) => {
    const field = [...[1, 2, 3, 4, 5].slice(0, main), 40, 41, 42, 43, 44].slice(0, 5);
    const euros = [...[1, 2].slice(0, euro), 11, 12].slice(0, 2);
    const w = wager('eurojackpot', [{ main: field, extra: euros }], ['1234567']);
    expect(tiers(w, result('eurojackpot', { main_numbers: [1, 2, 3, 4, 5], extra_numbers: [1, 2] }))).toEqual([
      [tier, 1, QUOTAS[String(tier)]],
    ]);
  });

  const kenoClasses = Object.entries(KENO_PAYING_HITS).flatMap(([type, hits]) =>
    hits.map((h) => ({ type: Number(type), hits: h })),
  );
  it.each(kenoClasses)('KENO type $type with $hits hits pays quota × field stake', ({ type, hits }) => {
    const drawnKeno = Array.from({ length: 20 }, (_, i) => i + 1);
    const field = [...drawnKeno.slice(0, hits), ...[61, 62, 63, 64, 65, 66, 67, 68, 69, 70].slice(0, type - hits)];
    const w = wager('keno', [{ main: field, type: `keno_type_${type}` }], ['1234567'], 500);
    expect(tiers(w, result('keno', { main_numbers: drawnKeno }))).toEqual([
      [hits, 1, (KENO_QUOTAS[type]?.[hits] ?? 0) * 500],
    ]);
  });

  const suffixClasses = (['spiel77', 'super6', 'plus5'] as const).flatMap((game) =>
    Object.keys(TICKET_GAMES[game].classes).map((tier) => ({ game, tier: Number(tier) })),
  );
  it.each(suffixClasses)('$game class $tier by the ticket number’s end digits', ({ game, tier }) => {
    const { length, classes } = TICKET_GAMES[game];
    const digits = length + 1 - tier;
    const ticket = '1234567'.slice(-length);
    // The drawn number shares exactly `digits` end digits with the ticket.
    const number = ticket
      .split('')
      .map((d, i) => (i >= length - digits ? d : i === length - digits - 1 ? String((Number(d) + 5) % 10) : '0'))
      .join('');
    const w = { ...wager(game, [], [ticket]), product_identifier: game };
    const quota = classes[tier];
    expect(
      tiers(
        w,
        result(
          'lotto6aus49',
          {},
          { [game]: { ...emptyNumbers(), ticket_numbers: [{ tier: 1, ticket_numbers: [number] }] } },
        ),
      ),
    ).toEqual([[tier, 1, quota?.kind === 'fixed' ? quota.cents : 0]]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('GlücksSpirale class %i by its own drawn number', (tier) => {
    const ticket = '7654321';
    const numbers = [1, 2, 3, 4, 5, 6, 7].map((t) => ({
      tier: t,
      ticket_numbers: [
        t === tier ? ticket.slice(-t) : String((Number(ticket.slice(-t)) + 1) % 10 ** t).padStart(t, '0'),
      ],
    }));
    const quota = TICKET_GAMES.gluecksspirale.classes[tier];
    const w = wager('gluecksspirale', [], [ticket]);
    expect(tiers(w, result('gluecksspirale', { ticket_numbers: numbers }))).toEqual([
      [tier, 1, quota?.kind === 'fixed' ? quota.cents : 0],
    ]);
  });
});
