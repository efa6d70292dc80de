import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/use-page-title';
import { ComboPreview } from './combo-preview';
import { ComboRecipePicker } from './combo-recipe-picker';
import { CreateBar } from './create-bar';
import { LivePreview, PreviewBar } from './live-preview';
import { useFocusSelectTabOnReturn, useRevealOnNew } from './reveal';
import { SavedCombos } from './saved-combos-list';
import { TAB_CLASS, useCombinableRecipes } from './use-combinable-recipes';
import { useHeightVar } from './use-height-var';
import { usePersonalCombo, type PersonalComboTab } from './use-personal-combo';

/** docs/product.md#combos (Personal Combo builder, with saving to the device). */
export function CreateComboPage() {
  usePageTitle('Create Your Personal Combo');
  const { recipes, status } = useCombinableRecipes();
  const combo = usePersonalCombo(recipes);
  const { selected, preview, shown, tab, creating, tooFew } = combo;
  const resultHeading = useRevealOnNew<HTMLHeadingElement>(combo.result);
  const [selectTab, focusSelectTabOnReturn] = useFocusSelectTabOnReturn(tab);
  // The cards keep clear of the phone's sticky bar when they take focus (combo-recipe-picker.tsx).
  const phoneBar = useHeightVar<HTMLElement>('--combo-bar-height');

  const startOver = () => {
    focusSelectTabOnReturn();
    combo.reset();
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

      <Tabs.Root value={tab} onValueChange={(value) => combo.setTab(value as PersonalComboTab)} className="mt-8">
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
              onSubmit={(e) => void combo.create(e)}
              className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
            >
              <ComboRecipePicker recipes={recipes} selected={selected} onToggle={combo.toggle} />
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
          <SavedCombos saved={combo.savedCombos} onOpen={combo.open} />
        </Tabs.Content>

        <Tabs.Content value="preview" className="mt-8">
          {shown && (
            <ComboPreview
              combo={shown}
              made={combo.result !== null}
              saved={combo.isSaved}
              creating={creating}
              printing={tab === 'preview'}
              headingRef={resultHeading}
              onCreate={() => void combo.create()}
              onSave={() => void combo.save()}
              onAnother={startOver}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
