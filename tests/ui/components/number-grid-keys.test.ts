import { describe, expect, it } from 'vitest';
import { nextGridIndex } from '../../../src/ui/number-grid-keys';

const navKeys = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'] as const;

describe('nextGridIndex', () => {
  it('ignores keys that are not grid navigation', () => {
    for (const key of ['Enter', ' ', 'Tab', 'Escape', 'a', 'PageDown', '']) {
      expect(nextGridIndex(key, 10, 7, 49)).toBeNull();
    }
  });

  it('moves right by one and continues on the next row like reading a ticket', () => {
    expect(nextGridIndex('ArrowRight', 0, 7, 49)).toBe(1);
    expect(nextGridIndex('ArrowRight', 6, 7, 49)).toBe(7);
  });

  it('moves left by one and back to the end of the previous row', () => {
    expect(nextGridIndex('ArrowLeft', 5, 7, 49)).toBe(4);
    expect(nextGridIndex('ArrowLeft', 7, 7, 49)).toBe(6);
  });

  it('stays put at the first and last number instead of wrapping', () => {
    expect(nextGridIndex('ArrowLeft', 0, 7, 49)).toBe(0);
    expect(nextGridIndex('ArrowRight', 48, 7, 49)).toBe(48);
  });

  it('moves down and up by a whole row', () => {
    expect(nextGridIndex('ArrowDown', 3, 7, 49)).toBe(10);
    expect(nextGridIndex('ArrowUp', 10, 7, 49)).toBe(3);
    expect(nextGridIndex('ArrowDown', 0, 10, 70)).toBe(10);
    expect(nextGridIndex('ArrowUp', 69, 10, 70)).toBe(59);
  });

  it('stays in the first row on ArrowUp and in the last row on ArrowDown', () => {
    expect(nextGridIndex('ArrowUp', 4, 7, 49)).toBe(4);
    expect(nextGridIndex('ArrowDown', 45, 7, 49)).toBe(45);
  });

  it('does not jump into a missing cell of a short last row', () => {
    // 50 numbers in rows of 7: the last row holds only number 50 (index 49).
    expect(nextGridIndex('ArrowDown', 42, 7, 50)).toBe(49);
    expect(nextGridIndex('ArrowDown', 43, 7, 50)).toBe(43);
    expect(nextGridIndex('ArrowUp', 49, 7, 50)).toBe(42);
  });

  it('jumps to the first and last number with Home and End', () => {
    expect(nextGridIndex('Home', 30, 7, 49)).toBe(0);
    expect(nextGridIndex('End', 3, 7, 49)).toBe(48);
    expect(nextGridIndex('Home', 0, 6, 12)).toBe(0);
    expect(nextGridIndex('End', 11, 6, 12)).toBe(11);
  });

  it('returns null for an empty field or an index outside it', () => {
    expect(nextGridIndex('ArrowRight', 0, 7, 0)).toBeNull();
    expect(nextGridIndex('ArrowRight', -1, 7, 49)).toBeNull();
    expect(nextGridIndex('ArrowRight', 49, 7, 49)).toBeNull();
    expect(nextGridIndex('ArrowRight', 1.5, 7, 49)).toBeNull();
    expect(nextGridIndex('Home', 0, 7, Number.NaN)).toBeNull();
  });

  it('treats an unusable column count as a single column', () => {
    expect(nextGridIndex('ArrowDown', 2, 0, 12)).toBe(3);
    expect(nextGridIndex('ArrowUp', 2, -4, 12)).toBe(1);
    expect(nextGridIndex('ArrowDown', 2, Number.NaN, 12)).toBe(3);
  });

  it('handles a single-number field', () => {
    for (const key of navKeys) expect(nextGridIndex(key, 0, 7, 1)).toBe(0);
  });

  it('walks every number of each real pool with ArrowRight and back with ArrowLeft', () => {
    for (const [count, columns] of [
      [49, 7],
      [50, 10],
      [70, 10],
      [12, 6],
    ] as const) {
      let index = 0;
      for (let step = 1; step < count; step += 1) index = nextGridIndex('ArrowRight', index, columns, count) ?? -1;
      expect(index).toBe(count - 1);
      for (let step = 1; step < count; step += 1) index = nextGridIndex('ArrowLeft', index, columns, count) ?? -1;
      expect(index).toBe(0);
    }
  });

  it('keeps the column when going down to the last row and up again', () => {
    for (let column = 0; column < 7; column += 1) {
      let index = column;
      for (let row = 0; row < 6; row += 1) index = nextGridIndex('ArrowDown', index, 7, 49) ?? -1;
      expect(index).toBe(42 + column);
      for (let row = 0; row < 6; row += 1) index = nextGridIndex('ArrowUp', index, 7, 49) ?? -1;
      expect(index).toBe(column);
    }
  });

  it('always lands inside the field for every key, index and layout', () => {
    for (const count of [1, 12, 49, 50, 70]) {
      for (const columns of [1, 5, 6, 7, 10, 12]) {
        for (let index = 0; index < count; index += 1) {
          for (const key of navKeys) {
            const next = nextGridIndex(key, index, columns, count);
            expect(next).not.toBeNull();
            expect(next).toBeGreaterThanOrEqual(0);
            expect(next).toBeLessThan(count);
          }
        }
      }
    }
  });
});
