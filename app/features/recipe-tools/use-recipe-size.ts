import { useMemo, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { sizeControlFor, type SizeControl, type StepDirection } from '../../../shared/recipe-size';
import { recordChangeSoon } from '../../data/record-change';

/** The recipe size the page shows (docs/product.md#recipe-size-and-units): one value, reset whenever another recipe loads. */
export interface RecipeSize {
  control: SizeControl;
  value: number;
  /** The factor every ingredient line is scaled by. */
  factor: number;
  /** 'Double', '4 loaves', '24 servings'. */
  label: string;
  /** Servings at this size, as the page shows them. */
  servings: string;
  canDecrease: boolean;
  canIncrease: boolean;
  step(direction: StepDirection): void;
}

export function scaledServings(servings: number, factor: number): number {
  return Math.max(1, Math.round(servings * factor));
}

export function useRecipeSize(recipe: Recipe): RecipeSize {
  const control = useMemo(() => sizeControlFor(recipe), [recipe]);
  const [state, setState] = useState({ recipeId: recipe.id, value: control.initial });
  // Another recipe loaded in the same page (a story link): start again at its standard size.
  let value = state.value;
  if (state.recipeId !== recipe.id) {
    value = control.initial;
    setState({ recipeId: recipe.id, value });
  }
  const factor = control.factor(value);
  const stepTo = (direction: StepDirection) => (control.kind === 'fixed' ? value : control.next(value, direction));
  return {
    control,
    value,
    factor,
    label: control.label(value),
    servings: String(control.kind === 'fixed' ? control.servings : scaledServings(recipe.servings, factor)),
    canDecrease: stepTo(-1) !== value,
    canIncrease: stepTo(1) !== value,
    step: (direction) => {
      setState({ recipeId: recipe.id, value: stepTo(direction) });
      recordChangeSoon('prefs', recipe.id, { size: stepTo(direction) });
    },
  };
}
