import { lazy, Suspense, useMemo, useState } from 'react';
import { planStages, worthPlanning } from '../../../shared/bake-schedule';
import type { Recipe } from '../../../shared/schemas/recipe';
import { ToolIcon } from './tool-icon';
import { useBakePlan } from './use-bake-plan';

const ReadyAtPanel = lazy(() => import('./ready-at-panel').then((m) => ({ default: m.ReadyAtPanel })));

/**
 * 'Ready at' (docs/product.md#recipe-tools): one quiet button under the steps of a recipe that
 * rises, chills or bakes for a stated time, until the baker asks for a plan; a plan kept on the
 * device shows as its one-line summary and the next stage's timer. The panel loads when needed, and
 * plans the steps at the page's size (`steps`): a loaf that bakes longer is planned longer.
 */
export function ReadyAtTool({ recipe, steps }: { recipe: Recipe; steps: readonly string[] }) {
  const stages = useMemo(() => planStages(recipe), [recipe]);
  const plan = useBakePlan(recipe.id);
  const [open, setOpen] = useState(false);
  if (!worthPlanning(stages)) return null;
  if (!open && !plan) {
    return (
      <button type="button" className="btn-outline no-print mt-4 min-h-11 px-4 text-sm" onClick={() => setOpen(true)}>
        <ClockIcon /> Ready at…
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReadyAtPanel recipe={recipe} steps={steps} plan={plan ?? null} open={open} onOpen={setOpen} />
    </Suspense>
  );
}

function ClockIcon() {
  return (
    <ToolIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </ToolIcon>
  );
}
