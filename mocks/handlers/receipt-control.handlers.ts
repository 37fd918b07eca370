import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import { readJson, respond } from './handler-support';

/**
 * Receipt controls of the fake backend (no draw engine yet): `POST /__fake/receipts/settle
 * {receipt_number, winning_classes?}` settles the receipt's next due draw and answers the
 * receipt; `POST /__fake/receipts/seed-history {email, count}` adds receipts for benchmarks.
 */
export function receiptControlHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.fakeControl}${p}`;
  return [
    http.post(path('/receipts/settle'), ({ request }) =>
      respond(async () => platform.settleReceipt(await readJson(request))),
    ),
    http.post(path('/receipts/seed-history'), ({ request }) =>
      respond(async () => platform.seedReceiptHistory(await readJson(request))),
    ),
  ];
}
