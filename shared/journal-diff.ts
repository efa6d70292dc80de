import { diffArrays } from 'diff';
import { isHeaderLine, scaleAmounts, scaleStep, toMetric, toUS, type UnitSystem } from './ingredients';
import type * as MethodModule from './method';
import { sizeControlFor } from './recipe-size';
import type { Recipe } from './schemas/recipe';
import { headerLine, type JournalEntry, type JournalTool } from './journal';

/**
 * "Changed since you baked it" (docs/product.md#recipes): a journal entry keeps the lines and
 * steps as they were shown that day; the recipe as it is now is shown again at the entry's size,
 * tool and unit system (the same engine the recipe page uses: the method of
 * docs/decisions/034-the-method-follows-the-amounts.md for the steps), and the two are compared
 * line by line with `diff` (jsdiff's diffArrays, Myers' algorithm;
 * docs/decisions/038-the-bakers-journal.md).
 */
export type LineChange =
  | { kind: 'added'; after: string }
  | { kind: 'removed'; before: string }
  | { kind: 'changed'; before: string; after: string };

export interface RecipeChanges {
  lines: LineChange[];
  steps: LineChange[];
}

/** The size an entry was baked at. */
export interface BakedSize {
  factor: number;
  units: UnitSystem;
  tool: JournalTool | null;
}

type Method = Pick<typeof MethodModule, 'readMethod' | 'planMethod' | 'methodTarget' | 'rewriteSteps'>;

/** The ingredient lines as the recipe page shows them at `factor` (app/features/recipe-tools/scaled-lines.ts). */
export function linesAt(ingredients: readonly string[], factor: number, units: UnitSystem): string[] {
  return ingredients.map((line) =>
    isHeaderLine(line)
      ? headerLine(line.replace(/^\s*-{3,}\s*|\s*-{3,}\s*$/g, ''))
      : units === 'metric'
        ? toMetric(line, factor)
        : toUS(line, factor),
  );
}

/**
 * The steps as the recipe page shows them at that size (app/features/recipe-tools/use-scaled-recipe.ts):
 * rewritten by the method once it has loaded, else the amounts and counts alone.
 */
export function stepsAt(recipe: Recipe, size: BakedSize, method: Method | null): string[] {
  const control = sizeControlFor(recipe);
  if (method && control.kind !== 'fixed') {
    const model = method.readMethod(recipe);
    const plan = method.planMethod(model, method.methodTarget(size.factor, size.tool));
    return method.rewriteSteps(model, plan, recipe.instructions, size.units);
  }
  return recipe.instructions.map((step) =>
    size.factor === 1 && !size.tool
      ? scaleAmounts(step, 1, size.units)
      : scaleStep(step, size.factor, size.units, { writtenFor: `${recipe.servings} servings` }),
  );
}

/**
 * What changed from `before` to `after`, in the order of `after`: a run of removed lines
 * followed by a run of added ones pairs up as changed lines, one for one; the rest are added or
 * removed.
 */
export function changesBetween(before: readonly string[], after: readonly string[]): LineChange[] {
  const parts = diffArrays([...before], [...after]);
  const changes: LineChange[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.added) {
      changes.push(...part.value.map((line) => ({ kind: 'added' as const, after: line })));
      continue;
    }
    if (!part.removed) continue;
    const next = parts[i + 1];
    const added = next?.added ? next.value : [];
    if (next?.added) i++;
    const paired = Math.min(part.value.length, added.length);
    for (let k = 0; k < paired; k++) changes.push({ kind: 'changed', before: part.value[k], after: added[k] });
    changes.push(...part.value.slice(paired).map((line) => ({ kind: 'removed' as const, before: line })));
    changes.push(...added.slice(paired).map((line) => ({ kind: 'added' as const, after: line })));
  }
  return changes;
}

/**
 * What changed in the recipe since the entry was baked, at the entry's size and units; null when
 * nothing did (or the recipe was never edited since: its version is the one baked).
 */
export function changedSince(
  entry: Pick<JournalEntry, 'lines' | 'steps' | 'factor' | 'units' | 'tool' | 'recipeVersion'>,
  recipe: Recipe,
  method: Method | null,
): RecipeChanges | null {
  if (recipe.version === entry.recipeVersion) return null;
  const size: BakedSize = { factor: entry.factor, units: entry.units, tool: entry.tool };
  const lines = changesBetween(entry.lines, linesAt(recipe.ingredients, size.factor, size.units));
  const steps = changesBetween(entry.steps, stepsAt(recipe, size, method));
  return lines.length || steps.length ? { lines, steps } : null;
}
