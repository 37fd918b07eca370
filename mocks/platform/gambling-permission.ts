import type { GamblingPermissionDto } from '../../adapters/http/wire/payment.dto';
import type { OrderDto } from '../../adapters/http/wire/wallet.dto';
import { rejected } from './errors';
import { PlatformError } from './platform-api';
import type { PlayerRecord } from './state';

/** Products covered by the gambling permission (KENO is an OASIS-covered game, GlüStV). */
const PERMISSION_PRODUCTS: readonly string[] = ['keno_regular'];

/** GET /my/gambling_permission: 404 when the player never had one. */
export function gamblingPermissionOf(record: PlayerRecord): GamblingPermissionDto {
  if (!record.gambling_permission) throw new PlatformError(404, { code: 'not_found' });
  return structuredClone(record.gambling_permission);
}

export function checkGamblingPermission(record: PlayerRecord, order: OrderDto): void {
  const needsPermission = order.line_items.some((line) =>
    PERMISSION_PRODUCTS.includes(line.product_data.product_identifier),
  );
  if (needsPermission && !record.gambling_permission?.active) throw rejected('gambling_permission_missing');
}
