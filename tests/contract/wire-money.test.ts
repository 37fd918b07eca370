import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpClient } from '../../adapters/http/client';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MoneyError } from '../../core/domain/money';

const BASE = 'http://tippwerk.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The wallet gateway the app runs, over a backend answering the common account with these cents. */
function walletAnswering(payoutable: number) {
  server.use(
    http.get(`${BASE}/wallet/public/api/v1/my/account`, () =>
      HttpResponse.json({
        id: 'acc-1',
        kind: 'common',
        payoutable_balance: { fractional: payoutable, currency: 'EUR' },
        not_payoutable_balance: { fractional: 0, currency: 'EUR' },
        withdrawals_allowed: true,
      }),
    ),
  );
  const tokens = new MemoryTokenStore();
  tokens.write({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  return new HttpWalletGateway(new HttpClient(BASE, tokens));
}

describe('Rounding difference above 0.01: the conversion to whole cents fails (spec/2)', () => {
  it('takes binary noise from a backend’s float arithmetic as whole cents', async () => {
    const account = await walletAnswering(0.1 * 3 * 100 + 4970).account('common');
    expect(account.payoutableBalance.fractional).toBe(5000);
    expect((await walletAnswering(5000.009).account('common')).payoutableBalance.fractional).toBe(5000);
  });

  it('refuses a real fraction of a cent instead of rounding money away', async () => {
    await expect(walletAnswering(5000.5).account('common')).rejects.toThrow(MoneyError);
    await expect(walletAnswering(5000.02).account('common')).rejects.toThrow(
      /Rounding difference above 0.01 when converting 5000.02 to whole cents/,
    );
  });
});
