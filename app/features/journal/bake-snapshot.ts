import type { Recipe } from '../../../shared/schemas/recipe';
import { headerLine } from '../../../shared/journal-text';
import type { BakeSnapshot } from '../../data/journal';
import type { RecipeSize, UnitSystem } from '../recipe-tools';

/** The recipe as the page shows it this moment: what "I made this" keeps. */
export interface ShownRecipe {
  recipe: Recipe;
  size: RecipeSize;
  units: UnitSystem;
  /** The ingredient lines on screen: section headings and scaled lines. */
  lines: readonly { kind: 'header' | 'item'; text: string }[];
  /** The steps on screen. */
  steps: readonly string[];
  /** 'Serves 4 (Half)', as cook mode and the print sheet say it. */
  sizeFacts: string;
}

/** The journal entry of a bake of `shown`, made now, with the baker's note. */
export function bakeSnapshot(shown: ShownRecipe, note: string, madeAt = Date.now()): BakeSnapshot {
  const { recipe, size } = shown;
  return {
    recipeId: recipe.id,
    slug: recipe.slug,
    title: recipe.title,
    madeAt,
    units: shown.units,
    factor: size.factor,
    sizeLabel: size.label,
    sizeFacts: shown.sizeFacts,
    tool: size.scaledBy,
    lines: shown.lines.map((line) => (line.kind === 'header' ? headerLine(line.text) : line.text)),
    steps: [...shown.steps],
    recipeVersion: recipe.version,
    recipeUpdatedAt: recipe.updatedAt,
    note,
  };
}
