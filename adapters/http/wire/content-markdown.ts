import type { Nodes, Parents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { SafeHtml } from '../../../core/domain/content';

/*
 * Markdown → HTML for content-service text. mdast-util-from-markdown (micromark, CommonMark)
 * parses; raw HTML is switched off in the parser, so `<script>` is text like any other. This
 * renderer writes only p, h2–h6 (`#` is h2 too: the page title is the h1), ul, ol, li,
 * blockquote, hr, br, strong, em, code and a[href, rel], escapes every text and URL, and links
 * only to targets `isSafeLinkTarget` allows (else the label stays as text). Images show their
 * alt text; code blocks are not parsed (we write no `pre`), so indented or fenced text is text.
 */

const parse = (source: string, disabled: string[]) =>
  fromMarkdown(source, { extensions: [{ disable: { null: disabled } }] });

/** micromark's constructs we switch off: raw HTML, and code blocks. */
const BLOCK = ['htmlFlow', 'htmlText', 'codeIndented', 'codeFenced'];
/** One line of inline markdown: no block construct at all, so the line is one paragraph. */
const INLINE = [...BLOCK, 'blockQuote', 'definition', 'headingAtx', 'list', 'setextUnderline', 'thematicBreak'];

/**
 * Rendered texts by their source: the content service sends the same texts to every visitor, and
 * parsing them was about 6 % of a content page's server render. Bounded by the characters kept
 * (sources and results), cleared when full; the texts are the content service's, never a visitor's.
 */
const rendered = new Map<string, SafeHtml>();
const MAX_KEPT_CHARS = 2_000_000;
let keptChars = 0;

function remembered(kind: 'block' | 'inline', source: string, renderNow: () => SafeHtml): SafeHtml {
  const key = `${kind}:${source}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const html = renderNow();
  const size = key.length + html.length;
  if (size > MAX_KEPT_CHARS) return html;
  if (keptChars + size > MAX_KEPT_CHARS) {
    rendered.clear();
    keptChars = 0;
  }
  rendered.set(key, html);
  keptChars += size;
  return html;
}

export function renderMarkdown(source: string): SafeHtml {
  return remembered('block', source, () => {
    const tree = parse(source.replace(/\r\n?/g, '\n'), BLOCK);
    return render(tree, { definitions: definitionsOf(tree), links: true }) as SafeHtml;
  });
}

/** One line of inline markdown (list items, short answers): no block elements. */
export function renderInlineMarkdown(source: string): SafeHtml {
  return remembered('inline', source, () => {
    const tree = parse(source.replace(/\s*\n\s*/g, ' ').trim(), INLINE);
    return tree.children.map((node) => unwrapped(node, { definitions: new Map(), links: true })).join(' ') as SafeHtml;
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The link targets allowed in content: absolute http(s), mailto and tel, and same-origin paths.
 * Tested on the URL exactly as it goes into `href` (the parser has already decoded escapes and
 * entities), so encoded or padded schemes never match. Control characters, whitespace and
 * backslashes (which browsers may read as `/`) are refused everywhere.
 */
export function isSafeLinkTarget(url: string): boolean {
  if (url === '' || /[\p{Cc} \\]/u.test(url)) return false;
  if (/^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(url)) return true;
  if (/^mailto:[^/?#@]+@[^/?#@]+$/i.test(url)) return true;
  if (/^tel:\+?[0-9()-]+$/i.test(url)) return true;
  return url.startsWith('/') && !url.startsWith('//');
}

interface Context {
  readonly definitions: ReadonlyMap<string, string>;
  /** False inside a link's label: no nested anchors. */
  readonly links: boolean;
}

function render(node: Nodes, cx: Context): string {
  switch (node.type) {
    case 'root':
      return blocks(node, cx);
    case 'paragraph':
      return `<p>${inline(node, cx)}</p>`;
    case 'heading': {
      const tag = `h${Math.max(2, node.depth)}`;
      return `<${tag}>${inline(node, cx)}</${tag}>`;
    }
    case 'thematicBreak':
      return '<hr>';
    case 'blockquote':
      return `<blockquote>${blocks(node, cx)}</blockquote>`;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      // A tight list's items hold their text directly, a loose one's in paragraphs (CommonMark).
      const loose = node.spread === true || node.children.some((item) => item.spread === true);
      const item = (li: Parents) => (loose ? blocks(li, cx) : li.children.map((c) => unwrapped(c, cx)).join(''));
      return `<${tag}>${node.children.map((li) => `<li>${item(li)}</li>`).join('')}</${tag}>`;
    }
    case 'definition':
      return '';
    case 'break':
      return '<br>';
    case 'strong':
      return `<strong>${inline(node, cx)}</strong>`;
    case 'emphasis':
      return `<em>${inline(node, cx)}</em>`;
    case 'inlineCode':
      return `<code>${escapeHtml(node.value.replace(/\n/g, ' '))}</code>`;
    case 'text':
      return escapeHtml(node.value.replace(/[ \t]*\n[ \t]*/g, ' '));
    case 'link':
      return anchor(node.url, node, cx);
    case 'linkReference':
      return anchor(cx.definitions.get(node.identifier) ?? '', node, cx);
    case 'image':
    case 'imageReference':
      return escapeHtml(node.alt ?? '');
    default:
      // Nothing else is parsed with these options; whatever it were, only its text would show.
      return 'children' in node ? inline(node, cx) : 'value' in node ? escapeHtml(node.value) : '';
  }
}

/** A parent's content without the parent's own element. */
function inline(node: Parents, cx: Context): string {
  return node.children.map((child) => render(child, cx)).join('');
}

/** A paragraph as its bare text (tight list items, inline markdown); any other node as itself. */
function unwrapped(node: Nodes, cx: Context): string {
  return node.type === 'paragraph' ? inline(node, cx) : render(node, cx);
}

function blocks(node: Parents, cx: Context): string {
  return node.children
    .map((child) => render(child, cx))
    .filter((html) => html !== '')
    .join('\n');
}

function anchor(url: string, node: Parents, cx: Context): string {
  const label = inline(node, { ...cx, links: false });
  if (!cx.links || !isSafeLinkTarget(url)) return label;
  const rel = /^https?:/i.test(url) ? ' rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(url)}"${rel}>${label}</a>`;
}

/** Reference links resolve to the first definition of their label (CommonMark). */
function definitionsOf(node: Nodes, found = new Map<string, string>()): Map<string, string> {
  if (node.type === 'definition' && !found.has(node.identifier)) found.set(node.identifier, node.url);
  if ('children' in node) for (const child of node.children) definitionsOf(child, found);
  return found;
}
