import { batchOf } from '../combo-plan';
import { isHeaderLine, toMetric, toUS, type UnitSystem } from '../ingredients';

/**
 * Batches of another recipe on a shopping list (docs/product.md#shopping-list): '3 batches Vanilla
 * Buttercream' is not something a shop sells, so it becomes the buttercream's own ingredients, three
 * times over, which then add up with the rest of the list. Of two choices the first the catalog knows
 * is bought ('1 batch Vanilla Buttercream or raspberry filling'); a batch of a recipe the catalog does
 * not have stays as written. Batches inside batches are followed a few levels deep, never in a circle.
 */

/** What expanding needs of a recipe. */
export interface BatchRecipe {
  title: string;
  ingredients: readonly string[];
}

const MAX_DEPTH = 3;

/** The recipe names batch lines ask for, each alternative, for the device to look up. */
export function batchNames(lines: readonly string[]): string[] {
  return [...new Set(lines.flatMap((line) => batchOf(line)?.alternatives ?? []))];
}

/** `lines` with every batch of a known recipe replaced by that recipe's lines at those batches, in `system`. */
export function expandBatches(
  lines: readonly string[],
  recipeNamed: (name: string) => BatchRecipe | undefined,
  system: UnitSystem,
  within: readonly string[] = [],
): string[] {
  return lines.flatMap((line) => {
    const batch = batchOf(line);
    const recipe = batch?.alternatives.map(recipeNamed).find((r) => r !== undefined);
    const title = recipe?.title.toLowerCase() ?? '';
    if (!batch || !recipe || within.includes(title) || within.length >= MAX_DEPTH) return [line];
    const written = recipe.ingredients
      .filter((own) => !isHeaderLine(own))
      .map((own) => (system === 'metric' ? toMetric(own, batch.batches) : toUS(own, batch.batches)));
    return expandBatches(written, recipeNamed, system, [...within, title]);
  });
}
