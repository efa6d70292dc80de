import { SizeControl, UnitToggle, type RecipeSize, type UnitSystem } from '../recipe-tools';

const NO_STORY = { story: '' };

/**
 * A combined recipe's size and units (docs/product.md#combos): the recipe pages' own size control and
 * US/Metric switch, above the ingredients of both combiners' results.
 */
export function ComboToolbar({
  size,
  units,
  onUnits,
}: {
  size: RecipeSize;
  units: UnitSystem;
  onUnits(next: UnitSystem): void;
}) {
  return (
    <div className="no-print flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-oat px-6 py-4 sm:px-8">
      <SizeControl recipe={NO_STORY} size={size} />
      <UnitToggle value={units} onChange={onUnits} />
    </div>
  );
}
