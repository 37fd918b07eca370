import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageSavedTipsStore } from '../../adapters/browser/local-storage-saved-tips-store';
import { SessionStorageTicketHandoverStore } from '../../adapters/browser/session-storage-ticket-handover-store';
import type { SavedTip } from '../../core/domain/saved-tip';
import type { TicketTemplate } from '../../core/domain/ticket-template';

class MapStorage implements Storage {
  readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear = () => this.data.clear();
  getItem = (key: string) => this.data.get(key) ?? null;
  key = (index: number) => [...this.data.keys()][index] ?? null;
  removeItem = (key: string) => void this.data.delete(key);
  setItem = (key: string, value: string) => void this.data.set(key, value);
}

const KEY = 'tippwerk.savedTips.v1';

const template: TicketTemplate = {
  productIdentifier: 'lotto6aus49_regular',
  fieldTypeIdentifier: 'normal',
  fields: [{ main: [3, 7, 12, 25, 33, 49], extra: [] }],
  ticketNumbers: ['1234567'],
  addons: ['spiel77'],
  drawEvents: ['saturday'],
  repetitionQuantity: 1,
  fieldStake: null,
};

const tip: SavedTip = { id: 'a1', name: 'Geburtstage', savedAt: '2026-11-18T09:00:00Z', template };

describe('LocalStorageSavedTipsStore', () => {
  it('keeps tips across instances (a reload) as JSON under its own key', () => {
    const storage = new MapStorage();
    new LocalStorageSavedTipsStore(storage).save([tip]);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual([tip]);
    expect(new LocalStorageSavedTipsStore(storage).load()).toEqual([tip]);
  });

  it('drops unreadable JSON, a value that is no list, and a value too large to be ours', () => {
    for (const raw of ['{nope', '"text"', '{"0":1}', 'null', JSON.stringify([tip]).padEnd(300_000, ' ')]) {
      const storage = new MapStorage();
      storage.setItem(KEY, raw);
      expect(new LocalStorageSavedTipsStore(storage).load(), raw.slice(0, 20)).toEqual([]);
      expect(storage.getItem(KEY), raw.slice(0, 20)).toBeNull();
    }
  });

  it('leaves out damaged, foreign and duplicate entries and keeps the good ones', () => {
    const storage = new MapStorage();
    const hostile = [
      null,
      42,
      'tip',
      { ...tip, id: 'b1', name: '' },
      { ...tip, id: 'b2', name: 'x'.repeat(500) },
      { ...tip, id: '<script>' },
      { ...tip, id: 'b3', savedAt: 'gestern' },
      { ...tip, id: 'b4', savedAt: '2026-13-45T99:99:99Z' },
      { ...tip, id: 'b5', template: { ...template, productIdentifier: 'powerball' } },
      { ...tip, id: 'b6', template: { ...template, fields: [{ main: [1e9], extra: [] }] } },
      {
        ...tip,
        id: 'b7',
        template: { ...template, fields: Array.from({ length: 500 }, () => ({ main: [], extra: [] })) },
      },
      { ...tip, id: 'b8', template: { ...template, addons: ['casino'] } },
      { ...tip, id: 'b9', template: { ...template, fieldStake: { fractional: -5, currency: 'EUR' } } },
      { ...tip, id: 'c1', template: { ...template, repetitionQuantity: '1' } },
      { ...tip, id: 'c2', template: { ...template, ticketNumbers: ['12a'] } },
      { ...tip, id: 'c3', template: 'lotto' },
      tip,
      { ...tip, name: 'Doppelt' },
    ];
    storage.setItem(KEY, JSON.stringify(hostile));
    expect(new LocalStorageSavedTipsStore(storage).load()).toEqual([tip]);
  });

  it('parses a prototype-polluting entry without polluting anything', () => {
    const storage = new MapStorage();
    storage.setItem(KEY, `[{"__proto__":{"polluted":true},"id":"p1","name":"P","savedAt":"2026-11-18T09:00:00Z"}]`);
    expect(new LocalStorageSavedTipsStore(storage).load()).toEqual([]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('keeps tips in memory for this tab when localStorage is unavailable', () => {
    const store = new LocalStorageSavedTipsStore(null);
    store.save([tip]);
    expect(store.load()).toEqual([tip]);
  });
});

describe('SessionStorageTicketHandoverStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds a hand-over again by its id (a reload of the ticket), keeping only the last five', () => {
    const storage = new MapStorage();
    vi.stubGlobal('sessionStorage', storage);
    const store = new SessionStorageTicketHandoverStore();
    for (const id of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) store.put(id, { ...template, repetitionQuantity: 2 });
    const reloaded = new SessionStorageTicketHandoverStore();
    expect(reloaded.read('h6')).toEqual({ ...template, repetitionQuantity: 2 });
    expect(reloaded.read('h2')).not.toBeNull();
    expect(reloaded.read('h1')).toBeNull();
  });

  it('treats damaged or foreign session storage as no hand-over', () => {
    const storage = new MapStorage();
    vi.stubGlobal('sessionStorage', storage);
    for (const raw of ['{', '{}', '[1,2]', JSON.stringify([{ id: 'h1', template: { ...template, fields: 'x' } }])]) {
      storage.setItem('tippwerk.ticketHandover.v1', raw);
      expect(new SessionStorageTicketHandoverStore().read('h1')).toBeNull();
    }
  });

  it('works within the page when session storage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    const store = new SessionStorageTicketHandoverStore();
    store.put('h1', template);
    expect(store.read('h1')).toEqual(template);
  });
});
