import { useMemo, useState, type FormEvent } from 'react';
import { COMBO_DELAY_MS, MIN_COMBO_RECIPES, pickRecipes, type TemporaryCombo } from '../../../shared/combo';
import { deriveCombo } from '../../../shared/personal-combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toast } from '../../components/ui/toast-store';
import { saveCombo, useSavedCombos } from './saved-combos';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PersonalComboTab = 'select' | 'preview';

interface Result {
  combo: TemporaryCombo;
  savedId: string | null;
}

/**
 * The Personal Combo builder's state (docs/product.md#combos): the chosen recipes, the
 * live preview, the combo made after the spec's delay (with its analytics call queued in the outbox),
 * and saving it to the device.
 */
export function usePersonalCombo(recipes: readonly Recipe[]) {
  const [selected, setSelected] = useState<number[]>([]);
  const [tab, setTab] = useState<PersonalComboTab>('select');
  const [result, setResult] = useState<Result | null>(null);
  const [creating, setCreating] = useState(false);
  const [tooFew, setTooFew] = useState(false);

  const savedCombos = useSavedCombos();
  // A combo deleted from the list while it is open is temporary again.
  const isSaved = !!result?.savedId && (savedCombos === undefined || savedCombos.some((c) => c.id === result.savedId));
  const chosen = useMemo(() => pickRecipes(recipes, selected), [recipes, selected]);
  const preview = useMemo(() => (chosen.length >= MIN_COMBO_RECIPES ? deriveCombo(chosen) : null), [chosen]);

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
      await sleep(COMBO_DELAY_MS);
      const combo = deriveCombo(pickRecipes(recipes, selected));
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
    setSelected([]);
    setTooFew(false);
    setTab('select');
  };

  const save = async () => {
    if (!result || isSaved) return;
    try {
      const savedId = await saveCombo(result.combo);
      setResult({ ...result, savedId });
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
    setTab('preview');
  };

  return {
    selected,
    toggle,
    tab,
    setTab,
    preview,
    result: result?.combo ?? null,
    shown: result?.combo ?? preview,
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
