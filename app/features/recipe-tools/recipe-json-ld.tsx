import { useEffect, useMemo } from 'react';
import { useHydrated } from '../../components/use-browser-value';
import type { Recipe } from '../../../shared/schemas/recipe';
import { recipeJsonLd } from '../../../shared/structured-data';
import { pageReviews } from '../../data/page-reviews';

const SELECTOR = 'script[type="application/ld+json"]';

/**
 * The schema.org Recipe for client-side navigations (issue 5). The server puts the same block in the
 * HTML of a directly loaded recipe; once the page takes over, that copy is removed so the document
 * never holds two (or a stale one after navigating to another recipe).
 */
export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  // The server's render of the page leaves it to the copy in the head (it knows no window.location).
  const hydrated = useHydrated();
  const json = useMemo(
    // With the reviews the page's HTML carried, as the server's copy names them (docs/product.md#reviews).
    () =>
      hydrated
        ? JSON.stringify(
            recipeJsonLd(recipe, window.location.origin, pageReviews(window.location.pathname, recipe.slug)?.reviews),
          )
        : null,
    [recipe, hydrated],
  );
  useEffect(() => {
    if (!hydrated) return;
    for (const script of document.querySelectorAll(SELECTOR)) {
      if (!script.hasAttribute('data-recipe-jsonld')) script.remove();
    }
  }, [hydrated]);
  if (json === null) return null;
  return (
    <script type="application/ld+json" data-recipe-jsonld="">
      {json}
    </script>
  );
}
