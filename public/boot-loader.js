/*
 * Tippwerk: runs in the head of a prerendered page (mocks/server/prerender-html.ts) before the
 * first paint. A returning visitor's own state lives in localStorage, which the server cannot
 * see: a player with a session or a basket gets the page from the app itself (the prerendered
 * one is hidden), and a visitor who already chose cookies does not see the banner again. Then
 * it starts the app's modules once the prerendered page is on screen, so the app's code does
 * not compete with the first paint for the network.
 */
(function () {
  var html = document.documentElement;
  var script = document.currentScript;
  try {
    var storage = window.localStorage;
    if (storage.getItem('COOKIE_CONSENT')) html.setAttribute('data-consent', '');
    var basket = JSON.parse(storage.getItem('tippwerk.basket.v1') || '[]');
    if (
      storage.getItem('REFRESH_TOKEN') ||
      storage.getItem('AUTH_TOKEN') ||
      (Array.isArray(basket) && basket.length > 0)
    ) {
      html.setAttribute('data-personal', '');
    }
  } catch {
    // No storage (private mode) or unreadable data: a first visit, the prerendered page fits.
  }
  var entry = script && script.getAttribute('data-entry');
  var preload = ((script && script.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // A returning player sees nothing prerendered, and a hidden tab paints nothing: no reason to wait.
  if (html.hasAttribute('data-personal') || document.visibilityState === 'hidden') return start();
  // Otherwise once the prerendered page is on screen (its first contentful paint), at the latest after three seconds.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, 3000);
})();
