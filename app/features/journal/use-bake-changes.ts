import { useEffect, useMemo, useState } from 'react';
import { changedSince, type RecipeChanges } from '../../../shared/journal-diff';
import type { JournalEntry } from '../../../shared/journal';
import type * as MethodModule from '../../../shared/method';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useDeviceQuery } from '../../hooks/use-device-query';

type Method = typeof MethodModule;
let method: Method | null = null;

/** The recipe's method (loaded beside the page, as the recipe page loads it: docs/decisions/002-first-load-budget.md). */
function useMethod(): Method | null {
  const [loaded, setLoaded] = useState<Method | null>(method);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('../../../shared/method')
      .then((module) => {
        method = module;
        if (live) setLoaded(module);
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
  const loaded = useMethod();
  return useMemo((): BakeComparison => {
    if (recipe === undefined || !loaded) return { kind: 'reading' };
    if (recipe === null) return { kind: 'gone' };
    const changes = changedSince(entry, recipe, loaded);
    return changes ? { kind: 'changed', changes, recipe } : { kind: 'same' };
  }, [entry, recipe, loaded]);
}
