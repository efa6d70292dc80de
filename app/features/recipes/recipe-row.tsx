import { memo } from 'react';
import { Link } from 'react-router-dom';
import { categoryLabel } from '../../../shared/categories';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeCard } from '../../components/recipes/recipe-card';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { FavoriteButton } from '../favorites';
import { formatMinutes, totalMinutes } from '../../../shared/total-time';

/** '1 hr 15 min', '45 min' (the recipe page's total); nothing when the times cannot be read. */
export function totalTimeText(recipe: Recipe): string | null {
  const minutes = totalMinutes(recipe);
  return minutes === null ? null : formatMinutes(minutes);
}

/**
 * The Recipes list's list view: one line per recipe (thumbnail, category, title, total time,
 * difficulty, heart), about a fifth of a card's height on a phone. The title's link covers the
 * row, as on a card, so each row is one stop for the keyboard before its heart.
 */
export const RecipeRow = memo(function RecipeRow({ recipe, priority }: { recipe: Recipe; priority: boolean }) {
  const category = recipe.tags[0] ? categoryLabel(recipe.tags[0]) : null;
  const total = totalTimeText(recipe);
  return (
    <article className="card relative flex items-center gap-3 overflow-hidden p-2 pr-1 transition-shadow hover:shadow-md sm:gap-4 sm:p-3">
      <RecipeImage
        url={recipe.imageUrl}
        alt=""
        sizes="96px"
        className="h-18 w-24 shrink-0 rounded-xl"
        priority={priority}
        placeholder={recipe}
      />
      <div className="min-w-0 flex-1">
        {category && (
          <p className="truncate text-[11px] font-bold tracking-wider text-berry uppercase sm:text-xs">{category}</p>
        )}
        <h3 className="line-clamp-2 text-base leading-snug sm:text-lg">
          <Link
            to={`/recipes/${recipe.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-berry"
          >
            {recipe.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-[13px] text-cocoa sm:text-sm">
          {total && (
            <>
              <span>{total} total</span>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span>{recipe.difficulty}</span>
        </p>
      </div>
      <div className="relative z-10 shrink-0">
        <FavoriteButton recipeId={recipe.id} />
      </div>
    </article>
  );
});

/** A card of the Recipes list: two smaller columns on a phone (RecipeCard's compact look). */
export const CompactRecipeCard = memo(function CompactRecipeCard({
  recipe,
  priority,
}: {
  recipe: Recipe;
  priority: boolean;
}) {
  const total = totalTimeText(recipe);
  return (
    <RecipeCard
      recipe={recipe}
      priority={priority}
      compact
      time={total ? `${total} total` : undefined}
      action={<FavoriteButton recipeId={recipe.id} />}
    />
  );
});
