import type { Recipe } from '../../../shared/schemas/recipe';
import { ScaledNote } from './bakers-tools';
import { shareLink } from './share';
import { SizeControl } from './size-control';
import { ToolIcon } from './tool-icon';
import { UnitToggle } from './unit-toggle';
import type { RecipeSize } from './use-recipe-size';
import type { UnitSystem } from './use-unit-system';

/** The bar above the recipe: its size and units, cook mode, print and share (docs/product.md#recipe-tools). */
export function WorkspaceToolbar({
  recipe,
  size,
  units,
  onUnitsChange,
  onCook,
}: {
  recipe: Recipe;
  size: RecipeSize;
  units: UnitSystem;
  onUnitsChange: (units: UnitSystem) => void;
  onCook: () => void;
}) {
  const share = () =>
    void shareLink({
      title: recipe.title,
      text: recipe.description,
      url: `${window.location.origin}/recipes/${recipe.slug}`,
    });
  return (
    <section
      aria-label="Recipe tools"
      className="no-print card flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between"
    >
      <SizeControl recipe={recipe} size={size} />
      <div className="flex flex-wrap items-center gap-2">
        <UnitToggle value={units} onChange={onUnitsChange} />
        <button type="button" className="btn-primary" onClick={onCook}>
          <CookIcon /> Cook mode
        </button>
        <button type="button" className="btn-outline" onClick={() => window.print()}>
          <PrintIcon /> Print
        </button>
        <button type="button" className="btn-outline" onClick={share}>
          <ShareIcon /> Share
        </button>
      </div>
      <ScaledNote size={size} />
    </section>
  );
}

function CookIcon() {
  return (
    <ToolIcon>
      <path d="M4 11h16v2a7 7 0 0 1-7 7h-2a7 7 0 0 1-7-7z" />
      <path d="M8 7c0-1 1-1.5 1-2.5M12 7c0-1 1-1.5 1-2.5M16 7c0-1 1-1.5 1-2.5" />
    </ToolIcon>
  );
}

function PrintIcon() {
  return (
    <ToolIcon>
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
      <path d="M6 14h12v7H6z" />
    </ToolIcon>
  );
}

function ShareIcon() {
  return (
    <ToolIcon>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </ToolIcon>
  );
}
