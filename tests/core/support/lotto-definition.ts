import type { ProductDefinition } from '../../../core/domain/lottery';
import type { TicketConfig } from '../../../core/domain/ticket';

/** A LOTTO 6aus49 definition as the platform sends it, for pure domain tests. */
export const LOTTO: ProductDefinition = {
  identifier: 'lotto6aus49_regular',
  lotteryIdentifier: 'lotto6aus49',
  lotteryEdition: 'DE',
  name: 'LOTTO 6aus49',
  numberFields: {
    quantity: 12,
    mainSelectableTips: 49,
    extraSelectableTips: 0,
    types: [{ identifier: 'normal', mainTips: 6, extraTips: 0 }],
  },
  futureDrawsLimit: 10,
  recurringDrawEvents: [
    { identifier: 'wednesday', firstDrawingTime: '2026-01-07T17:25:00Z' },
    { identifier: 'saturday', firstDrawingTime: '2026-01-03T18:25:00Z' },
  ],
  addonLotteryDefinitions: [
    {
      identifier: 'spiel77',
      lotteryIdentifier: 'spiel77',
      name: 'Spiel 77',
      ticketNumberLength: 7,
      requiresAddonsActive: [],
    },
    {
      identifier: 'super6',
      lotteryIdentifier: 'super6',
      name: 'Super 6',
      ticketNumberLength: 6,
      requiresAddonsActive: [],
    },
  ],
  ticketNumberDefinition: { maxQuantity: 1, length: 7 },
  subscriptionTypes: ['weekly'],
  repetitionFrequencies: { quantities: [1, 2, 3, 4, 5], unit: 'week' },
  fieldStakes: [],
};

/** A Saturday LOTTO ticket with the given main numbers per field; `ticketNumber` sets its one Losnummer. */
export const lottoTicketConfig = (
  fields: number[][],
  { ticketNumber = '1234567', ...overrides }: Partial<TicketConfig> & { ticketNumber?: string } = {},
): TicketConfig => ({
  productIdentifier: 'lotto6aus49_regular',
  fieldTypeIdentifier: 'normal',
  fields: fields.map((main) => ({ main, extra: [] })),
  ticketNumbers: [ticketNumber],
  addons: [],
  drawEvents: ['saturday'],
  repetitionQuantity: 1,
  fieldStake: null,
  subscription: null,
  ...overrides,
});
