import { useMemo, useState, type FormEvent } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import {
  COMBO_DELAY_MS,
  MIN_COMBO_RECIPES,
  deriveCombo,
  pickRecipes,
  type TemporaryCombo,
} from '../../../shared/combo';
import { enqueue } from '../../data/outbox';
import { toast } from '../../components/ui/toast-store';
import { usePageTitle } from '../../components/layout/use-page-title';
import { PrintSheet } from '../recipe-tools';
import { ComboRecipePicker } from './combo-recipe-picker';
import { ComboSheet } from './combo-sheet';
import { LivePreview, PreviewBar } from './live-preview';
import { useFocusSelectTabOnReturn, useRevealOnNew } from './reveal';
import { SavedCombos } from './saved-combos-list';
import { saveCombo, useSavedCombos } from './saved-combos';
import { TAB_CLASS, useCombinableRecipes } from './use-combinable-recipes';
import { useHeightVar } from './use-height-var';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Result {
  combo: TemporaryCombo;
  savedId: string | null;
}

/** spec visitor 2 (Personal Combo builder), with DESIGN decision 6 (save to the device). */
export function CreateComboPage() {
  usePageTitle('Create Your Personal Combo');
  const { recipes, status } = useCombinableRecipes();
  const [selected, setSelected] = useState<number[]>([]);
  const [tab, setTab] = useState<'select' | 'preview'>('select');
  const [result, setResult] = useState<Result | null>(null);
  const [creating, setCreating] = useState(false);
  const [tooFew, setTooFew] = useState(false);

  const savedCombos = useSavedCombos();
  // A combo deleted from the list while it is open is temporary again.
  const isSaved = !!result?.savedId && (savedCombos === undefined || savedCombos.some((c) => c.id === result.savedId));
  const chosen = useMemo(() => pickRecipes(recipes, selected), [recipes, selected]);
  const preview = useMemo(() => (chosen.length >= MIN_COMBO_RECIPES ? deriveCombo(chosen) : null), [chosen]);
  const shown = result?.combo ?? preview;
  const resultHeading = useRevealOnNew<HTMLHeadingElement>(result?.combo);
  const [selectTab, focusSelectTabOnReturn] = useFocusSelectTabOnReturn(tab);
  // The cards keep clear of the phone's sticky bar when they take focus (combo-recipe-picker.tsx).
  const phoneBar = useHeightVar<HTMLElement>('--combo-bar-height');

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
      enqueue('combo.analytics', {
        timestamp: combo.createdAt,
        recipeIds: combo.selectedRecipes.map((r) => r.id),
        recipeNames: combo.selectedRecipes.map((r) => r.title),
        comboTitle: combo.title,
      }).catch((err: unknown) => console.error('Combo analytics could not be queued', err));
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

  const startOver = () => {
    focusSelectTabOnReturn();
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

  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-4xl font-semibold sm:text-5xl">Create Your Personal Combo</h1>
      <p className="mt-3 max-w-2xl text-lg text-cocoa">
        Pick two or more recipes to bake together. We put their ingredients and steps in one printable recipe, right
        here on your device.
      </p>
      <p className="no-print mt-2 max-w-2xl text-cocoa">
        Want shared ingredients totalled and the steps put in working order?{' '}
        <Link
          to="/recipe-compiler"
          className="inline-flex min-h-11 items-center font-semibold text-crust underline underline-offset-4 hover:text-berry-dark"
        >
          Try the AI Recipe Combiner
        </Link>
      </p>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as 'select' | 'preview')} className="mt-8">
        <Tabs.List
          aria-label="Personal combo"
          className="no-print flex w-full gap-1 rounded-full border border-oat bg-white p-1 sm:inline-flex sm:w-auto"
        >
          <Tabs.Trigger ref={selectTab} value="select" className={TAB_CLASS}>
            Select Recipes
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={TAB_CLASS} disabled={!shown}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="select" className="mt-8">
          {status === 'loading' ? (
            <p className="text-lg text-cocoa" role="status">
              Loading recipes...
            </p>
          ) : status === 'error' && recipes.length === 0 ? (
            <p className="text-lg text-berry-dark">Failed to load recipes. Please try again later.</p>
          ) : (
            <form
              onSubmit={(e) => void create(e)}
              className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
            >
              <ComboRecipePicker recipes={recipes} selected={selected} onToggle={toggle} />
              <aside
                className="hidden flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:flex"
                aria-label="Your combo"
              >
                {preview && <LivePreview combo={preview} />}
                <CreateBar count={selected.length} creating={creating} tooFew={tooFew} />
              </aside>
              {/* On a phone the live preview and the button stay in reach at the bottom of the screen while you pick
                  (the aside above would only come after every recipe card). */}
              <aside
                ref={phoneBar}
                className="sticky bottom-[var(--dock-height,0px)] z-10 -mx-4 border-t border-oat bg-flour/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
                aria-label="Your combo"
              >
                {preview && <PreviewBar combo={preview} />}
                <CreateBar count={selected.length} creating={creating} tooFew={tooFew} compact />
              </aside>
            </form>
          )}
          <SavedCombos saved={savedCombos} onOpen={open} />
        </Tabs.Content>

        <Tabs.Content value="preview" className="mt-8">
          {shown && (
            <>
              <ComboSheet combo={shown} saved={isSaved} headingRef={resultHeading} />
              <div className="no-print mt-6 flex flex-wrap gap-3">
                {result ? (
                  <>
                    <button type="button" className="btn-primary" onClick={() => window.print()}>
                      Print Recipe
                    </button>
                    <button type="button" className="btn-outline" onClick={() => void save()} disabled={isSaved}>
                      {isSaved ? 'Saved to my combos' : 'Save to my combos'}
                    </button>
                    <button type="button" className="btn-ghost" onClick={startOver}>
                      Create Another Combo
                    </button>
                  </>
                ) : (
                  <button type="button" className="btn-accent" onClick={() => void create()} disabled={creating}>
                    {creating ? 'Creating Combo...' : 'Create Recipe Combo'}
                  </button>
                )}
              </div>
              {tab === 'preview' && result && (
                <PrintSheet
                  recipe={{
                    title: shown.title,
                    facts: [
                      'Personal Combo',
                      `Serves ${shown.servings}`,
                      `Prep ${shown.prepTime}`,
                      `Cook ${shown.cookTime}`,
                    ],
                    description: shown.description,
                    ingredients: shown.ingredients,
                    instructions: shown.instructions,
                    numbered: true,
                    notes: [shown.story],
                  }}
                />
              )}
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function CreateBar({
  count,
  creating,
  tooFew,
  compact = false,
}: {
  count: number;
  creating: boolean;
  tooFew: boolean;
  compact?: boolean;
}) {
  const chosen = count === 0 ? 'No recipes chosen yet.' : `${count} ${count === 1 ? 'recipe' : 'recipes'} chosen.`;
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-x-4 gap-y-1' : 'card p-5'}>
      <p className={compact ? 'text-[15px] text-cocoa' : 'text-cocoa'}>{chosen}</p>
      <button
        type="submit"
        className={`btn-accent ${compact ? 'ml-auto' : 'mt-3 w-full'}`}
        disabled={count < MIN_COMBO_RECIPES || creating}
      >
        {creating ? 'Creating Combo...' : 'Create Recipe Combo'}
      </button>
      {tooFew ? (
        <p role="alert" className="field-error basis-full">
          Please select at least 2 recipes
        </p>
      ) : (
        count < MIN_COMBO_RECIPES &&
        !compact && <p className="mt-2 text-sm text-cocoa">Choose at least two recipes to combine.</p>
      )}
    </div>
  );
}
