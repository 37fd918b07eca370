import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { applyOps, ChangeTracker, markChanged, type JournalOp } from '../../mocks/platform/state-journal';

const world = () => ({
  seed: 1,
  counters: { voucher_number: 1 },
  vouchers: [{ id: 'v1', reversed: false }],
  players: [{ id: 'p1', name: 'Anna' }],
});

const replayed = (start: object, ops: JournalOp[]) => {
  const copy = structuredClone(start) as Record<string, unknown>;
  applyOps(copy, JSON.parse(JSON.stringify(ops)) as JournalOp[]);
  return copy;
};

describe('change tracker', () => {
  it('answers nothing when nothing changed', () => {
    const state = world();
    expect(new ChangeTracker(state).diff(state)).toEqual([]);
  });

  it('appends new records of a growing list instead of rewriting it, and sets changed small values whole', () => {
    const state = world();
    const tracker = new ChangeTracker(state);
    const start = structuredClone(state);
    state.vouchers.push({ id: 'v2', reversed: false });
    state.counters.voucher_number = 2;
    const ops = tracker.diff(state);
    expect(ops).toEqual([
      { op: 'set', key: 'counters', value: { voucher_number: 2 } },
      { op: 'append', key: 'vouchers', at: 1, items: [{ id: 'v2', reversed: false }] },
    ]);
    expect(replayed(start, ops)).toEqual(state);
  });

  it('writes a record changed in place once a rule marks it, and a removed key as deleted', () => {
    const state = world() as ReturnType<typeof world> & { extra?: number };
    state.extra = 5;
    const tracker = new ChangeTracker(state);
    const start = structuredClone(state);
    state.vouchers[0]!.reversed = true;
    markChanged(state, 'vouchers', state.vouchers[0]!);
    delete state.extra;
    const ops = tracker.diff(state);
    expect(ops).toEqual([
      { op: 'put', key: 'vouchers', index: 0, value: { id: 'v1', reversed: true } },
      { op: 'delete', key: 'extra' },
    ]);
    expect(replayed(start, ops)).toEqual(state);
  });

  it('replays idempotently: applying the same operations twice gives the same state', () => {
    const state = world();
    const tracker = new ChangeTracker(state);
    const start = structuredClone(state);
    state.vouchers.push({ id: 'v2', reversed: false }, { id: 'v3', reversed: false });
    state.players[0]!.name = 'Berta';
    const ops = JSON.parse(tracker.diffText(state)) as JournalOp[];
    const once = replayed(start, ops);
    expect(replayed(once, ops)).toEqual(state);
  });

  it('makes the test storage fail when a rule changes a record in place without marking it', () => {
    const storage = createMemoryStorage(null, { verifyJournal: true });
    const state = world();
    storage.replace(state);
    state.vouchers[0]!.reversed = true;
    expect(() => storage.save(state)).toThrow(/Journal missed a change of "vouchers"/);
  });
});
