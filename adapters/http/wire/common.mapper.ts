import { money, type Money } from '../../../core/domain/money';
import type { OrderRejection } from '../../../core/domain/order';
import type { ErrorBodyDto, MoneyDto } from './common.dto';

export const toMoney = (dto: MoneyDto): Money => money(dto.fractional, dto.currency);
export const toMoneyDto = (value: Money): MoneyDto => ({ fractional: value.fractional, currency: value.currency });

export function toOrderRejection(status: number, body: ErrorBodyDto): OrderRejection {
  return {
    kind: 'order_rejected',
    status,
    globalErrors: body.global_errors ?? (body.code ? [body.code] : []),
    attributeErrors: body.attribute_errors ?? {},
  };
}
