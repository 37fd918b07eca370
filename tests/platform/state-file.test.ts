import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../mocks/platform/file-storage/file-storage';
import { segmentPath } from '../../mocks/platform/file-storage/journal-segments';
import { StateFileError } from '../../mocks/platform/file-storage/state-file-error';
import { createPlatform } from '../../mocks/platform/platform';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { SCHEMA_VERSION } from '../../mocks/platform/state';
import { StateFormatError } from '../../mocks/platform/state-migrations';
import { commonBalance, loginAs, lottoLine, orderOf, SEEDED_RECEIPTS, WEDNESDAY_1759 } from './platform-fixtures';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function fileWorld(options: { compactAfterBytes?: number } = {}) {
  dir ||= mkdtempSync(join(tmpdir(), 'tippwerk-state-'));
  const file = join(dir, 'data', 'platform.json');
  const open = (): { platform: FakePlatformApi; storage: FileStorage } => {
    const storage = createFileStorage(file, options);
    const platform = createPlatform({ clock: createPlatformClock({ fixed: WEDNESDAY_1759 }), storage });
    storage.prepareForWrites();
    return { platform, storage };
  };
  return { file, open };
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const receiptCount = (platform: FakePlatformApi, token: string) =>
  platform.receipts(token, {
    criteria: [],
    lottery_identifiers: [],
    page_limit: 10,
    page_offset: 0,
    sort_direction: 'asc',
    sort_attribute: 'created_at',
    include_draws: false,
  }).page_info.total_count;

describe('state file and journal', () => {
  it('keeps wallets and receipts across a restart: snapshot plus the journal of later changes', async () => {
    const { file, open } = fileWorld();
    const first = open();
    const token = loginAs(first.platform, 'spieler@tippwerk.de');
    first.platform.placeOrder(token, orderOf('o-1', [lottoLine(first.platform, 'l-1')]));
    const balance = commonBalance(first.platform, token);
    await first.storage.durable();
    // Nothing is rewritten per change: the purchase sits in the journal next to the seeded snapshot.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ schema_version: SCHEMA_VERSION });
    expect(readFileSync(file, 'utf8')).not.toContain('"o-1"');
    expect(readFileSync(segmentPath(file, 1), 'utf8')).toContain('"op":"append","key":"orders"');

    const second = open();
    expect(commonBalance(second.platform, token)).toBe(balance);
    expect(receiptCount(second.platform, token)).toBe(SEEDED_RECEIPTS + 1);
    await second.storage.close();
  });

  it('keeps its files to the owner: state and journal 0600, the data folder 0700', async () => {
    const { file, open } = fileWorld();
    const { platform, storage } = open();
    loginAs(platform, 'spieler@tippwerk.de');
    await storage.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(segmentPath(file, 1)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
  });

  it('writes a new snapshot in the background once the journal has grown, and drops the old segments', async () => {
    const { file, open } = fileWorld({ compactAfterBytes: 2048 });
    const first = open();
    const token = loginAs(first.platform, 'spieler@tippwerk.de');
    for (let i = 0; i < 6; i += 1) {
      first.platform.placeOrder(token, orderOf(`o-${i}`, [lottoLine(first.platform, `l-${i}`)]));
      await first.storage.durable();
    }
    await first.storage.close();
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { journal_segment: number; orders: unknown[] };
    expect(snapshot.journal_segment).toBeGreaterThan(1);
    expect(snapshot.orders.length).toBeGreaterThan(0);
    const journals = readdirSync(join(dir, 'data')).filter((name) => name.startsWith('platform.journal.'));
    expect(journals.every((name) => Number(name.split('.').at(-1)) >= snapshot.journal_segment)).toBe(true);
    expect(receiptCount(open().platform, token)).toBe(SEEDED_RECEIPTS + 6);
  });

  it('ignores and cuts off a journal line a crash left half-written, keeping everything before it', async () => {
    const { file, open } = fileWorld();
    const first = open();
    const token = loginAs(first.platform, 'spieler@tippwerk.de');
    first.platform.placeOrder(token, orderOf('o-1', [lottoLine(first.platform, 'l-1')]));
    await first.storage.close();
    const journal = segmentPath(file, 1);
    const complete = readFileSync(journal, 'utf8');
    writeFileSync(journal, `${complete}{"seq":99,"ops":[{"op":"set","key":"seed","val`);
    const second = open();
    expect(receiptCount(second.platform, token)).toBe(SEEDED_RECEIPTS + 1);
    expect(readFileSync(journal, 'utf8')).toBe(complete);
    await second.storage.close();
  });

  it('stops on a damaged journal line that is not the last one, and leaves the files alone', async () => {
    const { file, open } = fileWorld();
    const first = open();
    loginAs(first.platform, 'spieler@tippwerk.de');
    await first.storage.durable();
    loginAs(first.platform, 'neu@tippwerk.de');
    await first.storage.close();
    const journal = segmentPath(file, 1);
    const lines = readFileSync(journal, 'utf8').split('\n');
    writeFileSync(journal, [lines[0]!.slice(0, 20), ...lines.slice(1)].join('\n'));
    const before = [digest(file), digest(journal)];
    expect(() => open()).toThrow(StateFileError);
    expect([digest(file), digest(journal)]).toEqual(before);
  });
});

describe('a state file that must not be used', () => {
  const broken: [string, (text: string) => string, RegExp][] = [
    ['corrupt', (text) => text.replace('{', '{#kaputt#'), /ist beschädigt: kein gültiges JSON/],
    ['truncated', (text) => text.slice(0, Math.floor(text.length / 2)), /ist abgeschnitten/],
    ['empty', () => '', /ist leer/],
  ];

  it.each(broken)(
    'stops on a %s file with a German message naming it, and leaves it byte for byte',
    (_, spoil, message) => {
      const { file, open } = fileWorld();
      open();
      writeFileSync(file, spoil(readFileSync(file, 'utf8')));
      const before = digest(file);
      const error = (() => {
        try {
          open();
        } catch (thrown) {
          return thrown;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(StateFileError);
      expect((error as Error).message).toMatch(new RegExp(`^Zustandsdatei ${file.replace(/[.]/g, '\\.')}: `));
      expect((error as Error).message).toMatch(message);
      expect(digest(file)).toBe(before);
    },
  );

  it.each([
    ['a newer schema', SCHEMA_VERSION + 3, 'newer'],
    ['a schema too old to migrate', 3, 'too_old'],
  ])('stops on %s and leaves the file alone', (_, version, kind) => {
    const { file, open } = fileWorld();
    open();
    const state = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...state, schema_version: version }));
    const before = digest(file);
    expect(() => open()).toThrow(StateFormatError);
    try {
      open();
    } catch (error) {
      expect((error as StateFormatError).problem).toEqual({ kind, version });
    }
    expect(digest(file)).toBe(before);
  });

  it('stops on a journal without its state file', () => {
    const { file, open } = fileWorld();
    open();
    rmSync(file);
    writeFileSync(segmentPath(file, 1), '');
    expect(() => open()).toThrow(/fehlt, aber ihr Journal/);
  });
});
