/** The type that keeps the start script from running until START_AFTER_PAINT runs it. */
export const DEFERRED_TYPE = 'text/x-tippwerk-module';

/** Modulepreloads added per task: a batch stays far below a 50 ms long task even at Lighthouse's CPU slowdown. */
const PRELOADS_PER_TASK = 6;

/**
 * Starts the app once the server's page is on screen (its first contentful paint, at the latest
 * after 3 s; at once in a hidden tab) and the document is parsed: on a slow line the page's HTML
 * and styles get the bandwidth first, and the app's code (about 200 KB) follows to hydrate it.
 * It runs the deferred start script as a module with the page's nonce, then adds the
 * modulepreloads the server held back, a few per task: Chromium spends about a millisecond of main
 * thread on each inserted modulepreload (more on a slow phone), and all ~60 at once made one long
 * task of 20–200 ms (Lighthouse's TBT on the ticket page). Inline in the head (root.tsx), with the
 * response's nonce.
 */
export const START_AFTER_PAINT =
  '(function(){var d=document,c=d.currentScript,n=c&&c.nonce,done=0,painted=0,parsed=d.readyState!=="loading";' +
  `function go(){if(done||!painted||!parsed)return;var s=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(!s)return;done=1;` +
  'var m=d.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=s.textContent;d.body.appendChild(m);' +
  'var p=JSON.parse(s.getAttribute("data-preloads")||"[]"),i=0;(function b(){var e=Math.min(i+' +
  PRELOADS_PER_TASK +
  ',p.length);' +
  'for(;i<e;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=p[i];if(n)l.nonce=n;d.head.appendChild(l)}' +
  'if(i<p.length)setTimeout(b,0)})()}' +
  'function paint(){painted=1;go()}' +
  'if(!parsed)d.addEventListener("DOMContentLoaded",function(){parsed=1;go()});' +
  'if(d.visibilityState!=="visible"||typeof PerformanceObserver!=="function")return paint();' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){return paint()}setTimeout(paint,3000)})();';
