import { useMemo } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { scaleAmounts, scaleStep } from '../../../shared/ingredients';
import { useMethodModule } from './use-method';
import { formatMinutes, timesAt } from '../../../shared/total-time';
import { paragraphs } from '../../../shared/story-links';
import type { PrintableRecipe } from './print-sheet';
import { scaleLines } from './scaled-lines';
import { scaleSentence } from './tool-scale';
import type { RecipeSize } from './use-recipe-size';
import type { UnitSystem } from './use-unit-system';

/**
 * The recipe at the page's size and in its units: the ingredient lines, the steps, whether a line
 * was converted (≈), and the size as the facts say it.
 */
export function useScaledRecipe(recipe: Recipe, size: RecipeSize, units: UnitSystem) {
  const lines = useMemo(
    () => scaleLines(recipe.ingredients, size.factor, units),
    [recipe.ingredients, size.factor, units],
  );
  // The steps follow the size, the tool and the unit system, rewritten from the recipe's method
  // (docs/decisions/034-the-method-follows-the-amounts.md). A Favorite Combo, fixed at its size, has its parts'
  // steps as they are, in the view's units.
  // Until the method has loaded (a moment after the page shows), the recipe as written needs only the
  // engine's amounts in the view's units; another size falls back to the amounts and counts alone.
  const method = size.method;
  const rewrite = useMethodModule(false)?.rewriteSteps;
  const steps = useMemo(
    () =>
      method && rewrite
        ? rewrite(method.model, method.plan, recipe.instructions, units)
        : recipe.instructions.map((step) =>
            size.factor === 1 && !size.scaledBy
              ? scaleAmounts(step, 1, units)
              : scaleStep(step, size.factor, units, { writtenFor: `${recipe.servings} servings` }),
          ),
    [method, rewrite, recipe.instructions, recipe.servings, size.factor, size.scaledBy, units],
  );
  const approximate = lines.some((l) => l.kind === 'item' && l.text.includes('≈'));
  const sizeFacts = size.scaledBy
    ? `Serves ${size.servings} (${scaleSentence(size.scaledBy)})`
    : size.control.kind === 'multiplier'
      ? `Serves ${size.servings} (${size.label})`
      : size.control.kind === 'loaves'
        ? `${size.label}, serves ${size.servings}`
        : `Serves ${size.servings}`;
  return { lines, steps, approximate, sizeFacts };
}

/** What the print sheet shows of the recipe at this size. */
export function printedRecipe(
  recipe: Recipe,
  size: RecipeSize,
  { lines, steps, sizeFacts }: ReturnType<typeof useScaledRecipe>,
): PrintableRecipe {
  const { totalMinutes: total, cookTime } = size.times ?? timesAt(recipe);
  return {
    title: recipe.title,
    facts: [
      sizeFacts,
      recipe.prepTime && `Prep ${recipe.prepTime}`,
      recipe.cookTime && `Cook ${cookTime}`,
      total !== null && `Total ${formatMinutes(total)}`,
    ].filter((fact): fact is string => typeof fact === 'string' && fact !== ''),
    story: size.control.kind === 'fixed' ? recipe.story : undefined,
    ingredients: lines.map((l) => (l.kind === 'header' ? `---${l.text}---` : l.text)),
    instructions: steps,
    notes: paragraphs(recipe.notes),
    footerPath: `/recipes/${recipe.slug}`,
  };
}
