import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ticketRoute } from '../../src/features/ticket/ticket-routes';
import { isPrivateRoute } from '../../src/app/route-middleware';
import { ErrorPage } from '../../src/app/error-page';
import { safeRedirectPath } from '../../src/app/safe-redirect';

describe('error catalogue, app side (spec/2 §8)', () => {
  it("Unmapped identifiers: 'No route name mapped for identifier ...'", () => {
    const heard: string[] = [];
    expect(ticketRoute('lotto6aus49_regular', (m) => heard.push(m))).toBe('/lotto/normalschein');
    expect(heard).toEqual([]);
    expect(ticketRoute('bingo_regular', (m) => heard.push(m))).toBeNull();
    expect(ticketRoute('constructor', (m) => heard.push(m))).toBeNull();
    expect(heard).toEqual([
      'No route name mapped for identifier bingo_regular',
      'No route name mapped for identifier constructor',
    ]);
  });

  it("Unknown route middleware: 'Unknown route middleware'", () => {
    expect(isPrivateRoute([{ name: 'account-limits' }])).toBe(true);
    expect(isPrivateRoute([{ name: 'checkoutBasket' }, { middleware: ['private'] }])).toBe(true);
    expect(isPrivateRoute([{ name: 'index' }, undefined])).toBe(false);
    expect(() => isPrivateRoute([{ name: 'index', middleware: ['admin'] }])).toThrow('Unknown route middleware');
  });

  it('Unhandled app error: error page with title, status, subtitle and a way home', () => {
    const html = renderToStaticMarkup(createElement(ErrorPage, { status: 500 }));
    expect(html).toContain('Da ist etwas schiefgelaufen');
    expect(html).toContain('Fehler 500');
    expect(html).toContain('Zur Startseite');
    const notFound = renderToStaticMarkup(createElement(ErrorPage, { status: 404 }));
    expect(notFound).toContain('Seite nicht gefunden');
    expect(notFound).toContain('Startseite finden Sie alle Lotterien');
  });
});

describe('redirects only to same-origin paths', () => {
  it.each([
    ['/kundenkonto/spielhistorie', '/kundenkonto/spielhistorie'],
    ['/warenkorb?open-modal=login#x', '/warenkorb?open-modal=login#x'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['%252F%252Fevil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%0d%0aSet-Cookie:x', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
