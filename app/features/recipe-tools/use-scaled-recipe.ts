import { useMemo } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { scaleStep } from '../../../shared/ingredients';
import { cookTimeLabel, formatMinutes, totalMinutes } from '../../../shared/total-time';
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
  // The steps follow the size and the unit system too; where a count cannot follow, the step says what it was written for.
  const writtenFor =
    size.control.kind === 'loaves'
      ? size.control.label(size.control.baseLoaves)
      : `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`;
  const steps = useMemo(
    () => recipe.instructions.map((step) => scaleStep(step, size.factor, units, { writtenFor })),
    [recipe.instructions, size.factor, units, writtenFor],
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
  const total = totalMinutes(recipe);
  return {
    title: recipe.title,
    facts: [
      sizeFacts,
      recipe.prepTime && `Prep ${recipe.prepTime}`,
      recipe.cookTime && `Cook ${cookTimeLabel(recipe.cookTime)}`,
      total !== null && `Total ${formatMinutes(total)}`,
    ].filter((fact): fact is string => typeof fact === 'string' && fact !== ''),
    story: size.control.kind === 'fixed' ? recipe.story : undefined,
    ingredients: lines.map((l) => (l.kind === 'header' ? `---${l.text}---` : l.text)),
    instructions: steps,
    notes: paragraphs(recipe.notes),
    footerPath: `/recipes/${recipe.slug}`,
  };
}
