import type { ProductDefinition } from '../../../core/domain/lottery';
import { money } from '../../../core/domain/money';
import { LOTTO } from './lotto-definition';

/*
 * Product definitions shaped like the platform's, for pure domain tests (no fake platform to
 * import): a LOTTO system, a Eurojackpot system whose type follows the crossed counts, KENO with
 * field stakes and the GlücksSpirale with Lose only.
 */

export const LOTTO_SYSTEM: ProductDefinition = {
  ...LOTTO,
  identifier: 'lotto6aus49_system',
  name: 'LOTTO 6aus49 Systemschein',
  numberFields: {
    quantity: 1,
    mainSelectableTips: 49,
    extraSelectableTips: 0,
    types: [
      { identifier: 'system_007', mainTips: 7, extraTips: 0 },
      { identifier: 'system_008', mainTips: 8, extraTips: 0 },
    ],
  },
};

export const EUROJACKPOT_SYSTEM: ProductDefinition = {
  ...LOTTO,
  identifier: 'eurojackpot_system',
  lotteryIdentifier: 'eurojackpot',
  name: 'Eurojackpot Systemschein',
  numberFields: {
    quantity: 1,
    mainSelectableTips: 50,
    extraSelectableTips: 12,
    types: [
      { identifier: 'system_5_3', mainTips: 5, extraTips: 3 },
      { identifier: 'system_6_2', mainTips: 6, extraTips: 2 },
      { identifier: 'system_7_3', mainTips: 7, extraTips: 3 },
    ],
  },
  recurringDrawEvents: [
    { identifier: 'tuesday', firstDrawingTime: '2026-01-06T19:00:00Z' },
    { identifier: 'friday', firstDrawingTime: '2026-01-02T19:00:00Z' },
  ],
  addonLotteryDefinitions: [],
};

export const KENO: ProductDefinition = {
  ...LOTTO,
  identifier: 'keno_regular',
  lotteryIdentifier: 'keno',
  name: 'KENO',
  numberFields: {
    quantity: 5,
    mainSelectableTips: 70,
    extraSelectableTips: 0,
    types: [
      { identifier: 'keno_type_2', mainTips: 2, extraTips: 0 },
      { identifier: 'keno_type_3', mainTips: 3, extraTips: 0 },
    ],
  },
  recurringDrawEvents: [{ identifier: 'daily', firstDrawingTime: '2026-01-01T18:00:00Z' }],
  addonLotteryDefinitions: [
    {
      identifier: 'plus5',
      lotteryIdentifier: 'plus5',
      name: 'plus 5',
      ticketNumberLength: 5,
      requiresAddonsActive: [],
    },
  ],
  ticketNumberDefinition: { maxQuantity: 1, length: 5 },
  subscriptionTypes: ['daily'],
  repetitionFrequencies: { quantities: [1, 7, 14], unit: 'day' },
  fieldStakes: [money(100), money(200)],
};

export const GLUECKSSPIRALE: ProductDefinition = {
  ...LOTTO,
  identifier: 'gluecksspirale_regular',
  lotteryIdentifier: 'gluecksspirale',
  name: 'GlücksSpirale',
  numberFields: { quantity: 0, mainSelectableTips: 0, extraSelectableTips: 0, types: [] },
  addonLotteryDefinitions: [],
  recurringDrawEvents: [{ identifier: 'saturday', firstDrawingTime: '2026-01-03T18:25:00Z' }],
  ticketNumberDefinition: { maxQuantity: 3, length: 7 },
};

export const EUROJACKPOT: ProductDefinition = {
  ...EUROJACKPOT_SYSTEM,
  identifier: 'eurojackpot_regular',
  name: 'Eurojackpot',
  numberFields: {
    quantity: 8,
    mainSelectableTips: 50,
    extraSelectableTips: 12,
    types: [{ identifier: 'normal', mainTips: 5, extraTips: 2 }],
  },
};
