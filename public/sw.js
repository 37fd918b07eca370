/*
 * Tippwerk's service worker, registered by src/app/service-worker.ts in production builds only
 * (`npm run dev` runs MSW's worker on the same scope instead).
 *
 * Updates: it takes control at once, so a new version replaces the old one without waiting for
 * every tab to close; the page then reloads once (controllerchange) to run with it.
 *
 * Offline (issue 19): the shop's pages are read from the network first and a copy of the last
 * answer of each is kept; without a network the copy is shown (the page says it is offline), or a
 * short German offline page for a page never opened (another page's copy would not fit its URL). Hashed build files are kept as fetched.
 * API calls are never touched: they go straight to the network, never cached or delayed, and
 * personal data never lands in a cache. Pages are safe to keep: the server renders every page as
 * an anonymous visitor (docs/decisions.md "Nothing random or personal in a rendered page").
 */
const PAGES = 'tw-pages-v1';
const ASSETS = 'tw-assets-v1';
const KEPT_PAGES = 40;
const KEPT_ASSETS = 200;

const OFFLINE_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline – Tippwerk</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#14213d">
<h1>Sie sind offline</h1><p>Diese Seite haben Sie noch nicht geöffnet, solange eine Verbindung bestand.
Sobald Sie wieder online sind, laden Sie die Seite bitte neu.</p><p><a href="/">Zur Startseite</a></p></body></html>`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== PAGES && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
      .then(keepOpenPages),
  );
});

/**
 * The pages open while the worker starts were loaded without it (a first visit): each is fetched
 * once more and kept, with the build files its HTML names, so it is readable offline at once.
 */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window' });
  const pages = windows.map((client) => new URL(client.url)).filter(isShopPage);
  await Promise.all(
    pages.map(async (url) => {
      const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
      if (!response || !response.ok) return;
      const html = await response.clone().text();
      await keep(PAGES, KEPT_PAGES, url.href, response);
      const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]));
      await Promise.all(
        [...files].map((file) =>
          fetch(file)
            .then((answer) => keep(ASSETS, KEPT_ASSETS, new URL(file, self.location.origin).href, answer))
            .catch(() => undefined),
        ),
      );
    }),
  );
}

/** A page of the shop worth keeping: our origin, not the fake backend's or the developer pages. */
function isShopPage(url) {
  return url.origin === self.location.origin && !/^\/(__fake|dev)(\/|$)/.test(url.pathname);
}

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** Keeps at most `limit` entries, dropping the oldest first. */
async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/**
 * Keeps a copy. put() replaces an older copy in one step and appends the new one at the end of
 * the cache's order, so the newest copy is the last to go. (A delete before it left a moment
 * without any copy: a reload offline in that moment got the page for pages never opened.)
 */
async function keep(name, limit, request, response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return;
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trim(cache, limit);
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keep(PAGES, KEPT_PAGES, event.request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const copy = await cache.match(event.request, { ignoreVary: true });
    if (copy) return copy;
    if (error instanceof TypeError)
      return new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    throw error;
  }
}

async function asset(event) {
  const kept = await caches.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  event.waitUntil(keep(ASSETS, KEPT_ASSETS, event.request, response.clone()).catch(() => undefined));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isShopPage(url)) event.respondWith(page(event));
  else if (isAsset(url)) event.respondWith(asset(event));
});
