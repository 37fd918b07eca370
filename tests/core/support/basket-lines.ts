import type { BasketItem } from '../../../core/domain/basket';
import { basketOdds, type BasketOdds, type QuotasByLottery } from '../../../core/domain/basket-odds';
import type { AddonIdentifier, ProductIdentifier } from '../../../core/domain/lottery';
import type { MeanQuotas, PoolLottery } from '../../../core/domain/mean-quotas';
import { money } from '../../../core/domain/money';

interface LineOptions {
  readonly id?: string;
  /** Numbers per field: [main, extra]. */
  readonly fields?: readonly (readonly [readonly number[], readonly number[]])[];
  readonly addons?: readonly AddonIdentifier[];
  readonly events?: readonly string[];
  readonly repetitions?: number;
  readonly fieldStakeCents?: number;
  readonly ticketNumbers?: readonly string[];
  readonly totalCents?: number;
}

/** A basket line as the basket keeps it, for pure odds tests. */
export function basketLine(identifier: ProductIdentifier, options: LineOptions = {}): BasketItem {
  const total = money(options.totalCents ?? 100);
  return {
    id: options.id ?? identifier,
    identifier,
    price: { stake: total, total },
    drawingDate: null,
    config: {
      ticketNumbers: options.ticketNumbers ?? ['1234567'],
      numberFields: (options.fields ?? []).map(([main, extra]) => ({
        fieldTypeIdentifier: 'normal',
        mainTips: main,
        extraTips: extra,
      })),
      addonLotteries: (options.addons ?? []).map((identifier) => ({ identifier })),
    },
    recurringDrawEventIdentifiers: options.events ?? ['saturday'],
    repetitionQuantity: options.repetitions ?? 1,
    repetitionFrequency: { quantity: 1, unit: identifier === 'keno_regular' ? 'day' : 'week' },
    fieldStake: options.fieldStakeCents === undefined ? null : money(options.fieldStakeCents),
    subscription: null,
  };
}

/** Mean quotas as if every draw of the archive had paid exactly `cents` in the class. */
export function givenQuotas(lottery: PoolLottery, cents: Readonly<Record<string, number>>, draws = 100): MeanQuotas {
  const classes = Object.fromEntries(
    Object.entries(cents).map(([key, value]) => [key, { totalCents: value * draws, draws }]),
  );
  return { lottery, draws, classes };
}

/** The odds of these lines, failing the test on an error. */
export function odds(items: BasketItem[], quotas: QuotasByLottery = {}): BasketOdds {
  const result = basketOdds(items, quotas);
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

export const SIX = [3, 12, 17, 25, 31, 44];
/** A LOTTO Normalschein with one field (SIX) unless told otherwise. */
export const lotto = (options: Parameters<typeof basketLine>[1] = {}) =>
  basketLine('lotto6aus49_regular', { fields: [[SIX, []]], ...options });
