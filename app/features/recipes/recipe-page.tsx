import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Recipe } from '../../../shared/schemas/recipe';
import { categoryLabel } from '../../../shared/categories';
import { paragraphs } from '../../../shared/story-links';
import { formatMinutes, timesAt } from '../../../shared/total-time';
import { NetworkError } from '../../data/api';
import { catalogSeeded } from '../../data/catalog-seed';
import { fetchRecipeIntoDevice, recipeBySlugOrId, sameRecipe } from '../../data/recipes';
import { useCatalogQuery } from '../../hooks/use-catalog-query';
import { RECIPE_PHOTO_SIZES } from '../../../shared/images';
import { RatingBadge } from '../../components/recipes/rating-badge';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { usePageTitle } from '../../components/layout/use-page-title';
import { usePageRecipes } from '../../components/recipes/use-page-recipes';
import { RecipeWorkspace, useRecipeSize } from '../recipe-tools';
import { GoneParts, useBakeableCombo } from '../combos';
import { FavoriteButton } from '../favorites';
import { RecipeReviews } from '../reviews';
import { StoryText } from './story-text';

// Only a missing recipe needs it: on demand, out of the recipe page's first load.
const RecipeNotFound = lazy(() => import('./recipe-not-found').then((m) => ({ default: m.RecipeNotFound })));

/** docs/product.md#recipes (Recipe detail): read from the device; asked from the API only if missing. */
export function RecipePage() {
  const { id = '' } = useParams();
  const { fromPage, deviceReady } = usePageRecipes((recipes) =>
    recipes.find((r) => r.slug === id || String(r.id) === id),
  );
  const recipe = useCatalogQuery(
    () => (deviceReady ? recipeBySlugOrId(id) : Promise.resolve(fromPage)),
    [id, deviceReady],
    {
      initial: fromPage,
      same: sameRecipe,
    },
  );
  // 'offline': not on the device, and the server could not be asked (a first sync cut off offline).
  const [lookup, setLookup] = useState<'idle' | 'fetching' | 'missing' | 'offline'>('idle');

  useEffect(() => {
    if (recipe !== null && recipe !== undefined) return;
    let cancelled = false;
    // undefined means "still reading" as well as "not here"; wait for a real miss before asking
    // (and for the recipe the server put in this page's HTML to be stored).
    void catalogSeeded()
      .then(() => recipeBySlugOrId(id))
      .then((local) => {
        if (local || cancelled) return;
        setLookup('fetching');
        fetchRecipeIntoDevice(id)
          .then((found) => !cancelled && setLookup(found ? 'idle' : 'missing'))
          .catch((err: unknown) => !cancelled && setLookup(err instanceof NetworkError ? 'offline' : 'missing'));
      });
    return () => {
      cancelled = true;
    };
  }, [id, recipe]);

  usePageTitle(recipe ? recipe.title : lookup === 'missing' || lookup === 'offline' ? 'Recipe Not Found' : null);

  // Once the sync brings the recipe (back online), the device read above shows it.
  if (recipe) return <RecipeView recipe={recipe} />;
  if (lookup === 'missing' || lookup === 'offline')
    return (
      <Suspense fallback={<RecipeSkeleton />}>
        <RecipeNotFound offline={lookup === 'offline'} address={id} />
      </Suspense>
    );
  return <RecipeSkeleton />;
}

function RecipeView({ recipe: stored }: { recipe: Recipe }) {
  // A Favorite Combo shows the recipes it links as sections (docs/product.md#combos).
  const { recipe, gone } = useBakeableCombo(stored);
  const size = useRecipeSize(recipe);
  const { totalMinutes: total, cookTime } = size.times ?? timesAt(recipe);
  return (
    <article className="pb-10">
      <header className="bg-cream">
        <div className="container-page grid gap-8 py-10 md:grid-cols-2 md:items-center">
          <div>
            {/* Each link a 44 px tap target (docs/product.md: touch targets on a phone). */}
            <nav
              aria-label="Breadcrumb"
              className="-my-3 flex flex-wrap items-center gap-x-1 text-sm text-cocoa no-print"
            >
              <Link to="/recipes" className="inline-flex min-h-11 min-w-11 items-center hover:text-crust">
                Recipes
              </Link>
              {recipe.tags[0] && (
                <>
                  <span aria-hidden="true"> / </span>
                  <Link
                    to={`/recipes?tag=${encodeURIComponent(recipe.tags[0])}`}
                    className="inline-flex min-h-11 min-w-11 items-center hover:text-crust"
                  >
                    {categoryLabel(recipe.tags[0])}
                  </Link>
                </>
              )}
            </nav>
            <h1 id="title" className="mt-3 text-4xl font-semibold sm:text-5xl">
              {recipe.title}
            </h1>
            {recipe.rating && (
              <a href="#reviews" className="mt-3 inline-flex min-h-11 items-center rounded-full hover:underline">
                <RatingBadge rating={recipe.rating} large />
              </a>
            )}
            <p className="mt-4 text-lg text-cocoa">{recipe.description}</p>
            {/* Three in a row only where the half-width column has room ('Intermediate' ran out of its box at 768 to 1024 px). */}
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-2 xl:grid-cols-3">
              <Fact label="Prep" value={recipe.prepTime} />
              <Fact label="Cook" value={cookTime} />
              {total !== null && <Fact label="Total" value={formatMinutes(total)} />}
              <Fact label="Serves" value={size.servings} />
              <Fact label="Difficulty" value={recipe.difficulty} />
            </dl>
            <div className="mt-6 no-print">
              <FavoriteButton recipeId={recipe.id} variant="labelled" />
            </div>
            {recipe.dietaryInfo.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Dietary information">
                {recipe.dietaryInfo.map((d) => (
                  <li key={d} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-sage">
                    {d}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <RecipeImage
            url={recipe.imageUrl}
            alt={recipe.title}
            sizes={RECIPE_PHOTO_SIZES}
            className="aspect-[4/3] w-full rounded-3xl shadow-lg"
            priority
            placeholder={recipe}
          />
        </div>
      </header>

      <div className="container-page mt-10 grid gap-12">
        {recipe.story && (
          <section id="story" aria-labelledby="story-heading" className="max-w-3xl scroll-mt-24">
            <h2 id="story-heading" className="text-2xl">
              The story
            </h2>
            <div className="mt-3 space-y-4 text-lg leading-relaxed text-ink">
              {paragraphs(recipe.story).map((p, i) => (
                <p key={i}>
                  <StoryText text={p} />
                </p>
              ))}
            </div>
          </section>
        )}

        <GoneParts titles={gone} />
        <RecipeWorkspace recipe={recipe} size={size} />

        {recipe.notes && (
          <section id="notes" aria-labelledby="notes-heading" className="max-w-3xl scroll-mt-24">
            <h2 id="notes-heading" className="text-2xl">
              Notes
            </h2>
            <div className="mt-3 space-y-3 rounded-2xl bg-cream/70 p-6 text-ink">
              {paragraphs(recipe.notes).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
        )}

        <RecipeReviews recipe={recipe} />
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white px-3 py-2">
      <dt className="text-xs font-bold tracking-wider text-cocoa uppercase">{label}</dt>
      <dd className="font-semibold">{value || '—'}</dd>
    </div>
  );
}

function RecipeSkeleton() {
  return (
    <div className="container-page py-10" role="status" aria-busy="true" aria-label="Loading recipe">
      <div className="grid gap-8 md:grid-cols-2">
        <div className="space-y-4">
          <div className="skeleton h-12 w-3/4" />
          <div className="skeleton h-5 w-full" />
          <div className="skeleton h-5 w-2/3" />
        </div>
        <div className="skeleton aspect-[4/3] w-full" />
      </div>
    </div>
  );
}
