import { Link } from 'react-router-dom';
import { BRAND, BRAND_TAGLINE } from '../../../shared/brand';
import { featuredRecipes, inFeaturedOrder, sameRecipes } from '../../data/recipes';
import { useCatalogQuery } from '../../hooks/use-catalog-query';
import { RecipeCardSkeleton } from '../../components/recipes/recipe-card';
import { useCatalogStatus } from '../../components/recipes/use-catalog-status';
import { usePageRecipes } from '../../components/recipes/use-page-recipes';
import { usePageTitle } from '../../components/layout/use-page-title';
import { FavoriteRecipeCard } from '../favorites';
import { CATALOG_NOTES, useCatalogNote } from '../../components/recipes/use-catalog-note';
import { HeroHeadline } from './hero-headline';
import { LearnWithUs } from './learn-with-us';
import { Gallery } from './gallery';
import { Newsletter } from './newsletter';
import { useArrival } from './use-arrival';

/** docs/product.md#recipes (Home). */
export function HomePage() {
  usePageTitle(BRAND_TAGLINE);
  useArrival();
  return (
    <>
      <section className="relative overflow-hidden bg-cream">
        <div className="container-page grid items-center gap-10 py-14 md:grid-cols-[1.1fr_0.9fr] md:py-20">
          <div>
            <p className="text-sm font-bold tracking-widest text-berry uppercase">{BRAND}</p>
            <HeroHeadline />
            <p className="mt-5 max-w-xl text-lg text-cocoa">
              Tested recipes you can scale, print and cook from with no signal, plus small hands-on classes for bakers
              at every stage.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/recipes" className="btn-primary">
                Browse recipes
              </Link>
              <Link to="/shop" className="btn-outline">
                Classes &amp; tutorials
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <FeaturedRecipes />
      <LearnWithUs />
      <Gallery />
      <Newsletter />
    </>
  );
}

/**
 * The featured cards after the first (the largest paint) are laid out and painted only as they
 * come near the screen; off it, their photos wait too, instead of sharing a phone's first second
 * of network with the first card's photo, the fonts and the scripts.
 */
const AFTER_THE_FIRST_NEAR_SCREEN =
  '[&>:not(:first-child)]:[content-visibility:auto] [&>:not(:first-child)]:[contain-intrinsic-size:auto_28rem]';

/**
 * The featured recipes: what the page's HTML carried, then the device's. A section of its own, so
 * the sync's and the device's answers render it again, not the whole page.
 */
function FeaturedRecipes() {
  const { fromPage, deviceReady } = usePageRecipes(inFeaturedOrder);
  // Once stored, the page's recipes are read back from the device unchanged: no second render.
  const featured = useCatalogQuery(() => (deviceReady ? featuredRecipes() : Promise.resolve(fromPage)), [deviceReady], {
    initial: fromPage,
    same: sameRecipes,
  });
  const status = useCatalogStatus(featured === undefined ? undefined : featured.length > 0);
  // Offline with only part of the catalog on the device (a first sync cut off), no featured recipe
  // may have arrived yet: that is not a failure to load, and they come once the device is back online.
  const catalogNote = useCatalogNote();
  const waitingForCatalog = status === 'error' && catalogNote === CATALOG_NOTES.offline;

  return (
    <section className="container-page py-14" aria-labelledby="featured-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-3xl">
            Featured Recipes
          </h2>
          <p className="mt-1 text-cocoa">The bakes I make again and again.</p>
        </div>
        <Link to="/recipes" className="btn-ghost">
          View all recipes <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${AFTER_THE_FIRST_NEAR_SCREEN}`}>
        {status === 'loading' && [0, 1, 2].map((i) => <RecipeCardSkeleton key={i} />)}
        {status === 'ready' &&
          featured?.map((recipe, i) => <FavoriteRecipeCard key={recipe.id} recipe={recipe} priority={i === 0} />)}
      </div>
      {waitingForCatalog && (
        <p role="status" className="card mt-8 p-6 text-center text-cocoa">
          The featured recipes are not on this device yet. They will appear here when you are back online.
        </p>
      )}
      {status === 'error' && !waitingForCatalog && (
        <p role="alert" className="card mt-8 p-6 text-center text-cocoa">
          Failed to load recipes. Please try again later.
        </p>
      )}
    </section>
  );
}

/**
 * The hero photo, beside the headline from the md breakpoint up. On phones its box is hidden and
 * the picture's source does not match, so the photo is never downloaded there (a hidden <img>
 * still is, at high priority, ahead of the first recipe photo). Chosen by the browser, not by a
 * script: the server renders it the same for every screen (decision 007).
 */
function HeroArt() {
  return (
    <div className="relative mx-auto hidden aspect-square w-full max-w-md md:block" aria-hidden="true">
      <div className="absolute inset-6 rounded-full bg-oat/70" />
      <picture>
        <source media="(min-width: 768px)" srcSet="/objects/gallery-1/800" />
        <img
          src={BLANK_IMAGE}
          alt=""
          width={800}
          height={600}
          className="absolute inset-0 m-auto w-[88%] rounded-3xl shadow-xl"
          fetchPriority="high"
        />
      </picture>
    </div>
  );
}

/** A transparent pixel: what the hero's <img> shows where its photo's source does not apply. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
