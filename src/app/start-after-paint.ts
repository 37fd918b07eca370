/** The type that keeps the start script from running until START_AFTER_PAINT runs it. */
export const DEFERRED_TYPE = 'text/x-tippwerk-module';

/**
 * Starts the app once the server's page is on screen (its first contentful paint, at the latest
 * after 3 s; at once in a hidden tab) and the document is parsed: on a slow line the page's HTML
 * and styles get the bandwidth first, and the app's code (about 200 KB) follows to hydrate it.
 * It runs the deferred start script as a module with the page's nonce, after adding the
 * modulepreloads the server held back. Inline in the head (root.tsx), with the response's nonce.
 */
export const START_AFTER_PAINT =
  '(function(){var d=document,c=d.currentScript,n=c&&c.nonce,done=0,painted=0,parsed=d.readyState!=="loading";' +
  `function go(){if(done||!painted||!parsed)return;var s=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(!s)return;done=1;` +
  'JSON.parse(s.getAttribute("data-preloads")||"[]").forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});' +
  'var m=d.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=s.textContent;d.body.appendChild(m)}' +
  'function paint(){painted=1;go()}' +
  'if(!parsed)d.addEventListener("DOMContentLoaded",function(){parsed=1;go()});' +
  'if(d.visibilityState!=="visible"||typeof PerformanceObserver!=="function")return paint();' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){return paint()}setTimeout(paint,3000)})();';
