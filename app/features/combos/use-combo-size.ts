import { useState } from 'react';
import { multiplierLabel, nextMultiplier, sizeControlFor } from '../../../shared/recipe-size';
import type { RecipeSize } from '../recipe-tools';

// A combination is not a catalog recipe: it gets the multipliers (Quarter to Quadruple), never loaves or a fixed size.
const CONTROL = sizeControlFor({ slug: '', tags: [], servings: 1 });

/**
 * The size of a combined recipe (docs/product.md#combos), for the recipe pages' size control: Quarter to
 * Quadruple of the combination as made. It lives with the result on screen: a combination is not a
 * catalog recipe whose size the device keeps (docs/decisions/017-recipe-size-kept.md).
 */
export function useComboSize(initial = 1): {
  value: number;
  set(value: number): void;
  at(servings: number): RecipeSize;
} {
  const [value, set] = useState(initial);
  const at = (servings: number): RecipeSize => ({
    control: CONTROL,
    value,
    factor: value,
    label: multiplierLabel(value),
    servings: String(servings),
    canDecrease: nextMultiplier(value, -1) !== value,
    canIncrease: nextMultiplier(value, 1) !== value,
    step: (direction) => set(nextMultiplier(value, direction)),
    scaledBy: null,
    scaleBy: () => undefined,
    // A combination's steps are scaled by the combiner itself (docs/decisions/029-combinations-kitchen-true.md).
    method: null,
    // A combination says its own times (`totalTime`, from the combiner), not the recipe pages' plan.
    times: null,
  });
  return { value, set, at };
}
