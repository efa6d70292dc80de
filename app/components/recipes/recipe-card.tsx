import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Recipe } from '../../../shared/schemas/recipe';
import { categoryLabel } from '../../../shared/categories';
import { RECIPE_CARD_SIZES, RECIPE_LIST_CARD_SIZES } from '../../../shared/images';
import { formatMinutes, totalMinutes } from '../../../shared/total-time';
import { RecipeImage } from './recipe-image';

/** The card's time: the whole time from start to eating (prep, bake and the rests in the steps). */
function totalTimeText(recipe: Recipe): string {
  const total = totalMinutes(recipe);
  return total === null ? `${recipe.prepTime} prep` : `${formatMinutes(total)} total`;
}

/**
 * A recipe in a grid: photo, category, title, description, times. `action` sits on the photo.
 * `compact` (the Recipes list): below 640 px a smaller card for two columns, without the
 * description; from 640 px the usual card.
 */
export function RecipeCard({
  recipe,
  action,
  priority = false,
  compact = false,
  time,
}: {
  recipe: Recipe;
  action?: ReactNode;
  priority?: boolean;
  compact?: boolean;
  /** The time line's text in place of '{prep} prep' (the Recipes list shows the total it sorts by). */
  time?: string;
}) {
  const category = recipe.tags[0] ? categoryLabel(recipe.tags[0]) : null;
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative">
        <RecipeImage
          url={recipe.imageUrl}
          alt=""
          sizes={compact ? RECIPE_LIST_CARD_SIZES : RECIPE_CARD_SIZES}
          className="aspect-[4/3] w-full"
          priority={priority}
          placeholder={recipe}
        />
        {action && (
          <div className={`absolute z-10 ${compact ? 'top-1 right-1 sm:top-3 sm:right-3' : 'top-3 right-3'}`}>
            {action}
          </div>
        )}
      </div>
      <div className={`flex flex-1 flex-col ${compact ? 'p-3 sm:p-5' : 'p-5'}`}>
        {category && (
          <p
            className={`text-xs font-bold tracking-wider text-berry uppercase ${compact ? 'line-clamp-1 text-[11px] sm:text-xs' : ''}`}
          >
            {category}
          </p>
        )}
        <h3 className={`mt-1 ${compact ? 'line-clamp-3 text-base leading-snug sm:text-xl' : 'text-xl'}`}>
          {/* The link covers the card (::after), so its keyboard focus ring is drawn inside the card's edge. */}
          <Link
            to={`/recipes/${recipe.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-berry"
          >
            {recipe.title}
          </Link>
        </h3>
        <p className={`mt-2 line-clamp-2 text-[15px] text-cocoa ${compact ? 'hidden sm:block' : ''}`}>
          {recipe.description}
        </p>
        <p className={`mt-auto text-sm text-cocoa ${compact ? 'pt-2 text-[13px] sm:pt-4 sm:text-sm' : 'pt-4'}`}>
          <span>{time ?? totalTimeText(recipe)}</span>
          <span aria-hidden="true"> · </span>
          <span>{recipe.difficulty}</span>
        </p>
      </div>
    </article>
  );
}

export function RecipeCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true" data-testid="recipe-skeleton">
      <div className="skeleton aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <div className="skeleton h-3 w-20" />
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-full" />
      </div>
    </div>
  );
}
