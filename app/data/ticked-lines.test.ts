import { describe, expect, it } from 'vitest';
import { checksRow, tickedLines } from './ticked-lines';

const before = ['---Crust---', '1 cup butter', '1/2 cup sugar', '2 cups flour'];

describe('tickedLines', () => {
  it('keeps ticks on their lines when the recipe is unchanged', () => {
    const row = checksRow(1, new Set([1, 3]), before);
    expect([...tickedLines(row, before)]).toEqual([1, 3]);
  });

  it('moves a tick with its line when the baker adds a line above it', () => {
    const row = checksRow(1, new Set([1, 3]), before);
    const after = ['---Crust---', '1 tsp vanilla', '1 cup butter', '1/2 cup sugar', '2 cups flour'];
    expect([...tickedLines(row, after)].sort()).toEqual([2, 4]);
  });

  it('drops a tick whose line was removed or reworded, and never ticks the line that took its place', () => {
    const row = checksRow(1, new Set([2]), before);
    expect([...tickedLines(row, ['---Crust---', '1 cup butter', '2/3 cup sugar', '2 cups flour'])]).toEqual([]);
  });

  it('keeps ticks of two identical lines apart', () => {
    const lines = ['1 egg', '1 egg', 'salt'];
    const row = checksRow(1, new Set([0, 1]), lines);
    expect([...tickedLines(row, ['pepper', ...lines])].sort()).toEqual([1, 2]);
  });

  it('reads rows stored with indexes only, as they were', () => {
    expect([...tickedLines({ checked: [0, 2, 9] }, before)]).toEqual([0, 2]);
  });
});
