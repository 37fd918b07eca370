import { toWholeCents, type Money } from '../../../core/domain/money';
import type { MoneyDto } from './common.dto';

/**
 * A backend amount into whole cents (spec/2): binary noise from a producer's float arithmetic
 * (5000.0000001) is whole cents; a real fraction of a cent (a rounding difference above 0.01) fails
 * with a MoneyError rather than being rounded away.
 */
export const toMoney = (dto: MoneyDto): Money => toWholeCents(dto.fractional, dto.currency);
export const toMoneyDto = (value: Money): MoneyDto => ({ fractional: value.fractional, currency: value.currency });
