import { MAX_COMBINE_RECIPES, MAX_CUSTOM_PROMPT } from '../../../shared/combine-limits';

/** The AI combiner's 'Selected Recipes (n)' and 'Additional Instructions (Optional)' cards (docs/product.md#combos). */
export function CompilerCards({
  selected,
  titles,
  prompt,
  onPrompt,
}: {
  selected: readonly number[];
  titles: ReadonlyMap<number, string>;
  prompt: string;
  onPrompt(value: string): void;
}) {
  return (
    <>
      <section className="card p-5" aria-labelledby="selected-heading">
        <h2 id="selected-heading" className="text-xl">
          Selected Recipes ({selected.length})
        </h2>
        {selected.length === 0 ? (
          <p className="mt-2 text-[15px] text-cocoa">None yet: tick at least two recipes.</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {selected.map((id) => (
              <li key={id} className="rounded-full bg-crust/10 px-3 py-1 text-sm font-semibold text-crust">
                {titles.get(id) ?? `Recipe ${id}`}
              </li>
            ))}
          </ul>
        )}
        {selected.length >= MAX_COMBINE_RECIPES && (
          <p className="mt-2 text-sm text-cocoa">You can combine up to {MAX_COMBINE_RECIPES} recipes at a time.</p>
        )}
      </section>
      <section className="card p-5" aria-labelledby="instructions-heading">
        <h2 id="instructions-heading" className="text-xl">
          <label htmlFor="compiler-prompt">Additional Instructions (Optional)</label>
        </h2>
        <textarea
          id="compiler-prompt"
          className="input mt-3 min-h-28"
          maxLength={MAX_CUSTOM_PROMPT}
          value={prompt}
          onChange={(e) => onPrompt(e.target.value)}
          placeholder="e.g. make it for 24 people, or metric please"
        />
      </section>
    </>
  );
}
