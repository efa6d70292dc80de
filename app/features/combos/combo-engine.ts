/**
 * What writes a combination at a size and in a unit system (the recipe pages' ingredient engine, the batch
 * plan, the merging), loaded beside the combiners' pages rather than in their first load
 * (docs/decisions/002-first-load-budget.md): see use-combo-engine.ts.
 */
export { combineRecipes } from '../../../shared/combiner';
export { combinationAt, reproducible } from '../../../shared/combination-size';
export { writtenIn } from '../../../shared/ingredients';
export { deriveCombo } from '../../../shared/personal-combo';
