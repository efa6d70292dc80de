import { useDeferredValue, useMemo, useRef, useState, type FormEvent } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import {
  MAX_COMBINE_RECIPES,
  MAX_CUSTOM_PROMPT,
  combinationSchema,
  type CombinationResult,
} from '../../../shared/schemas/ai';
import { apiRequest } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { usePageTitle } from '../../components/layout/use-page-title';
import { ShowMore, usePagedList } from '../../components/recipes/show-more';
import { useOnline } from '../offline';
import { CombinationView } from './combination-view';
import { describeCombineError } from './combine-error';
import { FilterMatches, RecipeFilterInput } from './recipe-filter';
import { useFocusSelectTabOnReturn, useRevealOnNew } from './reveal';
import { TAB_CLASS, useCombinableRecipes } from './use-combinable-recipes';

/** Recipes in the checklist before 'Show more' (issue 4); the demo catalog fits in one page. */
export const COMPILER_PAGE = 50;

/** spec visitor 2 (AI Recipe Combiner): choose recipes, add instructions, get one combined recipe. Online only. */
export function RecipeCompilerPage() {
  usePageTitle('AI Recipe Combiner');
  const { recipes, status } = useCombinableRecipes();
  const online = useOnline();
  const [tab, setTab] = useState<'select' | 'result'>('select');
  const [selected, setSelected] = useState<number[]>([]);
  const [prompt, setPrompt] = useState('');
  const [filter, setFilter] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<CombinationResult | null>(null);
  const resultHeading = useRevealOnNew<HTMLHeadingElement>(result);
  const [selectTab, focusSelectTabOnReturn] = useFocusSelectTabOnReturn(tab);

  const titles = useMemo(() => new Map(recipes.map((r) => [r.id, r.title])), [recipes]);
  const query = useDeferredValue(filter.trim().toLowerCase());
  const chosen = useMemo(() => new Set(selected), [selected]);
  // Chosen recipes stay in the list whatever the filter. `chosen` is read, not a dependency: a
  // tick must not reorder or shorten the list under the pointer.
  const matching = useMemo(
    () => (query ? recipes.filter((r) => r.title.toLowerCase().includes(query) || chosen.has(r.id)) : recipes),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recipes, query],
  );
  const { shown: shownRecipes, total: matchCount, more } = usePagedList(matching, COMPILER_PAGE, query);
  const listRef = useRef<HTMLUListElement>(null);
  const full = selected.length >= MAX_COMBINE_RECIPES;

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || selected.length < 2 || !online) return;
    setLoading(true);
    try {
      const body = { selectedRecipeIds: selected, ...(prompt.trim() ? { customPrompt: prompt.trim() } : {}) };
      const combination = combinationSchema.parse(await apiRequest('POST', '/api/ai/recipe-compiler', body));
      setResult(combination);
      setTab('result');
      toast({
        title: 'Recipe combination created!',
        description: 'Your custom recipe combination has been generated',
        variant: 'success',
      });
    } catch (err) {
      const { message, removedIds } = describeCombineError(err, titles);
      toast({ title: 'Error creating recipe combination', description: message, variant: 'destructive' });
      if (removedIds.length > 0) {
        // The admin deleted them since this device last synced: unpick them, and sync so the list drops them.
        setSelected((current) => current.filter((id) => !removedIds.includes(id)));
        void import('../../data/sync-client').then(({ syncRecipes }) => syncRecipes());
      }
    } finally {
      setLoading(false);
    }
  };

  const another = () => {
    focusSelectTabOnReturn();
    setResult(null);
    setSelected([]);
    setPrompt('');
    setTab('select');
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

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as 'select' | 'result')} className="mt-8">
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
            onSubmit={(e) => void submit(e)}
            className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
          >
            <fieldset className="card p-5 sm:p-6">
              <legend className="sr-only">Recipes to combine</legend>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 className="text-2xl">Choose recipes</h2>
                <div className="w-full sm:w-64">
                  <RecipeFilterInput id="compiler-filter" label="Filter recipes" value={filter} onChange={setFilter} />
                </div>
              </div>
              {status === 'loading' ? (
                <p className="mt-6 text-cocoa" role="status">
                  Loading recipes...
                </p>
              ) : status === 'error' && recipes.length === 0 ? (
                <p className="mt-6 text-berry-dark">Failed to load recipes. Please try again later.</p>
              ) : (
                <>
                  <FilterMatches
                    id="compiler-filter"
                    query={query}
                    count={matchCount}
                    className="mt-3 text-[15px] text-cocoa"
                  />
                  <ul ref={listRef} className="mt-1 divide-y divide-oat">
                    {shownRecipes.map((recipe) => {
                      const checked = chosen.has(recipe.id);
                      return (
                        <li key={recipe.id}>
                          <label
                            className={`flex cursor-pointer items-start gap-3 rounded-xl px-2 py-3 hover:bg-cream/60 ${!checked && full ? 'opacity-60' : ''}`}
                          >
                            <input
                              type="checkbox"
                              className="mt-1 h-5 w-5 shrink-0 accent-crust"
                              checked={checked}
                              disabled={!checked && full}
                              onChange={() => toggle(recipe.id)}
                              aria-label={recipe.title}
                              aria-describedby={`compiler-desc-${recipe.id}`}
                            />
                            <span>
                              <span className="block font-semibold">{recipe.title}</span>
                              <span id={`compiler-desc-${recipe.id}`} className="block text-[15px] text-cocoa">
                                {recipe.description}
                              </span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                  <ShowMore
                    shown={shownRecipes.length}
                    total={matchCount}
                    pageSize={COMPILER_PAGE}
                    what="recipes"
                    onMore={more}
                    listRef={listRef}
                  />
                </>
              )}
            </fieldset>

            <div className="flex flex-col gap-4 lg:sticky lg:top-24">
              <section className="card p-5" aria-labelledby="selected-heading">
                <h2 id="selected-heading" className="text-xl">
                  Selected Recipes ({selected.length})
                </h2>
                {selected.length === 0 ? (
                  <p className="mt-2 text-[15px] text-cocoa">None yet: tick at least two recipes.</p>
                ) : (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {selected.map((id) => (
                      <li key={id} className="rounded-full bg-crust/10 px-3 py-1 text-sm font-semibold text-crust">
                        {titles.get(id) ?? `Recipe ${id}`}
                      </li>
                    ))}
                  </ul>
                )}
                {full && (
                  <p className="mt-2 text-sm text-cocoa">
                    You can combine up to {MAX_COMBINE_RECIPES} recipes at a time.
                  </p>
                )}
              </section>
              <section className="card p-5" aria-labelledby="instructions-heading">
                <h2 id="instructions-heading" className="text-xl">
                  <label htmlFor="compiler-prompt">Additional Instructions (Optional)</label>
                </h2>
                <textarea
                  id="compiler-prompt"
                  className="input mt-3 min-h-28"
                  maxLength={MAX_CUSTOM_PROMPT}
                  value={prompt}
                  onChange={(e) => setPrompt(e.target.value)}
                  placeholder="e.g. make it for 24 people, or metric please"
                />
              </section>
              {!online && (
                <p role="status" className="rounded-2xl bg-cocoa px-4 py-3 text-white">
                  You are offline. The recipe combiner needs an internet connection; your choices are kept until you are
                  back online.
                </p>
              )}
              <button type="submit" className="btn-accent w-full" disabled={loading || selected.length < 2 || !online}>
                {loading ? 'Creating Recipe Combination...' : 'Create Recipe Combination'}
              </button>
            </div>
          </form>
        </Tabs.Content>

        <Tabs.Content value="result" className="mt-8">
          {result && <CombinationView combination={result} onAnother={another} headingRef={resultHeading} />}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
