import { useState } from 'react';
import { deviceDb } from '../../data/device-db';
import { useDeviceQuery } from '../../data/use-device-query';

const EMPTY: ReadonlySet<number> = new Set();

/**
 * Ticked ingredient lines of a recipe, by line index, kept on the device and shared with cook mode.
 * A tick shows at once; the stored value takes over as soon as the device has written it.
 */
export function useIngredientChecks(recipeId: number): [ReadonlySet<number>, (index: number) => void] {
  const stored = useDeviceQuery(async (db) => new Set((await db.checks.get(recipeId))?.checked ?? []), [recipeId]);
  const [pending, setPending] = useState<{ base: ReadonlySet<number> | undefined; next: ReadonlySet<number> } | null>(null);
  const checked = pending && pending.base === stored ? pending.next : (stored ?? EMPTY);
  const toggle = (index: number) => {
    const next = new Set(checked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setPending({ base: stored, next });
    void deviceDb().then((db) =>
      db.transaction('rw', db.checks, async () => {
        const current = new Set((await db.checks.get(recipeId))?.checked ?? []);
        if (current.has(index)) current.delete(index);
        else current.add(index);
        await db.checks.put({ recipeId, checked: [...current].sort((a, b) => a - b) });
      }),
    );
  };
  return [checked, toggle];
}
