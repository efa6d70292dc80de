import { factorText, MAX_TOOL_FACTOR, MIN_TOOL_FACTOR } from '../../../shared/bakers-tools/factor';
import type { ToolScale } from '../../../shared/schemas/user-data';

export type { ToolScale };
/** Which baker's tool scaled the recipe (docs/product.md#recipe-tools). */
export type ToolName = ToolScale['tool'];

/** A stored value read back; null for anything that is not a tool scale this version understands. */
export function readToolScale(value: unknown): ToolScale | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<ToolScale>;
  if (v.tool !== 'pan' && v.tool !== 'on-hand' && v.tool !== 'dough') return null;
  if (typeof v.factor !== 'number' || !(v.factor >= MIN_TOOL_FACTOR && v.factor <= MAX_TOOL_FACTOR)) return null;
  if (typeof v.reason !== 'string' || typeof v.input !== 'object' || v.input === null) return null;
  return { tool: v.tool, factor: v.factor, reason: v.reason, input: v.input };
}

/** 'x 1.84 for a 9x13-inch pan', 'x 2, scaled to 500 g flour on hand'. */
export function scaleSentence(scale: ToolScale): string {
  return `${factorText(scale.factor)}${scale.reason.startsWith('for ') ? ' ' : ', '}${scale.reason}`;
}
