import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/app/script-hashes';
import { DEFERRED_TYPE } from '../../src/app/start-after-paint';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("a shared page's inline script hashes", () => {
  it('name every script the browser runs inline, the deferred start script too, and nothing else', () => {
    const html =
      '<html><head><script type="application/json" id="cfg">{"a":1}</script>' +
      '<script>window.ready = "Ä";</script>' +
      '<script src="/assets/app.js"></script>' +
      `<script type="${DEFERRED_TYPE}" data-preloads="[]">import("/assets/entry.js");</script>` +
      '</head><body><script type="module">import "/assets/x.js";</script><script></script>' +
      '<script>window.ready = "Ä";</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.ready = "Ä";'),
      sha256('import("/assets/entry.js");'),
      sha256('import "/assets/x.js";'),
      // SHA-256 of nothing, as CSP names it.
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it('are none for a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>Keine Skripte</p><script src="/a.js"></script>')).toEqual([]);
  });

  it('read only whole script tags: text that merely starts like one, an unclosed script and a tag in upper case get none', () => {
    const html =
      '<p>&lt;script&gt; im Text</p><scripted>nein</scripted><SCRIPT>alert(1)</SCRIPT>' +
      '<script>ok()</script><script>kein Ende';
    expect(inlineScriptHashes(html)).toEqual([sha256('ok()')]);
  });
});
