import { groupForCombo } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { CategoryIcon } from './category-icon';

/** spec visitor 2 (Personal Combo builder): recipes in their groups, each a card with a checkbox. */
export function ComboRecipePicker({ recipes, selected, onToggle }: { recipes: readonly Recipe[]; selected: readonly number[]; onToggle(id: number): void }) {
  const groups = groupForCombo(recipes);
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`combo-group-${group.id}`}>
          <h2 id={`combo-group-${group.id}`} className="flex items-center gap-3 text-2xl">
            <span className="grid h-11 w-11 place-items-center rounded-full bg-cream text-crust">
              <CategoryIcon id={group.id} />
            </span>
            {group.label}
            <span className="rounded-full bg-oat/60 px-2.5 py-0.5 font-sans text-sm font-bold text-cocoa" aria-label={`${group.recipes.length} recipes`}>
              {group.recipes.length}
            </span>
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {group.recipes.map((recipe) => (
              <li key={recipe.id}>
                <ComboRecipeCard recipe={recipe} checked={selected.includes(recipe.id)} onToggle={() => onToggle(recipe.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ComboRecipeCard({ recipe, checked, onToggle }: { recipe: Recipe; checked: boolean; onToggle(): void }) {
  return (
    <label className="card flex h-full cursor-pointer items-center gap-3 p-3 transition-colors hover:border-crust has-[:checked]:border-crust has-[:checked]:bg-cream/60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry">
      {recipe.imageUrl ? (
        <RecipeImage url={recipe.imageUrl} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-xl" />
      ) : (
        <span aria-hidden="true" className="h-20 w-20 shrink-0 rounded-xl bg-cream" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-display text-lg leading-snug font-semibold">{recipe.title}</span>
        <span className="mt-1 block text-sm text-cocoa">
          Prep {recipe.prepTime} · Serves {recipe.servings}
        </span>
      </span>
      <input type="checkbox" className="h-6 w-6 shrink-0 accent-crust" checked={checked} onChange={onToggle} aria-label={recipe.title} />
    </label>
  );
}
