import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { MIN_COMBO_RECIPES } from '../../../shared/combo';
import { ActionBar } from './action-bar';
import { CombinerForm } from './combiner-form';
import { ComboPreview } from './combo-preview';
import { ComboToolbar } from './combo-toolbar';
import { RecipePicker } from './recipe-picker';
import { LivePreview, PreviewBar } from './live-preview';
import { useFocusSelectTabOnReturn, useRevealOnNew } from './reveal';
import { SavedCombos } from './saved-combos-list';
import { TAB_CLASS, useCombinableRecipes } from './use-combinable-recipes';
import { usePersonalCombo, type PersonalComboTab } from './use-personal-combo';

/** docs/product.md#combos (Personal Combo builder, with saving to the device). */
export function CreateComboPage() {
  usePageTitle('Create Your Personal Combo');
  const { recipes, status } = useCombinableRecipes();
  const combo = usePersonalCombo(recipes);
  const { selected, preview, shown, tab, creating, tooFew } = combo;
  const resultHeading = useRevealOnNew<HTMLHeadingElement>(combo.revealKey);
  const [selectTab, focusSelectTabOnReturn] = useFocusSelectTabOnReturn(tab);

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
          <CombinerForm
            onSubmit={(e) => void combo.create(e)}
            picker={<RecipePicker recipes={recipes} status={status} selected={selected} onToggle={combo.toggle} />}
            side={preview && <LivePreview combo={preview} className="hidden lg:block" />}
            bar={
              <ActionBar
                label="Your combo"
                count={selected.length}
                button="Create Recipe Combo"
                busyButton="Creating Combo..."
                busy={creating}
                disabled={selected.length < MIN_COMBO_RECIPES}
                alert={tooFew ? 'Please select at least 2 recipes' : null}
                top={preview && <PreviewBar combo={preview} />}
              />
            }
          />
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
              toolbar={
                combo.resizable && (
                  <ComboToolbar
                    size={combo.size.at(shown.servings)}
                    units={shown.units ?? 'us'}
                    onUnits={combo.setUnits}
                  />
                )
              }
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
