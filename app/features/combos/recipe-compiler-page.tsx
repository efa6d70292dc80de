import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import { MAX_COMBINE_RECIPES, MIN_COMBINE_RECIPES } from '../../../shared/combine-limits';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useOnline } from '../offline';
import { CombinationView } from './combination-view';
import { ActionBar } from './action-bar';
import { CombinerForm } from './combiner-form';
import { CompilerCards } from './compiler-cards';
import { RecipePicker } from './recipe-picker';
import { useFocusSelectTabOnReturn, useRevealOnNew } from './reveal';
import { TAB_CLASS, useCombinableRecipes } from './use-combinable-recipes';
import { useRecipeCompiler, type CompilerTab } from './use-recipe-compiler';

/** docs/product.md#combos (AI Recipe Combiner): choose recipes, add instructions, get one combined recipe. Online only. */
export function RecipeCompilerPage() {
  usePageTitle('AI Recipe Combiner');
  const { recipes, status } = useCombinableRecipes();
  const online = useOnline();
  const compiler = useRecipeCompiler(recipes, online);
  const { tab, selected, result } = compiler;
  const resultHeading = useRevealOnNew<HTMLHeadingElement>(result);
  const [selectTab, focusSelectTabOnReturn] = useFocusSelectTabOnReturn(tab);

  const another = () => {
    focusSelectTabOnReturn();
    compiler.reset();
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-4xl font-semibold sm:text-5xl">AI Recipe Combiner</h1>
      <p className="mt-3 max-w-2xl text-lg text-cocoa">
        Choose two or more recipes and we will write them up as one: ingredients merged, steps in working order, and an
        assembly at the end.
      </p>
      <p className="mt-2 max-w-2xl text-cocoa">
        Rather keep each recipe as written, even offline?{' '}
        <Link
          to="/create-combo"
          className="inline-flex min-h-11 items-center font-semibold text-crust underline underline-offset-4 hover:text-berry-dark"
        >
          Build a Personal Combo
        </Link>
      </p>

      <Tabs.Root value={tab} onValueChange={(value) => compiler.setTab(value as CompilerTab)} className="mt-8">
        <Tabs.List
          aria-label="AI Recipe Combiner"
          className="flex w-full gap-1 rounded-full border border-oat bg-white p-1 sm:inline-flex sm:w-auto"
        >
          <Tabs.Trigger ref={selectTab} value="select" className={TAB_CLASS}>
            Select Recipes
          </Tabs.Trigger>
          <Tabs.Trigger value="result" className={TAB_CLASS} disabled={!result}>
            View Combination
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="select" className="mt-8">
          <CombinerForm
            onSubmit={(e) => void compiler.submit(e)}
            picker={
              <RecipePicker
                recipes={recipes}
                status={status}
                selected={selected}
                onToggle={compiler.toggle}
                max={MAX_COMBINE_RECIPES}
              />
            }
            side={
              <CompilerCards
                selected={selected}
                titles={compiler.titles}
                prompt={compiler.prompt}
                onPrompt={compiler.setPrompt}
              />
            }
            bar={
              <ActionBar
                label="Your combination"
                count={selected.length}
                button="Create Recipe Combination"
                busyButton="Creating Recipe Combination..."
                busy={compiler.loading}
                disabled={selected.length < MIN_COMBINE_RECIPES || !online}
                notice={
                  !online &&
                  'You are offline. The recipe combiner needs an internet connection; your choices are kept until you are back online.'
                }
              />
            }
          />
        </Tabs.Content>

        <Tabs.Content value="result" className="mt-8">
          {result && (
            <CombinationView
              key={result.made}
              result={result}
              recipes={recipes}
              onAnother={another}
              headingRef={resultHeading}
              printing={tab === 'result'}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
