import * as Switch from '@radix-ui/react-switch';
import { canMoveDown, canMoveUp } from '../../../shared/featured';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeImage } from '../../components/recipes/recipe-image';

/** One recipe of the Featured Recipes tab: its switch, and Move Up / Move Down while it is featured. */
export function FeaturedCard({
  recipe,
  count,
  busy,
  onToggle,
  onMove,
}: {
  recipe: Recipe;
  /** How many recipes are featured (the last cannot move down). */
  count: number;
  busy: boolean;
  onToggle: (recipe: Recipe, featured: boolean) => Promise<void>;
  onMove: (recipe: Recipe, direction: 'up' | 'down') => Promise<void>;
}) {
  const switchId = `featured-${recipe.id}`;
  return (
    <article
      aria-labelledby={`${switchId}-title`}
      className={`card flex h-full overflow-hidden sm:flex-col ${recipe.featured ? 'border-crust/50' : ''}`}
    >
      <RecipeImage
        url={recipe.imageUrl}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 96px"
        className="m-3 mr-0 h-24 w-24 shrink-0 rounded-xl sm:m-0 sm:aspect-[16/9] sm:h-auto sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        {recipe.featured && recipe.featuredOrder !== null && (
          <span className="self-start rounded-full bg-crust px-3 py-0.5 text-sm font-semibold text-white">
            Featured #{recipe.featuredOrder}
          </span>
        )}
        {/* h2: the tab's content comes straight under the page's h1. */}
        <h2 id={`${switchId}-title`} className="text-lg">
          {recipe.title}
        </h2>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={switchId} className="font-semibold text-cocoa">
            Featured
          </label>
          {/* Every card has a switch: its name says which recipe (the visible label comes first, for label-in-name). */}
          <Switch.Root
            id={switchId}
            aria-label={`Featured: ${recipe.title}`}
            checked={recipe.featured}
            disabled={busy}
            onCheckedChange={(checked) => void onToggle(recipe, checked)}
            className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-oat transition-colors disabled:opacity-60 data-[state=checked]:bg-crust"
          >
            <Switch.Thumb className="block h-6 w-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
          </Switch.Root>
        </div>
        {recipe.featured && (
          <div className="mt-auto flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline flex-1 px-3 whitespace-nowrap"
              aria-label={`Move Up: ${recipe.title}`}
              disabled={busy || !canMoveUp(recipe)}
              onClick={() => void onMove(recipe, 'up')}
            >
              <span aria-hidden="true">↑</span> Move Up
            </button>
            <button
              type="button"
              className="btn-outline flex-1 px-3 whitespace-nowrap"
              aria-label={`Move Down: ${recipe.title}`}
              disabled={busy || !canMoveDown(recipe, count)}
              onClick={() => void onMove(recipe, 'down')}
            >
              <span aria-hidden="true">↓</span> Move Down
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
