import { MAX_COMBINE_RECIPES, MAX_CUSTOM_PROMPT } from '../../../shared/schemas/ai';

/** The chosen recipes, the 'Additional Instructions (Optional)' card and the submit button (docs/product.md#combos). */
export function CompilerSidebar({
  selected,
  titles,
  full,
  prompt,
  onPrompt,
  online,
  loading,
}: {
  selected: readonly number[];
  titles: ReadonlyMap<number, string>;
  full: boolean;
  prompt: string;
  onPrompt(value: string): void;
  online: boolean;
  loading: boolean;
}) {
  return (
    <div className="flex flex-col gap-4 lg:sticky lg:top-24">
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
        {full && (
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
      {!online && (
        <p role="status" className="rounded-2xl bg-cocoa px-4 py-3 text-white">
          You are offline. The recipe combiner needs an internet connection; your choices are kept until you are back
          online.
        </p>
      )}
      <button type="submit" className="btn-accent w-full" disabled={loading || selected.length < 2 || !online}>
        {loading ? 'Creating Recipe Combination...' : 'Create Recipe Combination'}
      </button>
    </div>
  );
}
