import { FAVORITE_COMBOS_TAG } from '../../../shared/categories';
import type { Recipe } from '../../../shared/schemas/recipe';

/**
 * The favorite combos whose story links `recipe` (written `[name](/recipes/{slug})`, as the forms
 * save it): a combo's page lists the ingredients and steps of the recipes its story links
 * (docs/product.md#combos), so deleting one takes its part out of each of them.
 */
export function combosUsing(recipe: Recipe, recipes: readonly Recipe[]): Recipe[] {
  const link = `](/recipes/${recipe.slug})`;
  return recipes.filter((r) => r.id !== recipe.id && r.tags.includes(FAVORITE_COMBOS_TAG) && r.story.includes(link));
}

/** What the delete confirmation adds when favorite combos use the recipe; null when none does. */
export function combosWarning(combos: readonly Recipe[]): string | null {
  if (combos.length === 0) return null;
  const names = combos.map((c) => `“${c.title}”`);
  const one = names.length === 1;
  const list = one ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `It is part of the favorite combo${one ? '' : 's'} ${list}: ${one ? 'its page' : 'their pages'} will no longer list this recipe’s ingredients and steps.`;
}
