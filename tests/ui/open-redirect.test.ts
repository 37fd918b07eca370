import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/app/safe-redirect';

/**
 * The open-redirect corpus (issue 8): everything a `redirect` query or a return URL could carry
 * to send a player to another host. Each must fall back to the given path.
 */
const HOSTILE = [
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://evil.example',
  'ftp://evil.example',
  '//evil.example/x',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '%252F%252Fevil.example',
  '%25252F%25252Fevil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%0d%0aSet-Cookie:x',
  '/%0aevil',
  '/\nevil',
  '/\t/evil.example',
  '%2Fjavascript:alert(1)',
  'evil.example',
  '.evil.example',
  '@evil.example',
  '/%E0%A4%A', // malformed percent-encoding
  '/%',
];

const FINE: [string, string][] = [
  ['/kundenkonto/spielhistorie', '/kundenkonto/spielhistorie'],
  ['/warenkorb?open-modal=login#x', '/warenkorb?open-modal=login#x'],
  ['/', '/'],
  ['/lotto/normalschein?x=1&y=2', '/lotto/normalschein?x=1&y=2'],
  // An encoded way back inside the query keeps its meaning: not decoded on the way out.
  [
    '/__fake/psp/3ds?return_url=%2Fwarenkorb%3Fpayment_return%3Dcard%26a%3D1',
    '/__fake/psp/3ds?return_url=%2Fwarenkorb%3Fpayment_return%3Dcard%26a%3D1',
  ],
  ['/suche?q=%2F%2Fnur-text', '/suche?q=%2F%2Fnur-text'],
  ['/gewinnzahlen/../kundenkonto', '/kundenkonto'],
];

describe('open-redirect corpus: hostile targets fall back', () => {
  it.each(HOSTILE)('%j is refused', (target) => {
    expect(safeRedirectPath(target, '/sicher')).toBe('/sicher');
  });

  it('empty and missing targets fall back too', () => {
    expect(safeRedirectPath('', '/sicher')).toBe('/sicher');
    expect(safeRedirectPath(null, '/sicher')).toBe('/sicher');
    expect(safeRedirectPath(undefined, '/sicher')).toBe('/sicher');
  });
});

describe('same-origin paths pass, normalised and never decoded', () => {
  it.each(FINE)('%s → %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});
