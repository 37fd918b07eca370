import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  isSafeLinkTarget,
  renderInlineMarkdown,
  renderMarkdown,
} from '../../adapters/http/wire/content-markdown';
import { XSS_CORPUS } from '../../mocks/platform/content/xss-corpus';

const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'strong',
  'em',
  'code',
  'a',
]);

/** Every tag the renderer wrote, with its raw attribute text. */
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attrs: m[2]!.trim(),
    closing: m[0].startsWith('</'),
  }));

/** What a browser would read as an attribute value (entities decoded). */
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function expectSafe(html: string): void {
  for (const tag of tagsOf(html)) {
    expect(ALLOWED, `element <${tag.name}> in ${html}`).toContain(tag.name);
    if (tag.closing || tag.attrs === '') continue;
    expect(tag.name, `attributes on <${tag.name}> in ${html}`).toBe('a');
    const attrs = [...tag.attrs.matchAll(/([a-z-]+)="([^"]*)"/g)];
    // Nothing but href and rel, and nothing left over outside quoted values.
    expect(tag.attrs.replace(/([a-z-]+)="([^"]*)"/g, '').trim()).toBe('');
    for (const [, name, value] of attrs) {
      expect(['href', 'rel']).toContain(name);
      if (name === 'href') expect(isSafeLinkTarget(decode(value!)), `href ${value}`).toBe(true);
    }
  }
  expect(html).not.toMatch(/<script|<svg|<img|<iframe|<style|<object|<embed|<base|<meta|<form|<math|<details|<body/i);
  // Text is escaped, so a `<` is always a tag the renderer wrote: none may carry an event handler.
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
}

describe('markdown renderer', () => {
  it('renders the supported markdown to the whitelisted elements', () => {
    const html = renderMarkdown(
      [
        '# Titel',
        '## Abschnitt',
        'Ein **fetter** und *kursiver* Text mit `Code` und einem [Link](/agb).',
        'Zweite Zeile desselben Absatzes.',
        '',
        '- eins',
        '- zwei',
        '',
        '1. erstens',
        '2. zweitens',
        '',
        '> Zitat',
        '',
        '---',
        'Zeile mit Umbruch  ',
        'danach',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Titel</h2>',
        '<h2>Abschnitt</h2>',
        '<p>Ein <strong>fetter</strong> und <em>kursiver</em> Text mit <code>Code</code> und einem <a href="/agb">Link</a>. Zweite Zeile desselben Absatzes.</p>',
        '<ul><li>eins</li><li>zwei</li></ul>',
        '<ol><li>erstens</li><li>zweitens</li></ol>',
        '<blockquote><p>Zitat</p></blockquote>',
        '<hr>',
        '<p>Zeile mit Umbruch<br>danach</p>',
      ].join('\n'),
    );
  });

  it('marks external links noopener and keeps mailto and tel links', () => {
    expect(renderInlineMarkdown('[BZgA](https://www.check-dein-spiel.de/)')).toBe(
      '<a href="https://www.check-dein-spiel.de/" rel="noopener noreferrer">BZgA</a>',
    );
    expect(renderInlineMarkdown('[Mail](mailto:service@tippwerk.de)')).toBe(
      '<a href="mailto:service@tippwerk.de">Mail</a>',
    );
    expect(renderInlineMarkdown('[Anruf](tel:+494012345670)')).toBe('<a href="tel:+494012345670">Anruf</a>');
  });

  it('escapes every character of text, including quotes and raw HTML', () => {
    expect(renderInlineMarkdown(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
    expect(escapeHtml('"<>&\'')).toBe('&quot;&lt;&gt;&amp;&#39;');
  });

  it('does not read snake_case as emphasis and honours backslash escapes', () => {
    expect(renderInlineMarkdown('spiel_77_zusatz und \\*kein em\\*')).toBe('spiel_77_zusatz und *kein em*');
  });

  it('keeps balanced brackets in labels and parentheses in URLs', () => {
    expect(renderInlineMarkdown('[a [b] c](/x_(y))')).toBe('<a href="/x_(y)">a [b] c</a>');
  });

  it('shows raw HTML, also across lines, as text and keeps the markdown around it', () => {
    expect(renderMarkdown('<div>\n**fett**\n</div>')).toBe('<p>&lt;div&gt; <strong>fett</strong> &lt;/div&gt;</p>');
  });

  it('applies the link rule to autolinks and reference links too', () => {
    expect(renderInlineMarkdown('<https://ok.example/> und <javascript:alert(1)>')).toBe(
      '<a href="https://ok.example/" rel="noopener noreferrer">https://ok.example/</a> und javascript:alert(1)',
    );
    expect(renderMarkdown('[AGB][agb] und [klick][x]\n\n[agb]: /agb\n[x]: javascript:alert(1)')).toBe(
      '<p><a href="/agb">AGB</a> und klick</p>',
    );
  });

  it('writes no image, no code block and no heading above h2', () => {
    expect(renderMarkdown('# Eins\n\n###### Sechs\n\n![Bild](https://ok.example/a.png)')).toBe(
      '<h2>Eins</h2>\n<h6>Sechs</h6>\n<p>Bild</p>',
    );
    expect(renderMarkdown('    eingerückt\n\n```\n<b>\n```')).toBe('<p>eingerückt</p>\n<p><code>&lt;b&gt;</code></p>');
  });

  it('answers a text it has rendered before the same, and each text and each kind with its own rendering', () => {
    const text = '# Titel\n\n- **eins**\n- [zwei](/lotto)';
    const first = renderMarkdown(text);
    expect(renderMarkdown(text)).toBe(first);
    expect(first).toBe('<h2>Titel</h2>\n<ul><li><strong>eins</strong></li><li><a href="/lotto">zwei</a></li></ul>');
    // One character more is another text; the same source asked inline is rendered as one line.
    expect(renderMarkdown(`${text}!`)).toContain('zwei</a>!');
    expect(renderInlineMarkdown(text)).not.toContain('<h2>');
    expect(renderMarkdown(text)).toBe(first);
  });

  it('keeps inline markdown to one line of inline elements', () => {
    expect(renderInlineMarkdown('# kein Titel\n- keine Liste')).toBe('# kein Titel - keine Liste');
  });

  it.each([
    ['https://example.org/a?b#c', true],
    ['http://example.org', true],
    ['/kundenservice', true],
    ['mailto:a@b.de', true],
    ['tel:+4940123', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://user@evil.example', false],
    ['https:evil.example', false],
    ['relative/path', false],
    ['', false],
  ])('link target %j allowed: %s', (url, allowed) => {
    expect(isSafeLinkTarget(url)).toBe(allowed);
  });
});

describe('XSS corpus: nothing executable survives', () => {
  it.each(XSS_CORPUS.map((entry) => [entry]))('%s', (entry) => {
    expectSafe(renderMarkdown(entry));
    expectSafe(renderInlineMarkdown(entry));
  });

  it('never writes a javascript:, data: or vbscript: link, whatever the spelling', () => {
    const html = renderMarkdown(XSS_CORPUS.join('\n\n'));
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
      expect(decode(href!).replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
    }
    // The link labels are still there as text: content is not silently lost.
    expect(html).toContain('klick');
  });

  it('renders the whole corpus page without a single raw tag', () => {
    const html = renderMarkdown(XSS_CORPUS.join('\n\n'));
    expectSafe(html);
    expect(tagsOf(html).map((t) => t.name)).not.toContain('script');
  });
});
