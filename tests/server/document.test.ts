import { describe, expect, it } from 'vitest';
import { documentHead, documentTail } from '../../src/server/document';
import { readRuntimeConfig, RUNTIME_CONFIG_ID } from '../../src/app/runtime-config';
import { whenDocumentParsed } from '../../src/app/boot';

const assets = { entry: '/assets/main.js', preloads: ['/assets/a.js'], styles: ['/assets/main.css'] };

/** The text of the element with this id in an HTML string (enough for the data block). */
function fakeDocument(html: string): Pick<Document, 'getElementById'> {
  return {
    getElementById: (id: string) => {
      const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
      return match ? ({ textContent: match[1] } as HTMLElement) : null;
    },
  };
}

describe('the server document', () => {
  it('carries the runtime configuration in the head, before the script that starts the app', () => {
    const head = documentHead({ nonce: 'n', assets, config: { apiBaseUrl: 'https://api.example.com' } });
    const config = head.indexOf(`id="${RUNTIME_CONFIG_ID}"`);
    expect(config).toBeGreaterThan(-1);
    expect(config).toBeLessThan(head.indexOf('<script nonce="n">'));
    expect(config).toBeLessThan(head.indexOf('</head>'));
    expect(readRuntimeConfig(fakeDocument(head))).toEqual({ apiBaseUrl: 'https://api.example.com' });
    expect(documentTail()).not.toContain(RUNTIME_CONFIG_ID);
  });

  it('links the web app manifest and a touch icon, with the theme colour (installable)', () => {
    const head = documentHead({ nonce: 'n', assets, config: { apiBaseUrl: '' } });
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png">');
    expect(head).toContain('<meta name="theme-color" content="#c8102e">');
  });

  it('cannot be broken out of by a hostile API address', () => {
    const apiBaseUrl = '</script><script>alert(1)</script>';
    const head = documentHead({ nonce: 'n', assets, config: { apiBaseUrl } });
    expect(head).not.toContain('<script>alert(1)');
    expect(readRuntimeConfig(fakeDocument(head))).toEqual({ apiBaseUrl });
  });
});

describe('waiting for the whole document', () => {
  it('goes on at once when the document has been parsed', async () => {
    const listeners: string[] = [];
    await whenDocumentParsed({ readyState: 'interactive', addEventListener: (type: string) => listeners.push(type) });
    expect(listeners).toEqual([]);
  });

  it('waits for DOMContentLoaded while the server is still streaming the page', async () => {
    let fire: () => void = () => undefined;
    let parsed = false;
    const waiting = whenDocumentParsed({
      readyState: 'loading',
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') fire = listener;
      },
    } as Pick<Document, 'readyState' | 'addEventListener'>).then(() => (parsed = true));
    await Promise.resolve();
    expect(parsed).toBe(false);
    fire();
    await waiting;
    expect(parsed).toBe(true);
  });
});
