import type { SafeHtml } from './content';

/**
 * Markdown → HTML for content-service text, safe by construction: every piece of source text is
 * escaped, only these elements are ever written — p, h2–h6, ul, ol, li, blockquote, hr, br,
 * strong, em, code, a[href, rel] — and raw HTML is never passed through (it shows as text).
 * Links keep only http(s), mailto and tel URLs and same-origin paths; anything else (javascript:,
 * data:, protocol-relative, entity-encoded schemes) renders its label as plain text.
 *
 * Supported: headings (# and ## are h2, the page title is the h1), paragraphs, hard breaks
 * (a line ending in two spaces or a backslash), bullet and numbered lists, block quotes, rules,
 * **strong**, *em* / _em_, `code`, [links](url) and backslash escapes.
 */
export function renderMarkdown(source: string): SafeHtml {
  return renderBlocks(source.replace(/\r\n?/g, '\n').split('\n')) as SafeHtml;
}

/** One line of inline markdown (list items, short answers): no block elements. */
export function renderInlineMarkdown(source: string): SafeHtml {
  return renderInline(source.replace(/\s*\n\s*/g, ' ').trim(), true) as SafeHtml;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The link targets allowed in content: absolute http(s), mailto and tel, and same-origin paths.
 * Tested on the raw string, so encoded or padded schemes never match. Control characters,
 * whitespace and backslashes (which browsers may read as `/`) are refused everywhere.
 */
export function isSafeLinkTarget(url: string): boolean {
  if (url === '' || /[\p{Cc} \\]/u.test(url)) return false;
  if (/^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(url)) return true;
  if (/^mailto:[^/?#@]+@[^/?#@]+$/i.test(url)) return true;
  if (/^tel:\+?[0-9()-]+$/i.test(url)) return true;
  return url.startsWith('/') && !url.startsWith('//');
}

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

function renderBlocks(lines: readonly string[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.max(2, heading[1]!.length);
      out.push(`<h${level}>${renderInline(heading[2]!, true)}</h${level}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      out.push('<hr>');
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      for (let m = QUOTE.exec(lines[i] ?? ''); m; m = QUOTE.exec(lines[i] ?? '')) {
        quoted.push(m[1]!);
        i += 1;
      }
      out.push(`<blockquote>${renderBlocks(quoted)}</blockquote>`);
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (list) {
      const items: string[] = [];
      while (i < lines.length) {
        const item = list.exec(lines[i]!);
        if (item) items.push(item[1]!);
        else if (items.length > 0 && /^\s{2,}\S/.test(lines[i]!)) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i += 1;
      }
      const tag = list === BULLET ? 'ul' : 'ol';
      out.push(`<${tag}>${items.map((item) => `<li>${renderInline(item, true)}</li>`).join('')}</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !startsBlock(lines[i]!)) {
      paragraph.push(lines[i]!);
      i += 1;
    }
    out.push(`<p>${renderParagraph(paragraph)}</p>`);
  }
  return out.join('\n');
}

const startsBlock = (line: string) =>
  HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || BULLET.test(line) || NUMBERED.test(line);

function renderParagraph(lines: readonly string[]): string {
  return lines
    .map((line, index) => {
      const last = index === lines.length - 1;
      const hardBreak = !last && (/ {2,}$/.test(line) || /[^\\]\\$/.test(line));
      const text = hardBreak ? line.replace(/(?: {2,}|\\)$/, '') : line;
      return renderInline(text.trim(), true) + (hardBreak ? '<br>' : last ? '' : ' ');
    })
    .join('');
}

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

/** Inline markdown of one block. `links` is false inside a link label (no nested anchors). */
function renderInline(text: string, links: boolean): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && PUNCTUATION.test(text[i + 1]!)) {
      out += escapeHtml(text[i + 1]!);
      i += 2;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        out += `<code>${escapeHtml(text.slice(i + 1, end))}</code>`;
        i = end + 1;
        continue;
      }
    }
    if (c === '*' && text[i + 1] === '*') {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        out += `<strong>${renderInline(text.slice(i + 2, end), links)}</strong>`;
        i = end + 2;
        continue;
      }
    }
    if ((c === '*' || c === '_') && text[i + 1] !== c && text[i + 1] !== ' ' && text[i + 1] !== undefined) {
      const end = closingEmphasis(text, i + 1, c);
      if (end > 0) {
        out += `<em>${renderInline(text.slice(i + 1, end), links)}</em>`;
        i = end + 1;
        continue;
      }
    }
    if (c === '[') {
      const link = parseLink(text, i);
      if (link) {
        const label = renderInline(link.label, false);
        out += links && isSafeLinkTarget(link.url) ? anchor(link.url, label) : label;
        i = link.end;
        continue;
      }
    }
    out += escapeHtml(c);
    i += 1;
  }
  return out;
}

function closingEmphasis(text: string, from: number, marker: string): number {
  for (let j = from + 1; j < text.length; j += 1) {
    if (text[j] === marker && text[j - 1] !== ' ' && text[j - 1] !== '\\' && text[j + 1] !== marker) {
      // `_` inside a word (snake_case) is not emphasis.
      if (marker === '_' && /\w/.test(text[j + 1] ?? '')) continue;
      return j;
    }
  }
  return -1;
}

/** `[label](url)` with balanced brackets in the label and parentheses in the URL. */
function parseLink(text: string, start: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  let close = -1;
  for (let j = start; j < text.length; j += 1) {
    if (text[j] === '\\') j += 1;
    else if (text[j] === '[') depth += 1;
    else if (text[j] === ']' && --depth === 0) {
      close = j;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return null;
  let parens = 0;
  for (let j = close + 2; j < text.length; j += 1) {
    if (text[j] === '(') parens += 1;
    else if (text[j] === ')' && parens-- === 0) {
      return { label: text.slice(start + 1, close), url: text.slice(close + 2, j).trim(), end: j + 1 };
    }
  }
  return null;
}

function anchor(url: string, label: string): string {
  const external = /^https?:/i.test(url);
  return `<a href="${escapeHtml(url)}"${external ? ' rel="noopener noreferrer"' : ''}>${label}</a>`;
}
