/**
 * The fake game provider's page (the launch URL points here): a self-contained HTML slot game
 * for the sandboxed iframe. It needs no state of ours; the query names session, game and mode.
 */
export const FAKE_PROVIDER_PATH = '/__fake/game-provider/play';

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The shops that may frame it besides its own origin when the fake backend runs alone (`npm run
 * api`): pages on this machine, as its CORS rule allows. The frame sends no Referer, so the page
 * cannot know the one shop that opened it. (CSP has no source expression for an IPv6 literal.)
 */
export const LOCAL_FRAME_ANCESTORS = 'http://localhost:* http://127.0.0.1:*';

/** Its own CSP: inline code only with this response's nonce, nothing loaded from elsewhere, framed only by our shop. */
export const fakeProviderCsp = (nonce: string, otherAncestors?: string): string =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'${otherAncestors ? ` ${otherAncestors}` : ''}`;

export function fakeProviderPage(query: URLSearchParams, nonce: string): string {
  const session = escapeHtml(query.get('session') ?? '');
  const game = escapeHtml(query.get('game') ?? '');
  const demo = query.get('demo') === '1';
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake-Spieleanbieter – ${game}</title>
<style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;background:#1b1035;color:#fff;display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px}
.reels{display:flex;gap:8px}.reel{width:64px;height:64px;border-radius:8px;background:#fff;color:#1b1035;font-size:40px;display:flex;align-items:center;justify-content:center}
button{font-size:18px;padding:8px 24px;border-radius:24px;border:0;background:#ffc400;color:#1b1035;cursor:pointer}
small{opacity:.8}
</style>
</head>
<body>
<h1>Fake-Slot: ${game}</h1>
<p data-testid="provider-mode">${demo ? 'Demo-Modus (Spielgeld)' : 'Echtgeld-Modus (simuliert)'}</p>
<div class="reels" aria-live="polite" aria-label="Walzen"><span class="reel">🍒</span><span class="reel">🍋</span><span class="reel">⭐</span></div>
<button type="button" id="spin">Drehen</button>
<p id="result" aria-live="polite"></p>
<small>Sitzung <span data-testid="provider-session">${session}</span></small>
<script nonce="${nonce}">
(function(){var s=['🍒','🍋','⭐','🔔','7'];var r=document.querySelectorAll('.reel');var out=document.getElementById('result');
document.getElementById('spin').addEventListener('click',function(){var v=[];r.forEach(function(e){var x=s[Math.floor(Math.random()*s.length)];e.textContent=x;v.push(x)});
out.textContent=v[0]===v[1]&&v[1]===v[2]?'Gewonnen!':'Leider nichts – noch einmal?';});})();
</script>
</body>
</html>
`;
}
