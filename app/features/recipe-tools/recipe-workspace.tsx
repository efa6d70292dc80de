import { useLiveQuery } from 'dexie-react-hooks';
import type { Recipe } from '../../../shared/schemas/recipe';
import { db } from '../../data/db';

const isHeader = (line: string) => /^\s*---.*---\s*$/.test(line);

/** Ingredients (with checkboxes kept on the device) and instructions. */
export function RecipeWorkspace({ recipe }: { recipe: Recipe }) {
  const checked = useLiveQuery(async () => new Set((await db.checks.get(recipe.id))?.checked ?? []), [recipe.id]) ?? new Set<number>();
  const toggle = async (index: number) => {
    const next = new Set(checked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    await db.checks.put({ recipeId: recipe.id, checked: [...next] });
  };
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section id="ingredients" aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading" className="text-2xl">
          Ingredients
        </h2>
        <ul className="mt-4 space-y-1">
          {recipe.ingredients.map((line, i) =>
            isHeader(line) ? (
              <li key={i} className="pt-4 font-display text-lg font-semibold text-crust">
                {line.replace(/^\s*---\s*|\s*---\s*$/g, '')}
              </li>
            ) : (
              <li key={i}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-[17px] hover:bg-cream/60">
                  <input type="checkbox" className="mt-1 h-5 w-5 accent-crust" checked={checked.has(i)} onChange={() => void toggle(i)} />
                  <span className={checked.has(i) ? 'text-cocoa line-through' : ''}>{line}</span>
                </label>
              </li>
            ),
          )}
        </ul>
      </section>
      <section id="instructions" aria-labelledby="instructions-heading">
        <h2 id="instructions-heading" className="text-2xl">
          Instructions
        </h2>
        <ol className="mt-4 space-y-5">
          {recipe.instructions.map((step, i) => (
            <li key={i} className="flex gap-4">
              <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-crust font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <p className="pt-1 text-[17px] leading-relaxed">{step}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
