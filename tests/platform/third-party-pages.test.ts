import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { createHandlers } from '../../mocks/handlers/handlers';
import { isApiPath } from '../../mocks/server/api-bridge';
import { isLocalOrigin } from '../../mocks/server/response-headers';
import { testPlatform } from '../support/demo';

const API = 'http://127.0.0.1:4419';
const SHOP = 'http://127.0.0.1:4418';

function get(path: string, headers: Record<string, string> = {}, allowOrigin?: (origin: string) => boolean) {
  const handlers = createHandlers(testPlatform(), API, undefined, { allowOrigin });
  return getResponse(handlers, new Request(`${API}${path}`, { headers }));
}

/** The page's own configuration for its script (the JSON block). */
async function configOf(
  response: Response | undefined,
): Promise<{ kind: string; shop: string; back: string; id: string }> {
  const html = await response!.text();
  const json = /<script type="application\/json" id="config" nonce="\w+">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json!) as { kind: string; shop: string; back: string; id: string };
}

describe("the fake third parties' pages (served by the fake backend on its own origin)", () => {
  it('the bank page offers approve, fail and cancel, under a nonce CSP that only lets it call its own origin', async () => {
    const response = await get('/__fake/psp/3ds?transaction_id=tx_1&return_url=%2Fwarenkorb%3Fpayment_return%3Dcard');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toContain('text/html');
    const csp = response!.headers.get('content-security-policy')!;
    const nonce = /'nonce-(\w+)'/.exec(csp)?.[1];
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response!.clone().text();
    expect(html).toContain('<h1>Fake-Bank: Zahlung bestätigen (3-D Secure)</h1>');
    for (const label of ['Zahlung bestätigen', 'Bestätigung fehlschlagen lassen', 'Abbrechen'])
      expect(html).toContain(`>${label}</button>`);
    expect(html.match(/<script [^>]*nonce="(\w+)"/g)?.every((tag) => tag.includes(nonce!))).toBe(true);
    expect(await configOf(response)).toEqual({
      kind: 'secureChallenge',
      shop: API,
      back: '/warenkorb?payment_return=card',
      id: 'tx_1',
    });
  });

  it('PayPal has no "fail" button; the ident page offers each outcome and a way back without one', async () => {
    const paypal = await (await get('/__fake/psp/paypal?order_id=PP1&return_url=%2Fwarenkorb'))!.text();
    expect(paypal).toContain('Fake-PayPal: Zahlung freigeben');
    expect(paypal).not.toContain('fehlschlagen');
    const ident = await (await get('/__fake/ident?case_id=c1&redirect_url=%2Fkundenkonto%2Falterspruefung'))!.text();
    for (const label of ['Identifiziert', 'Manuelle Prüfung', 'Nicht identifiziert', 'Unter 18', 'Betrugsverdacht'])
      expect(ident).toContain(`>${label}</button>`);
    expect(ident).toContain('>Ohne Ergebnis zurück zum Shop</button>');
    const noCase = await (await get('/__fake/ident?redirect_url=%2F'))!.text();
    expect(noCase).toContain('Dieser Seite fehlt die Vorgangsnummer');
    expect(noCase).not.toContain('>Identifiziert</button>');
  });

  it('goes back to the shop named by the Referer only when that is its own or an allowed origin', async () => {
    const path = '/__fake/psp/3ds?transaction_id=t&return_url=%2Fwarenkorb';
    expect((await configOf(await get(path, { referer: `${SHOP}/warenkorb` }, isLocalOrigin))).shop).toBe(SHOP);
    expect((await configOf(await get(path, { referer: 'https://evil.example/x' }, isLocalOrigin))).shop).toBe(API);
    // Without allowed origins (one origin, `npm start`) another origin is never taken.
    expect((await configOf(await get(path, { referer: `${SHOP}/warenkorb` }))).shop).toBe(API);
  });

  it('never leaves for another host: the return must be a path, values cannot end the script', async () => {
    for (const hostile of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])
      expect(
        (await configOf(await get(`/__fake/psp/3ds?transaction_id=t&return_url=${encodeURIComponent(hostile)}`))).back,
      ).toBe('/warenkorb');
    const html = await (await get('/__fake/psp/3ds?transaction_id=%3C%2Fscript%3E%3Cscript%3Ealert(1)'))!.text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('Referenz: &lt;/script&gt;&lt;script&gt;alert(1)');
  });

  it('are reached through the API bridge of `npm start` and `npm run api`', () => {
    for (const path of ['/__fake/psp/3ds', '/__fake/psp/paypal', '/__fake/ident']) expect(isApiPath(path)).toBe(true);
  });

  it("the game provider's page may be framed by its own origin, and by local shops when the backend runs alone", async () => {
    const path = '/__fake/game-provider/play?session=gs_1&game=x&demo=1';
    const csp = async (allow?: (origin: string) => boolean) =>
      (await get(path, {}, allow))!.headers.get('content-security-policy');
    expect(await csp(isLocalOrigin)).toMatch(/frame-ancestors 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*$/);
    // One origin (`npm start`): only the shop itself.
    expect(await csp()).toMatch(/frame-ancestors 'self'$/);
  });
});
