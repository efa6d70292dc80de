import { useMemo } from 'react';
import { pickRecipes } from '../../../shared/combo';
import { combineRecipes } from '../../../shared/combiner';
import { combinationAt, reproducible } from '../../../shared/combination-size';
import { writtenIn } from '../../../shared/ingredients';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useUnitSystem, type UnitSystem } from '../recipe-tools';
import { useComboSize } from './use-combo-size';
import type { CompilerResult } from './use-recipe-compiler';

/**
 * The AI Recipe Combiner's result at the size and in the units the baker picks on it (docs/product.md#combos):
 * an answer of the built-in combiner is written again by it on the device, from the same recipes and
 * instructions, so one plan keeps its batches, notes and total; any other answer is rewritten line by
 * line (shared/combination-size.ts). The units are the baker's choice on this device, else the answer's own.
 */
export function useShownCombination(result: CompilerResult, recipes: readonly Recipe[]) {
  const size = useComboSize();
  const [chosen, setUnits] = useUnitSystem();
  const { combination, ids, prompt } = result;
  const own = useMemo(() => writtenIn(combination.ingredients), [combination]);
  const units: UnitSystem = chosen ?? own;
  // Checked once per answer: the device writes it again only when it would write exactly this.
  const source = useMemo(() => {
    const picked = pickRecipes(recipes, ids);
    return picked.length === ids.length ? reproducible(combination, picked, prompt) : null;
  }, [combination, ids, prompt, recipes]);
  const shown = useMemo(
    () =>
      source
        ? combineRecipes(source, prompt, { size: size.value, system: units })
        : combinationAt(combination, size.value, units),
    [source, combination, prompt, size.value, units],
  );
  return { shown, size: size.at(shown.servings), units, setUnits };
}
