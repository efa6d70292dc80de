import { RECIPE_CATEGORIES } from '../../../shared/categories';
import { RecipeCardSkeleton } from '../../components/recipes/recipe-card';
import { usePageTitle } from '../../components/layout/use-page-title';
import { RecipeGrid } from './recipe-grid';
import { ListToolbar } from './list-toolbar';
import { useRecipeResults } from './use-recipe-results';
import { useSearchBox } from './use-search-box';

/** docs/product.md#recipes (Recipes): search, category chips (?tag=), grid, skeletons, empty and error states. */
export function RecipesPage() {
  usePageTitle('Recipes');
  const { tag, search, query, setQuery, selectTag } = useSearchBox();
  const { recipes, status, found, catalogNote, filtered, shownFromPage, prefs, setPrefs } = useRecipeResults(
    tag,
    search,
  );

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl sm:text-4xl">Recipes</h1>
      <p className="mt-2 text-cocoa">Every recipe is saved on this device once it has synced, ready for the kitchen.</p>
      <form role="search" className="mt-6" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="recipe-search" className="label">
          Search recipes
        </label>
        <input
          id="recipe-search"
          type="search"
          className="input max-w-xl"
          placeholder="Try “lemon” or “buttercream”"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <div className="mt-5 flex gap-2 overflow-x-auto pb-2" role="group" aria-label="Categories">
        {RECIPE_CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            className="chip shrink-0"
            aria-pressed={tag === c.id}
            onClick={() => selectTag(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {/* A tag that is not one of the chips (a recipe's own tag in its breadcrumb, an old link): say which list this is. */}
      {tag !== 'all' && !RECIPE_CATEGORIES.some((c) => c.id === tag) && (
        <p className="mt-3 text-cocoa">Showing recipes tagged “{tag}”.</p>
      )}
      {/* How many a search or category found, said once the list settles (the cards themselves are not announced). */}
      <p role="status" className="sr-only">
        {status === 'ready' ? found : ''}
      </p>
      <div className="mt-5 sm:mt-8">
        {status === 'error' && (
          <p role="alert" className="card p-6 text-center text-cocoa">
            Failed to load recipes. Please try again later.
          </p>
        )}
        {(status === 'loading' || (status === 'ready' && !recipes)) && (
          <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </div>
        )}
        {status === 'ready' && recipes && recipes.length === 0 && (
          <div className="card p-10 text-center">
            <h2 className="text-2xl">No recipes found</h2>
            {catalogNote && <p className="mt-2 text-cocoa">{catalogNote}</p>}
            <p className="mt-2 text-cocoa">Try another word or category.</p>
          </div>
        )}
        {status === 'ready' && recipes && recipes.length > 0 && (
          <section aria-labelledby="recipe-results-heading">
            <ListToolbar count={shownFromPage ? null : recipes.length} prefs={prefs} onChange={setPrefs} />
            <RecipeGrid recipes={recipes} view={prefs.view} />
            {/* Only for a search or a category (the whole list visibly grows as recipes arrive), and
                under the cards, where the list ends: above them, its arrival once the device had
                answered pushed every card down (layout shift 0.1 on a first visit). */}
            {catalogNote && filtered && <p className="mt-6 text-cocoa">{catalogNote}</p>}
          </section>
        )}
      </div>
    </div>
  );
}
