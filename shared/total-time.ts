import { parseMinutes } from './durations';

import { planSeconds, planStages, worthPlanning } from './plan-stages';

/**
 * Honest times (docs/product.md#recipe-size-and-units, docs/decisions/034-the-method-follows-the-amounts.md):
 * a recipe's total is the length of its 'Ready at' plan (shared/bake-schedule.ts), so the page, the card,
 * the print sheet, JSON-LD and the plan say one figure (the page, its print sheet and the plan at the
 * page's size, with the steps at that size: app/features/recipe-tools/use-recipe-size.ts). The plan reads the rises, rests, chilling, cooling
 * and baking the steps name, each range at its shorter end; a choice of finishes ('For a glaze, cool 10
 * minutes. For whipped ganache, chill 1 hour.') counts its first, and work done while something bakes or
 * rises adds nothing. A recipe with nothing to wait for or bake is its prep and cook time.
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
