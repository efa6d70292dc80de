import { useEffect, useRef, useState } from 'react';
import { readChecks, toggleCheck } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';

const EMPTY: ReadonlySet<number> = new Set();

interface Pending {
  id: number;
  recipeId: number;
  next: ReadonlySet<number>;
  /** Until its write has finished, the tick shows whatever the device answers meanwhile. */
  writing: boolean;
  /** The device's answer when the write finished: the next answer after it includes the write. */
  base?: ReadonlySet<number> | undefined;
}

/**
 * Ticked ingredient lines of a recipe, by line index of `ingredients` (the recipe's own lines, as
 * the device holds them now), kept on the device and shared with cook mode.
 * A tick shows at once, also before the device's first answer (the database may still be
 * loading); the stored value takes over once the device has written it.
 */
export function useIngredientChecks(
  recipeId: number,
  ingredients: readonly string[],
): [ReadonlySet<number>, (index: number) => void] {
  const stored = useDeviceQuery((db) => readChecks(db, recipeId, ingredients), [recipeId, ingredients]);
  const latest = useRef(stored);
  useEffect(() => {
    latest.current = stored;
  }, [stored]);
  const writes = useRef(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const shown = pending?.recipeId === recipeId && (pending.writing || pending.base === stored);
  const checked = shown ? pending.next : (stored ?? EMPTY);
  const toggle = (index: number) => {
    const next = new Set(checked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    const id = ++writes.current;
    setPending({ id, recipeId, next, writing: true });
    void toggleCheck(recipeId, index, ingredients).then(
      () => setPending((last) => (last?.id === id ? { ...last, writing: false, base: latest.current } : last)),
      (err: unknown) => {
        // Not stored (no storage on this device): the line shows what the device holds.
        console.warn('The tick could not be saved on this device', err);
        setPending((last) => (last?.id === id ? null : last));
      },
    );
  };
  return [checked, toggle];
}
