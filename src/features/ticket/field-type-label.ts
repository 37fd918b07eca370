import type { NumberFieldType } from '../../../core/domain/lottery';

/**
 * The code players know a system by: "008" for LOTTO Vollsystem 8, "6 + 3" for Eurojackpot
 * 6 numbers and 3 Euro numbers. Digits and signs only; the words come from de.json.
 */
export const systemCode = (type: Pick<NumberFieldType, 'mainTips' | 'extraTips'>): string =>
  type.extraTips > 0 ? `${type.mainTips} + ${type.extraTips}` : String(type.mainTips).padStart(3, '0');
