import { useEffect, useMemo } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { recipeJsonLd } from '../../../shared/structured-data';

const SELECTOR = 'script[type="application/ld+json"]';

/**
 * The schema.org Recipe for client-side navigations (issue 5). The server puts the same block in the
 * HTML of a directly loaded recipe; once the page takes over, that copy is removed so the document
 * never holds two (or a stale one after navigating to another recipe).
 */
export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  const json = useMemo(() => JSON.stringify(recipeJsonLd(recipe, window.location.origin)), [recipe]);
  useEffect(() => {
    for (const script of document.querySelectorAll(SELECTOR)) {
      if (!script.hasAttribute('data-recipe-jsonld')) script.remove();
    }
  }, []);
  return (
    <script type="application/ld+json" data-recipe-jsonld="">
      {json}
    </script>
  );
}
