import { combineRecipes } from '../../shared/combiner';
import { combinationSchema } from '../../shared/schemas/ai';
import type { RecipeCombiner } from './provider';

/** The built-in combiner (shared/combiner.ts): no network, same answer for the same input. */
export function localCombiner(): RecipeCombiner {
  return {
    name: 'local',
    remote: false,
    async combine({ recipes, customPrompt }) {
      return combinationSchema.parse(combineRecipes(recipes, customPrompt ?? ''));
    },
  };
}
