import { parsePan } from '../bakers-tools/pans';
import type { ToolScale } from '../schemas/user-data';
import type { MethodTarget } from './types';

/**
 * What a recipe page's size asks of the recipe's method (docs/decisions/034-the-method-follows-the-amounts.md):
 * its factor, and the pans the pan tool chose or the pieces baker's percentages asked for, so the
 * steps name them.
 */
export function methodTarget(factor: number, scaledBy: ToolScale | null): MethodTarget {
  if (scaledBy?.tool === 'pan') {
    const read = parsePan(String(scaledBy.input.pan ?? ''));
    const count = Number(scaledBy.input.count ?? 1);
    if (read)
      return { factor, pan: { ...read, count: read.count * (Number.isInteger(count) && count >= 1 ? count : 1) } };
  }
  const pieces = scaledBy?.tool === 'dough' ? scaledBy.input.count : undefined;
  if (typeof pieces === 'number' && Number.isInteger(pieces) && pieces >= 1) return { factor, pieces };
  return { factor };
}
