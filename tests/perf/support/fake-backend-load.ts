/**
 * What the fake-backend latency benchmark drives: the API server as its own process, seeding
 * through the control API, and shoppers (registered players) who deposit by card and buy a
 * LOTTO ticket, each request timed from send to the last byte of the answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fakeCardData } from '../../../mocks/platform/psp/card-encryption';

export interface ApiServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startApiServer(dataDir: string, port: number, args: string[] = []): Promise<ApiServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts', '--api-only', ...args], {
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(base)) resolve({ base, child, stop });
    });
    child.on('exit', (code) => reject(new Error(`fake backend exited with ${code}: ${output}`)));
  });
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A request timed end to end; the answer's status too, so refusals are counted, not hidden. */
export async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** A new player (unverified: may deposit 100 € and buy for 72 hours), logged in; answers the auth header. */
export async function newShopper(base: string, n: number): Promise<Record<string, string>> {
  const email = `kundin-${n}-${Date.now()}@example.de`;
  const password = 'Leistung2026!';
  const registered = await post(base, '/player/public/api/v1/register', {
    first_name: 'Erika',
    last_name: 'Mustermann',
    birth_name: 'Gabler',
    date_of_birth: '1985-06-15',
    birthplace: 'Berlin',
    street: 'Heidestraße',
    house_number: '17',
    zip_code: '10115',
    city: 'Berlin',
    email,
    password,
    country_code: 'DE',
    locale: 'de',
    tmx_id: null,
    tracking_parameters: null,
  });
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await post(base, '/player/public/api/v1/login', {
    username: email,
    password,
    long_lasting_session: true,
  });
  const { access_token: token } = login.body as { access_token: string };
  return { Authorization: `Bearer ${token}`, ...JSON_HEADERS };
}

const BROWSER_INFO = {
  color_depth: 24,
  java_enabled: false,
  java_script_enabled: true,
  language: 'de-DE',
  screen_height: 900,
  screen_width: 1280,
  time_zone_offset_in_minutes: -60,
  user_agent: 'Tippwerk benchmark',
};

/** A card deposit that succeeds at once (test card 4111 1111 1111 1111, in the shopper's name: newShopper's Erika Mustermann). */
export const cardDeposit = (base: string, headers: Record<string, string>, id: string, cents: number) => () =>
  fetch(`${base}/wallet/public/api/v1/my/credit_cards/charge`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      card_data: fakeCardData({ holder: 'Erika Mustermann', number: '4111 1111 1111 1111' }),
      transaction_input: {
        browser_info: BROWSER_INFO,
        monetary_transaction: { transaction_id: id, amount: { fractional: cents, currency: 'EUR' }, kind: 'common' },
        return_url: '/warenkorb',
      },
    }),
  });

/** The order of one LOTTO Normalschein field for the next draws, priced by the server. */
export async function lottoPurchase(base: string) {
  const events = ['saturday'];
  const priced = await post(base, '/lottery-store/public/api/v2/price', {
    product_identifier: 'lotto6aus49_regular',
    quantity: 1,
    repetition_quantity: 1,
    number_fields: [{ type: 'normal', quantity: 1 }],
    recurring_draw_event_identifiers: events,
    addon_cachables: [],
    repetition_frequency: { quantity: 1, unit: 'week' },
    field_stake: null,
  });
  const price = priced.body as { total: { fractional: number } };
  const order = (base: string, headers: Record<string, string>, id: string) => () =>
    fetch(`${base}/wallet/public/api/v1/my/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
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
              ticket_numbers: ['4711815'],
              number_fields: [{ type_identifier: 'normal', main_tips: [4, 8, 15, 16, 23, 42], extra_tips: [] }],
              recurring_draw_event_identifiers: events,
              repetition_quantity: 1,
              addon_lotteries: [],
              first_draw_date: null,
            },
          },
        ],
      }),
    });
  return { priceCents: price.total.fractional, order };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
