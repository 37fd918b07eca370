import { escapeHtml } from './games/fake-provider-page';

/**
 * The fake third parties' own pages: the bank's 3-D Secure challenge, PayPal's approval and the
 * Nect ident page. The fake backend serves them on its own origin, as a real PSP or ident
 * provider would, so they work the same behind `npm start` (one origin) and behind the production
 * server with `npm run api` (two origins). A page decides through the control API of its own
 * origin (JSON, so no other site can), then sends the player back to the shop's return path.
 */
export const FAKE_PAGE_PATHS = {
  secureChallenge: '/__fake/psp/3ds',
  paypal: '/__fake/psp/paypal',
  ident: '/__fake/ident',
} as const;

type PageKind = keyof typeof FAKE_PAGE_PATHS;

/**
 * The payer the fake PayPal page can approve with instead of the player: another person's
 * account, which the platform refuses (account_holder_mismatch, GlüStV). The player's own
 * account needs no name here: without one the platform takes the player's.
 */
export const OTHER_PAYPAL_PAYER = 'Erika Mustermann';

const IDENT_BUTTONS: readonly [string, string][] = [
  ['identified', 'Identifiziert'],
  ['in_manual_check', 'Manuelle Prüfung'],
  ['failed_to_identify', 'Nicht identifiziert'],
  ['too_young', 'Unter 18'],
  ['fraud', 'Betrugsverdacht'],
];

/** Inline code and style only with this response's nonce; it may call its own origin and nothing else; never framed. */
export const thirdPartyPageCsp = (nonce: string): string =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** A same-origin path of the shop, or the fallback: the page never sends anyone to another host. */
function shopPath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\p{Cc}]/u.test(value)) return fallback;
  return value;
}

interface PageText {
  title: string;
  text: string;
  reference: string;
  buttons: string;
  missing?: string;
}

function textOf(kind: PageKind, query: URLSearchParams): PageText {
  const button = (decision: string, label: string, primary = false) =>
    `<button type="button" data-decision="${decision}"${primary ? ' class="primary"' : ''}>${label}</button>`;
  if (kind === 'ident') {
    const caseId = query.get('case_id');
    return {
      title: 'Fake-Ident: Selfie-Ident abschließen',
      text: 'Hier würden Sie bei Nect Ihren Ausweis fotografieren und ein Selfie-Video aufnehmen. Im Fake-Backend entscheiden Sie selbst, wie die Identitätsprüfung ausgeht.',
      reference: caseId ? `Vorgang: ${escapeHtml(caseId)}` : '',
      missing: caseId
        ? undefined
        : 'Dieser Seite fehlt die Vorgangsnummer (case_id). Bitte starten Sie das Selfie-Ident erneut.',
      buttons:
        (caseId ? IDENT_BUTTONS.map(([outcome, label], i) => button(outcome, label, i === 0)).join('') : '') +
        button('back', 'Ohne Ergebnis zurück zum Shop'),
    };
  }
  const paypal = kind === 'paypal';
  const reference = query.get(paypal ? 'order_id' : 'transaction_id') ?? '–';
  return {
    title: paypal ? 'Fake-PayPal: Zahlung freigeben' : 'Fake-Bank: Zahlung bestätigen (3-D Secure)',
    text: paypal
      ? 'Hier würden Sie die Zahlung bei PayPal freigeben. Im Fake-Backend entscheiden Sie selbst, wie sie ausgeht.'
      : 'Hier würde Ihre Bank die Kartenzahlung bestätigen lassen. Im Fake-Backend entscheiden Sie selbst, wie sie ausgeht.',
    reference: `Referenz: ${escapeHtml(reference)}`,
    buttons:
      button('approve', 'Zahlung bestätigen', true) +
      (paypal
        ? button('approve_other', `Mit dem PayPal-Konto von ${OTHER_PAYPAL_PAYER} freigeben`)
        : button('fail', 'Bestätigung fehlschlagen lassen')) +
      button('cancel', 'Abbrechen'),
  };
}

/** What the page's script needs: where to post, what, and where to go back to (the shop's origin and path). */
function pageConfig(kind: PageKind, query: URLSearchParams, shopOrigin: string): Record<string, string> {
  const fallback = kind === 'ident' ? '/kundenkonto/alterspruefung?ident_return=1' : '/warenkorb';
  const back = shopPath(query.get(kind === 'ident' ? 'redirect_url' : 'return_url'), fallback);
  return {
    kind,
    shop: shopOrigin,
    back,
    id: query.get(kind === 'ident' ? 'case_id' : kind === 'paypal' ? 'order_id' : 'transaction_id') ?? '',
    ...(kind === 'paypal' ? { otherPayer: OTHER_PAYPAL_PAYER } : {}),
  };
}

// Plain ES5 for any browser; JSON in, one navigation out.
const SCRIPT = `(function(){
var c=JSON.parse(document.getElementById('config').textContent);
var error=document.getElementById('error');
function withParams(path,params){var i=path.indexOf('?');var base=i<0?path:path.slice(0,i);var q=new URLSearchParams(i<0?'':path.slice(i+1));
for(var k in params){q.set(k,params[k]);}return base+'?'+q.toString();}
function go(path){if(/^\\/(?!\\/)/.test(path)&&path.indexOf('\\\\')<0){location.assign(c.shop+path);}}
function post(url,body){return fetch(url,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(body)})
.then(function(r){if(!r.ok)throw new Error(String(r.status));return r.json();});}
function decide(decision){
if(decision==='back'){go(c.back);return Promise.resolve();}
if(c.kind==='ident')return post('/__fake/ident',{case_id:c.id,outcome:decision}).then(function(){go(c.back);});
if(c.kind==='paypal')return post('/__fake/psp/paypal',decision==='approve_other'?{order_id:c.id,approve:true,payer_name:c.otherPayer}:{order_id:c.id,approve:decision==='approve'})
.then(function(){go(withParams(c.back,{order_id:c.id}));});
return post('/__fake/psp/3ds',{transaction_id:c.id,approve:decision==='approve',outcome:decision})
.then(function(r){go(withParams(c.back,{redirect_result:r.redirect_result,transaction_id:c.id}));});}
var buttons=document.querySelectorAll('button[data-decision]');
function busy(on){for(var i=0;i<buttons.length;i++){buttons[i].disabled=on;}}
for(var i=0;i<buttons.length;i++){buttons[i].addEventListener('click',function(e){
busy(true);error.hidden=true;decide(e.currentTarget.getAttribute('data-decision'))['catch'](function(){error.hidden=false;busy(false);});});}
})();`;

/** The page of `kind` for this query; `shopOrigin` is where the player came from (checked by the caller). */
export function thirdPartyPage(kind: PageKind, query: URLSearchParams, shopOrigin: string, nonce: string): string {
  const text = textOf(kind, query);
  // `<` escaped, so no value can end the script element early.
  const config = JSON.stringify(pageConfig(kind, query, shopOrigin)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;background:#f4f6fa;color:#14213d;line-height:1.5}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}.muted{color:#4a5568;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:2px solid #14213d;background:#fff;color:#14213d;cursor:pointer}
button.primary{background:#14213d;color:#fff}button:focus-visible{outline:3px solid #b45309;outline-offset:2px}
button:disabled{opacity:.6;cursor:wait}.error{color:#9b1c1c;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.text}</p>
${text.reference ? `<p class="muted">${text.reference}</p>` : ''}
${text.missing ? `<p class="error" role="alert">${text.missing}</p>` : ''}
<p class="error" role="alert" id="error" hidden>Das Fake-Backend hat nicht geantwortet. Läuft es?</p>
<div class="actions">${text.buttons}</div>
</main>
<script type="application/json" id="config" nonce="${nonce}">${config}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}
