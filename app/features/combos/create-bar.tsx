import { MIN_COMBO_RECIPES } from '../../../shared/combo';

/** How many recipes are chosen and the 'Create Recipe Combo' button (docs/product.md#combos). */
export function CreateBar({
  count,
  creating,
  tooFew,
  compact = false,
}: {
  count: number;
  creating: boolean;
  tooFew: boolean;
  compact?: boolean;
}) {
  const chosen = count === 0 ? 'No recipes chosen yet.' : `${count} ${count === 1 ? 'recipe' : 'recipes'} chosen.`;
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-x-4 gap-y-1' : 'card p-5'}>
      <p className={compact ? 'text-[15px] text-cocoa' : 'text-cocoa'}>{chosen}</p>
      <button
        type="submit"
        className={`btn-accent ${compact ? 'ml-auto' : 'mt-3 w-full'}`}
        disabled={count < MIN_COMBO_RECIPES || creating}
      >
        {creating ? 'Creating Combo...' : 'Create Recipe Combo'}
      </button>
      {tooFew ? (
        <p role="alert" className="field-error basis-full">
          Please select at least 2 recipes
        </p>
      ) : (
        count < MIN_COMBO_RECIPES &&
        !compact && <p className="mt-2 text-sm text-cocoa">Choose at least two recipes to combine.</p>
      )}
    </div>
  );
}
