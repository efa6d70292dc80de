import { Link } from 'react-router-dom';
import type { Recipe } from '../../../shared/schemas/recipe';
import { parseStory } from '../../../shared/story-links';
import type { RecipeSize } from './use-recipe-size';

const MinusIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
  >
    <path d="M5 12h14" />
  </svg>
);
const PlusIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
  >
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/**
 * At either end a size button says it is disabled (aria-disabled) but keeps the focus: a real
 * `disabled` would drop a keyboard user's focus to the page body on the press that reaches the end.
 */
const END_BUTTON =
  'icon-btn aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent';

/** docs/product.md#recipe-size-and-units: minus, the size label, plus; Favorite Combos show their fixed 24 servings instead. */
export function SizeControl({ recipe, size }: { recipe: Pick<Recipe, 'story'>; size: RecipeSize }) {
  if (size.control.kind === 'fixed') return <FixedSize recipe={recipe} servings={size.control.servings} />;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-bold tracking-wider text-cocoa uppercase" id="recipe-size-label">
        Recipe size
      </span>
      <div
        className="inline-flex items-center rounded-full border border-oat bg-white p-1"
        role="group"
        aria-labelledby="recipe-size-label"
      >
        <button
          type="button"
          className={END_BUTTON}
          aria-label="Decrease recipe size"
          aria-disabled={!size.canDecrease}
          onClick={() => size.canDecrease && size.step(-1)}
        >
          <MinusIcon />
        </button>
        <output className="min-w-28 px-2 text-center font-semibold" aria-live="polite" data-testid="recipe-size">
          {size.label}
        </output>
        <button
          type="button"
          className={END_BUTTON}
          aria-label="Increase recipe size"
          aria-disabled={!size.canIncrease}
          onClick={() => size.canIncrease && size.step(1)}
        >
          <PlusIcon />
        </button>
      </div>
      <span className="text-cocoa">
        Serves <strong className="text-ink">{size.servings}</strong>
      </span>
    </div>
  );
}

/** The recipes a combo links in its story, at most three (docs/product.md#recipe-size-and-units). */
export function linkedRecipes(story: string): { text: string; to: string }[] {
  const seen = new Set<string>();
  const links: { text: string; to: string }[] = [];
  for (const segment of parseStory(story)) {
    if (segment.kind !== 'link' || seen.has(segment.to)) continue;
    seen.add(segment.to);
    links.push({ text: segment.text, to: segment.to });
  }
  return links.slice(0, 3);
}

function FixedSize({ recipe, servings }: { recipe: Pick<Recipe, 'story'>; servings: number }) {
  const links = linkedRecipes(recipe.story);
  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
      <p className="text-lg font-semibold">Serves {servings}</p>
      {links.length > 0 && (
        <div>
          <h3 className="font-sans text-sm font-bold tracking-wider text-cocoa uppercase" id="combo-uses">
            This combo uses
          </h3>
          <ul className="mt-1 flex flex-wrap gap-2" aria-labelledby="combo-uses">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="chip">
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
