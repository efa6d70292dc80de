import { useMemo, useState, type FormEvent } from 'react';
import { COMBO_DELAY_MS, MIN_COMBO_RECIPES, pickRecipes, type TemporaryCombo } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toast } from '../../components/ui/toast-store';
import { useUnitSystem } from '../recipe-tools';
import { saveCombo, useSavedCombos } from './saved-combos';
import { loadComboEngine, useComboEngine } from './use-combo-engine';
import { useComboSize } from './use-combo-size';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PersonalComboTab = 'select' | 'preview';

interface Result {
  /** As made or saved: what is shown when its recipes are no longer all on the device. */
  combo: TemporaryCombo;
  savedId: string | null;
}

/** Shown at the size and units it was saved at (a combo saved before sizes existed is as written). */
const sameSize = (shown: TemporaryCombo, saved: TemporaryCombo) =>
  (shown.size ?? 1) === (saved.size ?? 1) && (saved.units === undefined || shown.units === saved.units);

/**
 * The Personal Combo builder's state (docs/product.md#combos): the chosen recipes, the
 * live preview, the combo made after its 500 ms delay (docs/product.md#limits; with its analytics call queued in the outbox),
 * and saving it to the device.
 */
export function usePersonalCombo(recipes: readonly Recipe[]) {
  const [selected, setSelected] = useState<number[]>([]);
  const [tab, setTab] = useState<PersonalComboTab>('select');
  const [result, setResult] = useState<Result | null>(null);
  const [creating, setCreating] = useState(false);
  const [tooFew, setTooFew] = useState(false);

  const engine = useComboEngine();
  const size = useComboSize();
  const [kept, keepUnits] = useUnitSystem();
  // A saved combo opens in the units it was saved in, without changing the baker's choice for every recipe.
  const [opened, setOpened] = useState<'us' | 'metric' | null>(null);
  const units = opened ?? kept;
  const setUnits = (next: 'us' | 'metric') => {
    setOpened(null);
    keepUnits(next);
  };
  const options = useMemo(() => ({ size: size.value, ...(units ? { system: units } : {}) }), [size.value, units]);
  const savedCombos = useSavedCombos();
  const chosen = useMemo(() => pickRecipes(recipes, selected), [recipes, selected]);
  const preview = useMemo(
    () => (engine && chosen.length >= MIN_COMBO_RECIPES ? engine.deriveCombo(chosen, new Date(), options) : null),
    [engine, chosen, options],
  );
  // The combo made (or opened), at the size and units now chosen: written again from its recipes while the
  // device has them all, else as it was made.
  const parts = useMemo(() => {
    const ids = result?.combo.selectedRecipes.map((r) => r.id) ?? [];
    const found = pickRecipes(recipes, ids);
    return found.length === ids.length ? found : null;
  }, [result, recipes]);
  const made = useMemo(() => {
    if (!result) return null;
    return engine && parts?.length
      ? engine.deriveCombo(parts, new Date(result.combo.createdAt), options)
      : result.combo;
  }, [engine, result, parts, options]);
  // A combo deleted from the list while it is open is temporary again; so is one shown at another size than saved.
  const isSaved =
    !!result?.savedId &&
    !!made &&
    sameSize(made, result.combo) &&
    (savedCombos === undefined || savedCombos.some((c) => c.id === result.savedId));

  const toggle = (id: number) => {
    setTooFew(false);
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  };

  const create = async (event?: FormEvent) => {
    event?.preventDefault();
    if (creating) return;
    if (selected.length < MIN_COMBO_RECIPES) {
      setTooFew(true);
      return;
    }
    setCreating(true);
    try {
      const [{ deriveCombo }] = await Promise.all([loadComboEngine(), sleep(COMBO_DELAY_MS)]);
      const combo = deriveCombo(pickRecipes(recipes, selected), new Date(), options);
      setResult({ combo, savedId: null });
      setTab('preview');
      toast({
        title: 'Combo Ready!',
        description: 'Your temporary recipe combination is ready to view and print.',
        variant: 'success',
      });
      // The outbox (with the contracts of every write it sends) loads here, not with the page.
      import('../../data/outbox')
        .then(({ enqueue }) =>
          enqueue('analytics.combo', {
            timestamp: combo.createdAt,
            recipeIds: combo.selectedRecipes.map((r) => r.id),
            recipeNames: combo.selectedRecipes.map((r) => r.title),
            comboTitle: combo.title,
          }),
        )
        .catch((err: unknown) => console.error('Combo analytics could not be queued', err));
    } catch (err) {
      console.error('Creating the combo failed', err);
      toast({
        title: 'Error',
        description: 'Failed to create recipe combination. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setCreating(false);
    }
  };

  const reset = () => {
    setResult(null);
    setOpened(null);
    size.set(1);
    setSelected([]);
    setTooFew(false);
    setTab('select');
  };

  const save = async () => {
    if (!made || isSaved) return;
    try {
      const savedId = await saveCombo(made);
      setResult({ combo: made, savedId });
      toast({
        title: 'Saved to my combos',
        description: 'This combo stays on this device, even offline.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Could not save',
        description: 'This device has no room to save the combo.',
        variant: 'destructive',
      });
    }
  };

  const open = (combo: TemporaryCombo, savedId: string) => {
    setResult({ combo, savedId });
    size.set(combo.size ?? 1);
    setOpened(combo.units ?? null);
    setTab('preview');
  };

  return {
    selected,
    toggle,
    tab,
    setTab,
    preview,
    result: made,
    /** Changes with a new combo, not with its size: what the page reveals. */
    revealKey: result,
    shown: made ?? preview,
    /** False for a saved combo whose recipes left the catalog: it shows as it was saved. */
    resizable: !result || !!parts?.length,
    size,
    units: units ?? null,
    setUnits,
    isSaved,
    savedCombos,
    creating,
    tooFew,
    create,
    reset,
    save,
    open,
  };
}
