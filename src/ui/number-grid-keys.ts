/**
 * Roving-focus movement in a number grid laid out in rows of `columns`.
 * Returns the index to focus, or null when the key is not a grid key or the input is unusable.
 * At an edge the current index comes back, so the caller still swallows the key and the page
 * does not scroll under the user's finger.
 *
 * Left/Right follow reading order (the end of a row continues on the next row, like reading a
 * ticket). Up/Down move by a whole row. Home/End jump to the first/last number of the field.
 */
export function nextGridIndex(key: string, index: number, columns: number, count: number): number | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  if (!Number.isInteger(index) || index < 0 || index >= count) return null;
  const cols = Number.isInteger(columns) && columns > 0 ? columns : 1;

  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
