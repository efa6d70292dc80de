import { useEffect, useMemo, useState } from 'react';
import type { RecipeChanges } from '../../../shared/journal-diff';
import type { JournalEntry } from '../../../shared/journal';
import type * as DiffModule from '../../../shared/journal-diff';
import type * as MethodModule from '../../../shared/method';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useDeviceQuery } from '../../hooks/use-device-query';

type Modules = { method: typeof MethodModule; diff: typeof DiffModule };
let modules: Modules | null = null;

/**
 * The recipe's method and the comparison, loaded beside the Bakes tab (as the recipe page loads
 * the method: docs/decisions/002-first-load-budget.md), so the recipe page never carries jsdiff.
 */
function useModules(): Modules | null {
  const [loaded, setLoaded] = useState<Modules | null>(modules);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    Promise.all([import('../../../shared/method'), import('../../../shared/journal-diff')])
      .then(([method, diff]) => {
        modules = { method, diff };
        if (live) setLoaded(modules);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

export type BakeComparison =
  | { kind: 'reading' }
  | { kind: 'gone' }
  | { kind: 'same' }
  | { kind: 'changed'; changes: RecipeChanges; recipe: Recipe };

/**
 * The entry's recipe as it is now on the device, compared with what was baked at the same size,
 * tool and unit system (shared/journal-diff.ts). The steps wait for the method, so the
 * comparison is made with the same engine the page used.
 */
export function useBakeChanges(entry: JournalEntry): BakeComparison {
  const recipe = useDeviceQuery(async (db) => (await db.recipes.get(entry.recipeId)) ?? null, [entry.recipeId]);
  const loaded = useModules();
  return useMemo((): BakeComparison => {
    if (recipe === undefined || !loaded) return { kind: 'reading' };
    if (recipe === null) return { kind: 'gone' };
    const changes = loaded.diff.changedSince(entry, recipe, loaded.method);
    return changes ? { kind: 'changed', changes, recipe } : { kind: 'same' };
  }, [entry, recipe, loaded]);
}
