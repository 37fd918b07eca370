import { money, type Money } from '../../../core/domain/money';
import type { MoneyDto } from './common.dto';

export const toMoney = (dto: MoneyDto): Money => money(dto.fractional, dto.currency);
export const toMoneyDto = (value: Money): MoneyDto => ({ fractional: value.fractional, currency: value.currency });
