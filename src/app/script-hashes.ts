import { createHash } from 'node:crypto';
import { DEFERRED_TYPE } from './start-after-paint';

/** Types the browser runs as script; the deferred start script runs later as a module (START_AFTER_PAINT). */
const RUNS = new Set(['', 'text/javascript', 'module', DEFERRED_TYPE]);
/** A script's opening tag (attributes up to its end) at the start of the text. */
const OPENING = /^<script\b([^>]*)>/;

/**
 * The CSP hash sources (`'sha256-…'`) of a document's inline scripts: those the browser runs as
 * it parses them, and the start script START_AFTER_PAINT runs as an inline module later. Script
 * files (`src`) and data blocks (`application/json`) need none. A page shared by a CDN carries
 * these instead of a nonce: the same bytes are then right for every visitor who gets the copy.
 * The document is walked from one `<script` to the next, as React writes tags (lower case; a
 * script written otherwise gets no hash and does not run): a regular expression over the whole
 * page was about 2 % of a render.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf('<script'); at >= 0; at = html.indexOf('<script', at + 1)) {
    const opening = OPENING.exec(html.slice(at, html.indexOf('>', at) + 1));
    if (!opening) continue;
    const close = html.indexOf('</script>', at + opening[0].length);
    if (close < 0) break;
    const attributes = opening[1] ?? '';
    const text = html.slice(at + opening[0].length, close);
    at = close;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
    if (!RUNS.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
