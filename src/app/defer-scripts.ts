import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { DEFERRED_TYPE } from './start-after-paint';

/** The app's start script, as React Router's `<Scripts>` writes it (a module with the route imports). */
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;
/** A modulepreload React hoisted into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The head without its modulepreloads, whose addresses go into `preloads`. */
const withoutPreloads = (head: string, preloads: string[]): string =>
  head.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });

/** The start script made inert, carrying the preloads for START_AFTER_PAINT. */
const inertStart = (html: string, preloads: readonly string[]): string => {
  const carried = escapeAttribute(JSON.stringify(preloads));
  return html.replace(
    MODULE_SCRIPT,
    (_tag, nonce: string | undefined) => `<script${nonce ?? ''} type="${DEFERRED_TYPE}" data-preloads="${carried}">`,
  );
};

/**
 * A whole document with the app's code held back, as DeferScripts does to a stream: for a page
 * sent whole (a public page), in one pass over the finished string instead of one per chunk.
 */
export function deferScriptsIn(html: string): string {
  const close = html.indexOf('</head>');
  if (close < 0) return html;
  const preloads: string[] = [];
  const head = withoutPreloads(html.slice(0, close), preloads);
  return head + inertStart(html.slice(close), preloads);
}

/**
 * The document as React streams it, with the app's code held back until after the first paint:
 * the head's modulepreloads are left out (and remembered), and the start script becomes inert,
 * carrying them, for START_AFTER_PAINT to run. Everything else passes through unchanged, as it
 * comes (the head is held until it is complete; the body streams).
 *
 * React writes its output in pieces of 4 KB, all at once whenever it has rendered something. What
 * is written in one go leaves in one chunk (at the end of the event-loop turn), so the layers after
 * this one (the web stream, the response, Brotli) handle a few chunks a page rather than dozens.
 */
export class DeferScripts extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private state: 'head' | 'body' | 'done' = 'head';
  private readonly preloads: string[] = [];
  /** Released and not yet pushed: what arrived in this turn of the event loop. */
  private out = '';
  private sending: NodeJS.Immediate | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending += this.decoder.write(chunk);
    this.out += this.release(false);
    if (this.out !== '') this.sending ??= setImmediate(() => this.send());
    done();
  }

  override _flush(done: TransformCallback): void {
    this.pending += this.decoder.end();
    this.out += this.release(true);
    this.send();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (this.sending) clearImmediate(this.sending);
    this.sending = null;
    done(error);
  }

  private send(): void {
    if (this.sending) clearImmediate(this.sending);
    this.sending = null;
    if (this.out !== '') this.push(this.out);
    this.out = '';
  }

  /** What can be sent of what has arrived. */
  private release(end: boolean): string {
    let out = '';
    if (this.state === 'head') {
      const close = this.pending.indexOf('</head>');
      if (close < 0 && !end) return '';
      const head = close < 0 ? this.pending : this.pending.slice(0, close);
      out += withoutPreloads(head, this.preloads);
      this.pending = close < 0 ? '' : this.pending.slice(close);
      this.state = 'body';
    }
    if (this.state === 'body') {
      const start = this.pending.search(MODULE_SCRIPT);
      // Held back from the last '<' on: it may be the start of the script's tag.
      const hold = start >= 0 ? start : end ? this.pending.length : Math.max(0, this.pending.lastIndexOf('<'));
      out += this.pending.slice(0, hold);
      this.pending = this.pending.slice(hold);
      if (start < 0) return out;
      this.pending = inertStart(this.pending, this.preloads);
      this.state = 'done';
    }
    out += this.pending;
    this.pending = '';
    return out;
  }
}
