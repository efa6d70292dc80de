import type { MouseEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { Recipe } from '../../../shared/schemas/recipe';

interface ListProps<E extends HTMLElement> {
  recipes: Recipe[];
  listRef: RefObject<E | null>;
  /** The slug being deleted now. */
  deleting: string | null;
  onDelete: (recipe: Recipe, event: MouseEvent<HTMLButtonElement>) => void;
}

/** docs/product.md#admin (Recipes tab) on wide screens: a table with Edit and Delete per row. */
export function RecipeTable({ recipes, listRef, deleting, onDelete }: ListProps<HTMLTableSectionElement>) {
  return (
    <div className={`card hidden overflow-x-auto ${recipes.length ? 'lg:block' : ''}`} data-recipe-list>
      <table className="w-full text-left text-[15px]">
        <caption className="sr-only">All recipes</caption>
        <thead className="border-b border-oat bg-cream/60 text-sm text-cocoa">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Description
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Preparation
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Featured
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody ref={listRef}>
          {recipes.map((recipe) => (
            <tr key={recipe.id} className="border-b border-oat/70 last:border-0">
              <th scope="row" className="px-4 py-3 align-top font-semibold">
                <Link to={`/recipes/${recipe.slug}`} className="hover:text-crust hover:underline">
                  {recipe.title}
                </Link>
              </th>
              <td className="max-w-sm px-4 py-3 align-top text-cocoa">
                <span className="line-clamp-2">{recipe.description}</span>
              </td>
              <td className="px-4 py-3 align-top whitespace-nowrap text-cocoa">
                {recipe.prepTime} prep, {recipe.cookTime} cook
              </td>
              <td className="px-4 py-3 align-top">{recipe.featured ? 'Yes' : 'No'}</td>
              <td className="px-4 py-2 align-top">
                <RowActions
                  recipe={recipe}
                  deleting={deleting === recipe.slug}
                  onDelete={onDelete}
                  className="justify-end"
                  buttonClass="px-4"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: the same rows as cards, so Edit and Delete need no sideways scrolling. */
export function RecipeCards({ recipes, listRef, deleting, onDelete }: ListProps<HTMLUListElement>) {
  return (
    <ul
      ref={listRef}
      className={recipes.length ? 'space-y-3 lg:hidden' : 'hidden'}
      aria-label="All recipes"
      data-recipe-list
    >
      {recipes.map((recipe) => (
        <li key={recipe.id} className="card p-4">
          <p className="font-semibold">
            <Link to={`/recipes/${recipe.slug}`} className="hover:text-crust hover:underline">
              {recipe.title}
            </Link>
          </p>
          <p className="mt-1 line-clamp-2 text-[15px] text-cocoa">{recipe.description}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-cocoa">
            <dt className="font-semibold">Preparation</dt>
            <dd>
              {recipe.prepTime} prep, {recipe.cookTime} cook
            </dd>
            <dt className="font-semibold">Featured</dt>
            <dd>{recipe.featured ? 'Yes' : 'No'}</dd>
          </dl>
          <RowActions
            recipe={recipe}
            deleting={deleting === recipe.slug}
            onDelete={onDelete}
            className="mt-3"
            buttonClass="flex-1"
          />
        </li>
      ))}
    </ul>
  );
}

/** Edit and Delete for one recipe, shared by the desktop table and the phone cards. */
function RowActions({
  recipe,
  deleting,
  onDelete,
  className,
  buttonClass,
}: {
  recipe: Recipe;
  deleting: boolean;
  onDelete: (recipe: Recipe, event: MouseEvent<HTMLButtonElement>) => void;
  className: string;
  buttonClass: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <Link
        to={`/recipes/edit/${recipe.slug}`}
        className={`btn-outline min-h-11 ${buttonClass}`}
        aria-label={`Edit ${recipe.title}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className={`btn min-h-11 border-2 border-berry/30 bg-white text-berry-dark hover:border-berry hover:bg-berry/5 ${buttonClass}`}
        aria-label={`Delete ${recipe.title}`}
        data-delete-for={recipe.slug}
        disabled={deleting}
        onClick={(event) => onDelete(recipe, event)}
      >
        {deleting ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}
