import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../mocks/platform/file-storage/file-storage';
import type { PlatformState } from '../../mocks/platform/state';
import { ledgerProblems } from './ledger-invariant';
import { bearerFor, json, startServer, stopServer } from './server-process';

const ROUNDS = 20;
const WORKERS = 6;
const WALLET = '/wallet/public/api/v1';
const dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `ready()` holds (checked every 10 ms), at most `limitMs`. */
async function until(ready: () => boolean, limitMs: number) {
  const end = Date.now() + limitMs;
  while (!ready() && Date.now() < end) await sleep(10);
}

/** One LOTTO line priced by the server itself, reused under fresh order ids. */
async function lottoOrder(base: string, headers: Record<string, string>) {
  const events = ['wednesday', 'saturday'];
  const priced = await fetch(
    `${base}/lottery-store/public/api/v2/price`,
    json({
      product_identifier: 'lotto6aus49_regular',
      quantity: 1,
      repetition_quantity: 1,
      number_fields: [{ type: 'normal', quantity: 1 }],
      recurring_draw_event_identifiers: events,
      addon_cachables: [],
      repetition_frequency: { quantity: 1, unit: 'week' },
      field_stake: null,
    }),
  );
  const price = (await priced.json()) as { total: unknown };
  return (id: string) =>
    fetch(`${base}${WALLET}/my/orders`, {
      ...json({
        id,
        payment_transaction_id: null,
        tracking_parameters: null,
        line_items: [
          {
            id: `${id}-line`,
            product_type: 'lottery_product_selection',
            product_identifier: 'lotto6aus49_regular',
            price: price.total,
            product_data: {
              id: `${id}-selection`,
              product_identifier: 'lotto6aus49_regular',
              price,
              ticket_numbers: ['1234567'],
              number_fields: [{ type_identifier: 'normal', main_tips: [3, 9, 17, 23, 31, 42], extra_tips: [] }],
              recurring_draw_event_identifiers: events,
              repetition_quantity: 1,
              addon_lotteries: [],
              first_draw_date: null,
            },
          },
        ],
      }),
      headers: { ...headers, 'Content-Type': 'application/json' },
    });
}

describe('kill -9 while the server writes', () => {
  it(`loses no acknowledged booking, ${ROUNDS} times in a row (journal, background snapshots, stale lock)`, async () => {
    const file = join(dataDir, 'platform.json');
    const deposits = new Set<string>();
    const orders = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      // A tiny journal limit: background snapshots run (and get killed) all the time. The demo
      // player's password at the tests' low cost (password-hash.ts): 20 logins, none of them under test.
      const server = await startServer(dataDir, ['--api-only'], {
        FAKE_JOURNAL_LIMIT: '4096',
        TIPPWERK_TEST_PASSWORD_COST: 'low',
      });
      const headers = { ...(await bearerFor(server.base)), 'Content-Type': 'application/json' };
      const order = await lottoOrder(server.base, headers);
      let running = true;
      let roundDeposits = 0;
      let roundOrders = 0;
      const worker = async (w: number) => {
        for (let i = 0; running; i += 1) {
          const id = `r${round}-w${w}-${i}`;
          try {
            if (i % 3 === 2) {
              if ((await order(id)).status === 204) {
                orders.add(id);
                roundOrders += 1;
              }
            } else if (i % 7 === 6) {
              await fetch(
                `${server.base}/__fake/wallet/winning`,
                json({ email: 'spieler@tippwerk.de', amount_cents: 5000 }),
              );
            } else {
              const charge = await fetch(`${server.base}${WALLET}/my/sepa_accounts/charge`, {
                method: 'POST',
                headers,
                body: JSON.stringify({
                  transaction_id: id,
                  amount: { fractional: 100, currency: 'EUR' },
                  kind: 'common',
                }),
              });
              if (charge.ok) {
                deposits.add(id);
                roundDeposits += 1;
              }
            }
          } catch {
            // The kill cut the connection: not acknowledged, so nothing is owed.
          }
        }
      };
      const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
      // The kill comes once this round has acknowledged some bookings (counted, not timed: a busy
      // host books fewer per second), then at a random moment while the workers go on writing.
      await until(() => roundOrders >= 2 && roundDeposits >= 6, 20_000);
      await sleep(Math.floor(Math.random() * 350));
      await stopServer(server.child, 'SIGKILL');
      running = false;
      await Promise.all(load);

      const state = createFileStorage(file).load() as PlatformState;
      const references = new Set(state.vouchers.map((v) => v.external_reference));
      const placed = new Set(state.orders.map((o) => o.id));
      expect(
        [...deposits].filter((id) => !references.has(id)),
        `round ${round}: deposits lost`,
      ).toEqual([]);
      expect(
        [...orders].filter((id) => !placed.has(id) || !references.has(id)),
        `round ${round}: orders lost`,
      ).toEqual([]);
      expect(ledgerProblems(state), `round ${round}`).toEqual([]);
    }
    expect(deposits.size).toBeGreaterThanOrEqual(ROUNDS * 6);
    expect(orders.size).toBeGreaterThanOrEqual(ROUNDS * 2);
  }, 240_000);
});
