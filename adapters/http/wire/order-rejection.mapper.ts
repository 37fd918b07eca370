import { NotFoundError } from '../../../core/domain/errors';
import type { OrderRejection } from '../../../core/domain/order';
import { badRequestBody } from '../client';
import { toOrderRejection } from './common.mapper';

/** 400 and 404 on an order are answers (a rejection); anything else is a fault: null. */
export function orderRejectionFrom(error: unknown): OrderRejection | null {
  const body = badRequestBody(error);
  if (body) return toOrderRejection(400, body);
  if (error instanceof NotFoundError) return toOrderRejection(404, {});
  return null;
}
