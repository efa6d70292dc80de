import { parseMinutes } from './durations';

import { planSeconds, planStages, worthPlanning } from './plan-stages';

/**
 * Honest times (docs/product.md#recipe-size-and-units, docs/decisions/034-the-method-follows-the-amounts.md):
 * a recipe's total is the length of its 'Ready at' plan (shared/bake-schedule.ts), so the page, the card,
 * the print sheet, JSON-LD and the plan say one figure (the page, its print sheet and the plan at the
 * page's size, with the steps at that size: `timesAt`, app/features/recipe-tools/use-recipe-size.ts).
 * The plan reads the rises, rests, chilling, cooling and baking the steps name, each range at its
 * shorter end; a choice of finishes ('For a glaze, cool 10 minutes. For whipped ganache, chill 1
 * hour.') counts its first, and work done while something bakes or rises adds nothing. A recipe with
 * nothing to wait for or bake is its prep and cook time.
 */

export interface RecipeTimes {
  prepTime: string;
  cookTime: string;
  instructions: readonly string[];
}

/** The total in minutes; null when the recipe gives no time at all. */
export function totalMinutes(recipe: RecipeTimes): number | null {
  const stages = planStages(recipe);
  if (worthPlanning(stages)) return Math.round(planSeconds(stages) / 60);
  const prep = parseMinutes(recipe.prepTime);
  const cook = parseMinutes(recipe.cookTime);
  if (prep === null && cook === null) return null;
  return (prep ?? 0) + (cook ?? 0);
}

/** '3 hr 35 min', '45 min', '1 hr'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

/** A cook time of nothing ('0 minutes', empty) is a recipe that needs no oven: it says 'No bake'. */
export function cookTimeLabel(cookTime: string): string {
  const minutes = parseMinutes(cookTime);
  return minutes === 0 || cookTime.trim() === '' ? 'No bake' : cookTime;
}

export interface RecipeTimesShown {
  /** The total in minutes; null when the recipe gives no time at all. */
  totalMinutes: number | null;
  /** The cook time as the page shows it: '30 minutes', 'No bake', 'about 47 min'. */
  cookTime: string;
}

/**
 * The recipe's times with its steps at another size (`atSize`, as 'Ready at' plans them): the total
 * is that plan's length, and the cook time the recipe's own moved by as much as its bakes take longer
 * or shorter ('about 47 min' for a layer cake baked as a loaf); the recipe's own words when its bakes
 * are unchanged or it gives no minutes.
 */
export function timesAt(recipe: RecipeTimes, atSize: readonly string[] = recipe.instructions): RecipeTimesShown {
  const total = totalMinutes({ ...recipe, instructions: atSize });
  const cook = parseMinutes(recipe.cookTime);
  const bakes = (instructions: readonly string[]) =>
    planStages({ instructions, prepTime: recipe.prepTime })
      .filter((stage) => stage.kind === 'bake')
      .reduce((sum, stage) => sum + stage.seconds, 0);
  const moved = atSize === recipe.instructions ? 0 : Math.round((bakes(atSize) - bakes(recipe.instructions)) / 60);
  const cookTime =
    cook === null || cook === 0 || moved === 0
      ? cookTimeLabel(recipe.cookTime)
      : `about ${formatMinutes(Math.max(1, cook + moved))}`;
  return { totalMinutes: total, cookTime };
}
