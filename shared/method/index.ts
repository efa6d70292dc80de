/**
 * One model of a recipe's method (docs/decisions/034-the-method-follows-the-amounts.md): the pans its
 * batch fills, what it is cut or divided into, the sheets its pieces bake on and the amounts that
 * belong to one layer or one piece, read once from the recipe (its pan field, steps and notes), then
 * written at any size so the steps follow every size change: the size control, the pan tool, 'What you
 * have', baker's percentages, and the combiners.
 *
 *   const model = readMethod(recipe);                        // once per recipe
 *   const plan = planMethod(model, { factor, pan, pieces }); // pans, cakes, pieces, servings, hint
 *   const steps = rewriteSteps(model, plan, recipe.instructions, 'us');
 *
 * or `methodAt(recipe, target, system)` for both. The combiners write each part at its batches with
 * `methodAt` (a Favorite Combo's parts with `partSteps`). `methodProblems` (check.ts) reads written steps back
 * and says where a pan, a count or an amount for one layer disagrees with the amounts; only the tests and
 * their audits use it, so it is imported from './check' and stays out of the page's download.
 */
import { writtenIn, type UnitSystem } from '../ingredients';
import { planMethod } from './plan';
import { readMethod, type MethodSource } from './read-method';
import { rewriteSteps } from './rewrite';
import type { MethodPlan, MethodTarget } from './types';

export type { MethodModel, MethodPlan, MethodTarget, WrittenPieces } from './types';
export type { MethodSource } from './read-method';
export { readMethod } from './read-method';
export { panOptions, planMethod, writtenFor } from './plan';
export { buildCakes, rewriteSteps, pansOf } from './rewrite';
export { fitPans } from './fit-pans';
export { methodTarget } from './target';
export { adviceTimers, plannedStep, type AdviceTimerChoice } from './timers';

/** The plan and the steps of `recipe` at `target`, in `system`. */
export function methodAt(
  recipe: MethodSource,
  target: MethodTarget,
  system: UnitSystem,
): { plan: MethodPlan; steps: string[] } {
  const model = readMethod(recipe);
  const plan = planMethod(model, target);
  return { plan, steps: rewriteSteps(model, plan, recipe.instructions, system) };
}

/**
 * A part of a combination made `factor` times, in the unit system its own lines are written in (the page
 * converts to the view's): the steps a Favorite Combo's page, its server render and its JSON-LD show for
 * that part (`expandCombo` in shared/combo-recipe.ts, which takes this function from its caller so the
 * recipe page's first load stays without the method, docs/decisions/002-first-load-budget.md).
 */
export function partSteps(part: MethodSource & { ingredients: readonly string[] }, factor: number): string[] {
  return methodAt(part, { factor }, writtenIn(part.ingredients)).steps;
}
