import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderMarkdown } from '../../adapters/http/wire/content-markdown';
import { WINNING_PROBABILITIES } from '../../mocks/platform/content/winning-probabilities';
import { toWinningProbabilities } from '../../adapters/http/wire/content-page.mapper';
import { XSS_CORPUS } from '../../mocks/platform/content/xss-corpus';
import { ErrorPage } from '../../src/app/error-page';
import { errorPageMediaFrom } from '../../src/app/tenant-config';
import { FaqContent } from '../../src/features/content/faq.view';
import { formatOdds, OddsTable } from '../../src/features/content/winning-probabilities.view';
import { SafeHtmlView } from '../../src/ui/safe-html';
import { memoryApp } from './support/memory-app';
import { render, tag, tags, textOf } from './components/markup';
import { CONTENT } from '../../src/features/content/content.module';

const inRouter = (element: React.ReactElement) => render(createElement(MemoryRouter, null, element));

describe('SafeHtmlView', () => {
  it('injects only the renderer’s HTML: the XSS corpus stays text', () => {
    const html = render(createElement(SafeHtmlView, { html: renderMarkdown(XSS_CORPUS.join('\n\n')) }));
    expect(
      tags(html)
        .map((t) => t.name)
        .filter((n) => !['div', 'p', 'h2', 'ul', 'li', 'blockquote', 'a', 'strong', 'code'].includes(n)),
    ).toEqual([]);
    for (const a of tags(html, 'a')) expect(a.attrs.href).toMatch(/^(https:\/\/ok\.example\/|mailto:)/);
    expect(html).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt;');
  });
});

describe('FAQ accordion', () => {
  it('renders each question as a disclosure button controlling its answer region', async () => {
    const app = await memoryApp();
    const vm = app.get(CONTENT.faqViewModel);
    await vm.load();
    vm.toggle('faq-kosten');
    const html = inRouter(createElement(FaqContent, { vm }));
    expect(textOf(html, 'content-title')).toBe('Häufige Fragen');
    expect(tags(html, 'h2').length).toBe(3);
    const open = tag(html, 'button', { id: 'faq-kosten-frage' });
    expect(open.attrs['aria-expanded']).toBe('true');
    expect(open.attrs['aria-controls']).toBe('faq-kosten-antwort');
    const openPanel = tag(html, 'div', { id: 'faq-kosten-antwort' });
    expect(openPanel.attrs.role).toBe('region');
    expect(openPanel.attrs['aria-labelledby']).toBe('faq-kosten-frage');
    expect('hidden' in openPanel.attrs).toBe(false);
    const closed = tag(html, 'button', { id: 'faq-seriositaet-frage' });
    expect(closed.attrs['aria-expanded']).toBe('false');
    expect('hidden' in tag(html, 'div', { id: 'faq-seriositaet-antwort' }).attrs).toBe(true);
    expect(textOf(html, 'faq-kosten-antwort')).toContain('Bearbeitungsgebühr von 0,50 €');
  });
});

describe('winning probabilities table', () => {
  it('formats odds the German way', () => {
    expect(formatOdds(139_838_160)).toBe('1 : 139.838.160');
    expect(formatOdds(11.1)).toBe('1 : 11,1');
  });

  it('LOTTO: one row per class with its odds', () => {
    const [lotto] = toWinningProbabilities(WINNING_PROBABILITIES.filter((t) => t.lottery === 'lotto6aus49'));
    const html = render(createElement(OddsTable, { table: lotto! }));
    expect(tags(html, 'tr')).toHaveLength(1 + 9);
    expect(html).toMatch(
      /<th scope="row" rowSpan="1">1<\/th><td>6 Richtige \+ Superzahl<\/td><td class="tw-odds__value">1 : 139\.838\.160<\/td><td>Jackpot<\/td>/i,
    );
  });

  it('keeps the first 100 probabilities by order and the first 100 chances of each (spec/2)', () => {
    const [lotto] = WINNING_PROBABILITIES.filter((t) => t.lottery === 'lotto6aus49');
    const chances = Array.from({ length: 150 }, (_, i) => ({ ...lotto!.chances[0]!, winningClass: i + 1 }));
    const many = Array.from({ length: 120 }, (_, i) => ({ ...lotto!, id: `t${i}`, order: 120 - i, chances }));
    const read = toWinningProbabilities(many);
    expect(read).toHaveLength(100);
    expect(read[0]!.order).toBe(1);
    expect(read[99]!.order).toBe(100);
    expect(read[0]!.chances).toHaveLength(100);
    expect(read[0]!.chances.at(-1)!.winningClass).toBe(100);
  });

  it('KENO: each type spans its paying hit counts', () => {
    const [keno] = toWinningProbabilities(WINNING_PROBABILITIES.filter((t) => t.lottery === 'keno'));
    const html = render(createElement(OddsTable, { table: keno! }));
    expect(tag(html, 'th', { scope: 'row' }).attrs.rowspan).toBe('7');
    expect(html).toContain('Typ 10</th><td>10 Richtige</td><td class="tw-odds__value">1 : 2.147.181</td>');
    // Exactly 1 : 8,4606…, shown rounded half up.
    expect(html).toContain('<td>4 Richtige</td><td class="tw-odds__value">1 : 8,5</td><td>1 € je 1 € Einsatz</td>');
  });
});

describe('error page (spec/1 §2)', () => {
  it('404: extra copy with a link, the icon by default', () => {
    const html = render(createElement(ErrorPage, { status: 404 }));
    expect(html).toContain('Fehler 404');
    expect(tag(html, 'a', { href: '/faq' })).toBeTruthy();
    expect(tags(html, 'svg').length).toBe(1);
    expect(tags(html, 'video')).toEqual([]);
  });

  it('shows the tenant’s video instead of the icon when configured, decorative and muted', () => {
    const html = render(createElement(ErrorPage, { status: 500, media: errorPageMediaFrom('/media/fehler.mp4') }));
    const video = tag(html, 'video');
    expect(video.attrs.src).toBe('/media/fehler.mp4');
    expect(video.attrs['aria-hidden']).toBe('true');
    expect('muted' in video.attrs).toBe(true);
    expect(tags(html, 'svg')).toEqual([]);
    expect(html).not.toContain('href="/faq"');
  });

  it.each([
    [undefined, 'icon'],
    ['', 'icon'],
    ['javascript:alert(1)', 'icon'],
    ['//cdn.example/x.mp4', 'icon'],
    ['https://cdn.example/x.mp4', 'video'],
  ])('tenant setting %j → %s', (setting, kind) => {
    expect(errorPageMediaFrom(setting).kind).toBe(kind);
  });
});
