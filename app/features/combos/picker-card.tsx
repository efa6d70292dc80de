import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeImage } from '../../components/recipes/recipe-image';

/**
 * One recipe in the combiners' picker (docs/product.md#combos): image, title, description, prep time and
 * servings, and its checkbox. The Personal Combo's cards and the AI combiner's checklist (title and
 * description each) are the same card. `blocked`: the most recipes are chosen, this one cannot be ticked.
 */
export function PickerCard({
  recipe,
  checked,
  blocked,
  onToggle,
}: {
  recipe: Recipe;
  checked: boolean;
  blocked: boolean;
  onToggle(id: number): void;
}) {
  return (
    <label
      className={`card flex h-full items-center gap-3 p-3 transition-colors has-[:checked]:border-crust has-[:checked]:bg-cream/60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry ${blocked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-crust'}`}
    >
      {recipe.imageUrl ? (
        <RecipeImage url={recipe.imageUrl} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-xl" />
      ) : (
        <span aria-hidden="true" className="h-20 w-20 shrink-0 rounded-xl bg-cream" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-display text-lg leading-snug font-semibold">{recipe.title}</span>
        <span id={`picker-desc-${recipe.id}`} className="mt-0.5 line-clamp-1 text-sm text-cocoa sm:line-clamp-2">
          {recipe.description}
        </span>
        <span className="mt-1 block text-sm font-semibold text-cocoa">
          Prep {recipe.prepTime} · Serves {recipe.servings}
        </span>
      </span>
      {/* Focus scrolls the checkbox into view; its margins bring the whole card clear of the sticky header above and of
          the phone's action bar and the bottom dock below (their heights are CSS variables), with room for the
          half card (up to 12rem tall) and the focus ring around the checkbox. */}
      <input
        type="checkbox"
        className="h-6 w-6 shrink-0 scroll-mt-40 scroll-mb-[calc(var(--combo-bar-height,0px)+var(--dock-height,0px)+6rem)] accent-crust"
        checked={checked}
        disabled={blocked}
        onChange={() => onToggle(recipe.id)}
        aria-label={recipe.title}
        aria-describedby={`picker-desc-${recipe.id}`}
      />
    </label>
  );
}
