import { useMemo } from 'react';
import { pickRecipes } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useUnitSystem, type UnitSystem } from '../recipe-tools';
import { useComboEngine } from './use-combo-engine';
import { useComboSize } from './use-combo-size';
import type { CompilerResult } from './use-recipe-compiler';

/**
 * The AI Recipe Combiner's result at the size and in the units the baker picks on it (docs/product.md#combos):
 * an answer of the built-in combiner is written again by it on the device, from the same recipes and
 * instructions, so one plan keeps its batches, notes and total; any other answer is rewritten line by
 * line (shared/combination-size.ts). The units are the baker's choice on this device, else the answer's own.
 */
export function useShownCombination(result: CompilerResult, recipes: readonly Recipe[]) {
  const engine = useComboEngine();
  const size = useComboSize();
  const [chosen, setUnits] = useUnitSystem();
  const { combination, ids, prompt } = result;
  const own = useMemo(() => engine?.writtenIn(combination.ingredients) ?? 'us', [engine, combination]);
  const units: UnitSystem = chosen ?? own;
  // Checked once per answer: the device writes it again only when it would write exactly this.
  const source = useMemo(() => {
    const picked = pickRecipes(recipes, ids);
    return engine && picked.length === ids.length ? engine.reproducible(combination, picked, prompt) : null;
  }, [engine, combination, ids, prompt, recipes]);
  // Until the engine is loaded (it is by the time an answer comes), the answer as it came.
  const shown = useMemo(
    () =>
      !engine
        ? combination
        : source
          ? engine.combineRecipes(source, prompt, { size: size.value, system: units })
          : engine.combinationAt(combination, size.value, units),
    [engine, source, combination, prompt, size.value, units],
  );
  return { shown, size: size.at(shown.servings), units, setUnits };
}
