import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { MAX_COMBINE_RECIPES } from '../../../shared/schemas/ai';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useOnline } from '../offline';
import { CombinationView } from './combination-view';
import { CompilerRecipeList } from './compiler-recipe-list';
import { CompilerSidebar } from './compiler-sidebar';
import { useFocusSelectTabOnReturn, useRevealOnNew } from './reveal';
import { TAB_CLASS, useCombinableRecipes } from './use-combinable-recipes';
import { useRecipeCompiler, type CompilerTab } from './use-recipe-compiler';

export { COMPILER_PAGE } from './compiler-recipe-list';

/** docs/product.md#combos (AI Recipe Combiner): choose recipes, add instructions, get one combined recipe. Online only. */
export function RecipeCompilerPage() {
  usePageTitle('AI Recipe Combiner');
  const { recipes, status } = useCombinableRecipes();
  const online = useOnline();
  const compiler = useRecipeCompiler(recipes, online);
  const { tab, selected, result } = compiler;
  const [filter, setFilter] = useState('');
  const resultHeading = useRevealOnNew<HTMLHeadingElement>(result);
  const [selectTab, focusSelectTabOnReturn] = useFocusSelectTabOnReturn(tab);
  const full = selected.length >= MAX_COMBINE_RECIPES;

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
          <form
            onSubmit={(e) => void compiler.submit(e)}
            className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
          >
            <CompilerRecipeList
              recipes={recipes}
              status={status}
              selected={selected}
              full={full}
              filter={filter}
              onFilter={setFilter}
              onToggle={compiler.toggle}
            />
            <CompilerSidebar
              selected={selected}
              titles={compiler.titles}
              full={full}
              prompt={compiler.prompt}
              onPrompt={compiler.setPrompt}
              online={online}
              loading={compiler.loading}
            />
          </form>
        </Tabs.Content>

        <Tabs.Content value="result" className="mt-8">
          {result && (
            <CombinationView
              combination={result}
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
