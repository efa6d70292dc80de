import { useMemo, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { bakersTable } from '../../../shared/bakers-tools/bakers-percentages';
import { parsePan } from '../../../shared/bakers-tools/pans';
import { panOptions, readMethod } from '../../../shared/method';
import { BakersPercentages } from './bakers-percentages';
import { OnHandTool } from './on-hand-tool';
import { PanTool } from './pan-tool';
import type { ToolName } from './tool-scale';
import type { RecipeSize } from './use-recipe-size';

/** The three tools, one at a time: the pan (when the recipe names one), the amount on hand, baker's percentages (with flour). */
export function BakersToolsPanel({ recipe, size }: { recipe: Recipe; size: RecipeSize }) {
  // The pan the recipe's method reads (its pan field, else the pan its steps name), and what its notes say of cups.
  const model = useMemo(() => readMethod(recipe), [recipe]);
  const pan = useMemo(() => model.pan ?? (recipe.pan ? parsePan(recipe.pan) : null), [model, recipe.pan]);
  const options = useMemo(() => panOptions(model), [model]);
  const table = useMemo(() => bakersTable(recipe.ingredients), [recipe.ingredients]);
  const tools: { name: ToolName; label: string }[] = [
    ...(pan ? [{ name: 'pan' as const, label: 'Your pan' }] : []),
    { name: 'on-hand', label: 'What you have' },
    ...(table ? [{ name: 'dough' as const, label: "Baker's %" }] : []),
  ];
  const [chosen, setChosen] = useState<ToolName>(size.scaledBy?.tool ?? tools[0]!.name);
  const shown = tools.some((t) => t.name === chosen) ? chosen : tools[0]!.name;
  return (
    <div className="grid max-w-3xl gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Tool">
        {tools.map((t) => (
          <button
            key={t.name}
            type="button"
            className="chip"
            aria-pressed={shown === t.name}
            onClick={() => setChosen(t.name)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {shown === 'pan' && pan && <PanTool recipePan={pan} options={options} size={size} />}
      {shown === 'on-hand' && <OnHandTool recipe={recipe} size={size} />}
      {shown === 'dough' && table && <BakersPercentages recipe={recipe} table={table} size={size} />}
    </div>
  );
}
