import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useMediaQuery } from '../../components/use-media-query';
import { FavoriteRecipeCard } from '../favorites';

/** Below this many recipes every card is in the page (find-in-page, print); above, only the rows near the screen. */
export const VIRTUALIZE_FROM = 200;
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function RecipeGrid({ recipes }: { recipes: Recipe[] }) {
  if (recipes.length < VIRTUALIZE_FROM) {
    return (
      // Up to VIRTUALIZE_FROM cards, each laid out and painted only as it comes near the screen.
      <div className={`${GRID} *:render-near-screen`}>
        {recipes.map((recipe, i) => (
          <FavoriteRecipeCard key={recipe.id} recipe={recipe} priority={i < 2} />
        ))}
      </div>
    );
  }
  return <VirtualRecipeGrid recipes={recipes} />;
}

/** The grid's column count, following the same breakpoints as its classes (sm 640, lg 1024). */
function useColumns(): number {
  const small = useMediaQuery('(min-width: 640px)');
  const large = useMediaQuery('(min-width: 1024px)');
  return large ? 3 : small ? 2 : 1;
}

/**
 * 10,000 recipes on the device (issue 4): rows of cards rendered around the viewport, the
 * window scrolling as usual. Rows are measured, so a long title or a wrapped line is fine.
 */
function VirtualRecipeGrid({ recipes }: { recipes: Recipe[] }) {
  const columns = useColumns();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const update = () => setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const rowCount = Math.ceil(recipes.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (columns === 1 ? 460 : 430),
    overscan: 3,
    scrollMargin,
    initialRect: { width: 1280, height: 1600 },
  });
  return (
    <div
      ref={listRef}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="recipe-grid-virtual"
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={`${GRID} absolute top-0 left-0 w-full pb-6`}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {recipes.slice(row.index * columns, row.index * columns + columns).map((recipe, i) => (
            <FavoriteRecipeCard key={recipe.id} recipe={recipe} priority={row.index === 0 && i < 2} />
          ))}
        </div>
      ))}
    </div>
  );
}
