import { describe, expect, it } from 'vitest';
import { HttpVersionGateway } from '../../adapters/http/http-version-gateway';
import { DataLayerTagManager, tagManagerFor, type DataLayerHost } from '../../adapters/browser/data-layer-tag-manager';
import { LocalStorageConsentStore } from '../../adapters/browser/local-storage-consent-store';
import { NavigatorConnectivity } from '../../adapters/browser/navigator-connectivity';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { GatewayError } from '../../core/domain/errors';
import { addToCart, pageView } from '../../core/domain/analytics';
import { money } from '../../core/domain/money';

class MapStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear = () => this.data.clear();
  getItem = (key: string) => this.data.get(key) ?? null;
  key = (index: number) => [...this.data.keys()][index] ?? null;
  removeItem = (key: string) => void this.data.delete(key);
  setItem = (key: string, value: string) => void this.data.set(key, value);
}

function versionGateway(answer: (url: string) => Promise<Response>) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = ((url: URL, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return answer(String(url));
  }) as typeof fetch;
  return {
    gateway: new HttpVersionGateway(
      () => 'https://shop.example',
      fetchImpl,
      () => 1234,
    ),
    requests,
  };
}

describe('HttpVersionGateway', () => {
  it('asks the build manifest builds/latest.json for its id, without any cache, with a timestamp (spec/2 §7.7)', async () => {
    const { gateway, requests } = versionGateway(() =>
      Promise.resolve(Response.json({ id: '20261118T120000Z-abc123', timestamp: 1 })),
    );
    expect(await gateway.current()).toBe('20261118T120000Z-abc123');
    expect(requests.map((r) => r.url)).toEqual(['https://shop.example/builds/latest.json?t=1234']);
    expect(requests[0]?.init?.cache).toBe('no-store');
  });

  it('falls back to /version.json (with its version field) where a deployment has no manifest', async () => {
    const { gateway, requests } = versionGateway((url) =>
      Promise.resolve(
        url.includes('/builds/') ? new Response('nope', { status: 404 }) : Response.json({ version: 'b-2' }),
      ),
    );
    expect(await gateway.current()).toBe('b-2');
    expect(requests.map((r) => r.url)).toEqual([
      'https://shop.example/builds/latest.json?t=1234',
      'https://shop.example/version.json?t=1234',
    ]);
    expect(requests[1]?.init?.cache).toBe('no-store');
  });

  it('throws a gateway error for a failed request, a bad status or a file without version', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('nope', { status: 503 })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () => Promise.resolve(Response.json({ version: 7 })),
      () => Promise.resolve(new Response('nope', { status: 404 })),
    ]) {
      await expect(versionGateway(answer).gateway.current()).rejects.toBeInstanceOf(GatewayError);
    }
  });
});

describe('DataLayerTagManager', () => {
  it('refuses an invalid container id', () => {
    expect(() => new DataLayerTagManager('GTM-abc', {}, () => {})).toThrow('Invalid tag manager id');
  });

  it('loads the GTM script for its id and is ready once GTM registered that id', () => {
    const host: DataLayerHost = {};
    const scripts: string[] = [];
    const gtm = new DataLayerTagManager('GTM-K7Q2', host, (src) => scripts.push(src));
    gtm.load();
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2']);
    expect(host.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(gtm.ready()).toBe(false);
    host.google_tag_manager = { 'GTM-OTHER': {} };
    expect(gtm.ready()).toBe(false);
    host.google_tag_manager['GTM-K7Q2'] = {};
    expect(gtm.ready()).toBe(true);
  });

  it('pushes events in the GA4 shape, clearing the previous ecommerce object first', () => {
    const host: DataLayerHost = { dataLayer: [] };
    const gtm = new DataLayerTagManager('GTM-K7Q2', host, () => {});
    gtm.push(pageView('/lotto/normalschein'));
    gtm.push(addToCart([{ identifier: 'lotto6aus49_regular', price: { stake: money(720), total: money(770) } }]));
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page_path: '/lotto/normalschein' },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          items: [
            { item_id: 'lotto6aus49_regular', quantity: 1, item_category: 'lottery', price: 770, currency: 'EUR' },
          ],
        },
      },
    ]);
  });

  it('tagManagerFor gives none without an id and reports a malformed one instead of failing', () => {
    const reporter = new MemoryErrorReporter();
    expect(tagManagerFor(undefined, reporter)).toBeNull();
    expect(tagManagerFor('  ', reporter)).toBeNull();
    expect(tagManagerFor('GTM-abc', reporter)).toBeNull();
    expect(reporter.reports).toHaveLength(1);
    expect(tagManagerFor('GTM-K7Q2', reporter)).toBeInstanceOf(DataLayerTagManager);
  });
});

describe('LocalStorageConsentStore', () => {
  it('keeps the consent as JSON under COOKIE_CONSENT', () => {
    const storage = new MapStorage();
    const store = new LocalStorageConsentStore(storage);
    expect(store.read()).toBeNull();
    store.write({ categories: ['functional', 'marketing'] });
    expect(JSON.parse(storage.getItem('COOKIE_CONSENT') ?? '')).toEqual({ categories: ['functional', 'marketing'] });
    expect(new LocalStorageConsentStore(storage).read()).toEqual({ categories: ['functional', 'marketing'] });
  });

  it('treats a broken stored value as no decision', () => {
    const storage = new MapStorage();
    storage.setItem('COOKIE_CONSENT', '{not json');
    expect(new LocalStorageConsentStore(storage).read()).toBeNull();
  });

  it('keeps the consent in memory when localStorage is unavailable', () => {
    const store = new LocalStorageConsentStore(null);
    store.write({ categories: ['optimization'] });
    expect(store.read()).toEqual({ categories: ['optimization'] });
  });
});

describe('NavigatorConnectivity', () => {
  it('counts as online unless the browser says it is offline', () => {
    expect(new NavigatorConnectivity().online()).toBe(true);
  });
});
