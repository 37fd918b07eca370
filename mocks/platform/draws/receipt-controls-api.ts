import type { PlatformRuntime } from '../context';
import type { FakePlatformApi } from '../platform-api';
import { seedReceiptHistory } from './receipt-history';
import { settleReceipt } from './settle-receipt';

type ReceiptControlsApi = Pick<FakePlatformApi, 'settleReceipt' | 'seedReceiptHistory'>;

/** Developer controls for receipts: settle a receipt's next due draw (no draw engine yet), seed many receipts for benchmarks. */
export function receiptControlsApi(runtime: PlatformRuntime): ReceiptControlsApi {
  return {
    settleReceipt: (body) => runtime.mutate((ctx) => settleReceipt(ctx, body)),
    seedReceiptHistory: (body) => runtime.mutate((ctx) => seedReceiptHistory(ctx, body)),
  };
}
