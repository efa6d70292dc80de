import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useHydrated } from '../../components/use-browser-value';
import { useMediaQuery } from '../../components/use-media-query';
import { PHONE_QUERY, type ListView, type RecipeView } from './list-preferences';
import { CompactRecipeCard, RecipeRow } from './recipe-row';

/** Below this many recipes every card is in the page (find-in-page, print); above, only the rows near the screen. */
export const VIRTUALIZE_FROM = 200;
/** Cards: two smaller columns on a phone, three from 1024 px. The list: one row per recipe, two columns from 1024 px. */
const LAYOUT: Record<RecipeView, string> = {
  cards: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3',
  list: 'grid gap-2 sm:gap-3 lg:grid-cols-2',
};
/** 'auto' (no view chosen yet): the list's one column on a phone, the cards' columns from 640 px. */
const AUTO_LAYOUT = 'grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';
/** Where Tailwind's `sm:` begins, as the built stylesheet states it: the card shows, the list line is hidden. */
const SM_QUERY = '(min-width: 40rem)';
const AUTO_NEAR_SCREEN =
  '*:[content-visibility:auto] *:[contain-intrinsic-size:auto_6rem] sm:*:[contain-intrinsic-size:auto_28rem]';
/**
 * Each item laid out and painted only as it comes near the screen, sized meanwhile as about its
 * own height (a phone's card, a desktop's card, a list line), so the page's length and its
 * scroll bar are right before the items are drawn.
 */
const NEAR_SCREEN: Record<RecipeView, string> = {
  cards: '*:[content-visibility:auto] *:[contain-intrinsic-size:auto_16rem] sm:*:[contain-intrinsic-size:auto_28rem]',
  list: '*:[content-visibility:auto] *:[contain-intrinsic-size:auto_6rem]',
};

export function RecipeGrid({ recipes, view = 'cards' }: { recipes: Recipe[]; view?: ListView }) {
  if (view === 'auto') return <AutoRecipeGrid recipes={recipes} />;
  if (recipes.length < VIRTUALIZE_FROM) {
    return (
      <div className={`${LAYOUT[view]} ${NEAR_SCREEN[view]}`} data-view={view}>
        {recipes.map((recipe, i) => (
          <Item key={recipe.id} view={view} recipe={recipe} priority={i < 2} />
        ))}
      </div>
    );
  }
  return <VirtualRecipeGrid recipes={recipes} view={view} />;
}

/**
 * Before the baker picks a view: each recipe as a list line on a phone and as a card from 640 px,
 * chosen by CSS, so the page the server sends is already the one the screen keeps (no layout
 * shift once it hydrates); the one not shown is `display: none`, out of the accessibility tree
 * and its image never fetched. A catalog too large to draw whole follows the screen in script.
 *
 * Once the page is the app's, the one CSS hides is not drawn at all: the whole catalog arriving
 * from the device is then half the elements to make and lay out in one task (docs/quality.md,
 * "Lighthouse"). The wrappers and their classes stay, so what shows is still CSS's choice.
 */
function AutoRecipeGrid({ recipes }: { recipes: Recipe[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const wide = useMediaQuery(SM_QUERY);
  const drawBoth = !useHydrated();
  if (recipes.length >= VIRTUALIZE_FROM) return <VirtualRecipeGrid recipes={recipes} view={phone ? 'list' : 'cards'} />;
  return (
    <div className={`${AUTO_LAYOUT} ${AUTO_NEAR_SCREEN}`} data-view="auto">
      {recipes.map((recipe, i) => (
        <div key={recipe.id} className="[&>*]:h-full">
          <div className="sm:hidden">{(drawBoth || !wide) && <RecipeRow recipe={recipe} priority={i < 2} />}</div>
          <div className="hidden h-full sm:block">
            {(drawBoth || wide) && <CompactRecipeCard recipe={recipe} priority={i < 2} />}
          </div>
        </div>
      ))}
    </div>
  );
}

function Item({ view, recipe, priority }: { view: RecipeView; recipe: Recipe; priority: boolean }) {
  return view === 'list' ? (
    <RecipeRow recipe={recipe} priority={priority} />
  ) : (
    <CompactRecipeCard recipe={recipe} priority={priority} />
  );
}

/** The layout's column count, following the same breakpoints as its classes (lg 1024). */
function useColumns(view: RecipeView): number {
  const large = useMediaQuery('(min-width: 1024px)');
  if (view === 'list') return large ? 2 : 1;
  return large ? 3 : 2;
}

/** A row's first guess before it is measured: a card (smaller on a phone) or a list line. */
function estimate(view: RecipeView, wide: boolean): number {
  if (view === 'list') return wide ? 110 : 100;
  return wide ? 430 : 280;
}

/**
 * 10,000 recipes on the device (issue 4): rows of cards rendered around the viewport, the
 * window scrolling as usual. Rows are measured, so a long title or a wrapped line is fine.
 */
function VirtualRecipeGrid({ recipes, view }: { recipes: Recipe[]; view: RecipeView }) {
  const columns = useColumns(view);
  const wide = useMediaQuery('(min-width: 640px)');
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
    estimateSize: () => estimate(view, wide),
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
      data-view={view}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={`${view}-${columns}-${row.key}`}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={`${LAYOUT[view]} absolute top-0 left-0 w-full ${view === 'list' ? 'pb-2 sm:pb-3' : 'pb-3 sm:pb-6'}`}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {recipes.slice(row.index * columns, row.index * columns + columns).map((recipe, i) => (
            <Item key={recipe.id} view={view} recipe={recipe} priority={row.index === 0 && i < 2} />
          ))}
        </div>
      ))}
    </div>
  );
}
