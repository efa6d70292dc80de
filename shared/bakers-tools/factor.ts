/**
 * The factor a baker's tool hands to the recipe (docs/product.md#recipe-tools): the pan, the amount
 * on hand and the dough weight may each ask for any factor, but past 1/8 or 8 times the recipe a
 * pan of batter or a bowl of dough no longer behaves as written, and the amounts stop being
 * measurable with a home kitchen's spoons and bowls. Such a factor is capped and the tool says so.
 */
export const MIN_TOOL_FACTOR = 1 / 8;
export const MAX_TOOL_FACTOR = 8;

export interface CappedFactor {
  factor: number;
  /** Why the factor is not the one asked for; null when it is. */
  message: string | null;
}

export function capFactor(raw: number): CappedFactor {
  if (raw > MAX_TOOL_FACTOR)
    return {
      factor: MAX_TOOL_FACTOR,
      message: `That is ${timesText(raw)} the recipe: scaled to 8 times, the most a recipe is scaled here.`,
    };
  if (raw < MIN_TOOL_FACTOR)
    return {
      factor: MIN_TOOL_FACTOR,
      message: `That is ${timesText(raw)} the recipe: scaled to 1/8, the least a recipe is scaled here.`,
    };
  return { factor: raw, message: null };
}

/** 'x 1.84', 'x 2', 'x 0.5': two decimals at most, as the page shows a factor. */
export function factorText(factor: number): string {
  return `x ${Number(factor.toFixed(2))}`;
}

function timesText(raw: number): string {
  const shown = raw >= 0.01 ? Number(raw.toPrecision(2)) : 0;
  return shown === 0 ? 'almost none of' : `${shown} times`;
}
