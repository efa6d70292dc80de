import { lazy, Suspense, useMemo, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { writtenIn } from '../../../shared/ingredients';
import { MadeThis, RecipeJournal } from '../journal';
import { RecipeNoteField } from '../recipe-notes';
import { AddToShoppingList } from '../shopping-list';
import { BakersTools } from './bakers-tools';
import { convertedFrom } from './converted-from';
import { IngredientList } from './ingredient-list';
import { useNow, useRecipeTimers } from './kitchen-timers';
import { PrintSheet } from './print-sheet';
import { ReadyAtTool } from './ready-at-tool';
import { RecipeJsonLd } from './recipe-json-ld';
import type { ShownLine } from './scaled-lines';
import { StepList } from './step-list';
import { TimerTray, useTimerAlarm } from './timer-tray';
import { useRecipeOnScreen } from './timers-elsewhere';
import { useIngredientChecks } from './use-checks';
import type { RecipeSize } from './use-recipe-size';
import { printedRecipe, useScaledRecipe } from './use-scaled-recipe';
import { useUnitSystem, type UnitSystem } from './use-unit-system';
import { WorkspaceToolbar } from './workspace-toolbar';

const CookMode = lazy(() => import('./cook-mode').then((m) => ({ default: m.CookMode })));

/**
 * The recipe's working part (docs/product.md#recipe-tools, issue 5): size and units, the scaled ingredients with
 * their ticks, the steps, and the tools (cook mode, print, share). `size` comes from the page, which
 * also shows the scaled servings in its header.
 */
export function RecipeWorkspace({ recipe, size }: { recipe: Recipe; size: RecipeSize }) {
  const [chosenUnits, setUnits] = useUnitSystem();
  const recipeUnits = useMemo(() => writtenIn(recipe.ingredients), [recipe.ingredients]);
  const units = chosenUnits ?? recipeUnits;
  const [checked, toggle] = useIngredientChecks(recipe.id, recipe.ingredients);
  const [cooking, setCooking] = useState(false);
  const timers = useRecipeTimers(recipe);
  const now = useNow(timers.length > 0);
  useTimerAlarm(timers, now);
  useRecipeOnScreen(recipe.id);
  const scaled = useScaledRecipe(recipe, size, units);
  const { lines, steps } = scaled;
  const shown = { recipe, size, units, lines, steps, sizeFacts: scaled.sizeFacts };

  return (
    <div className="grid gap-8">
      <RecipeJsonLd recipe={recipe} />
      <WorkspaceToolbar
        recipe={recipe}
        size={size}
        units={units}
        onUnitsChange={setUnits}
        onCook={() => setCooking(true)}
      />
      <BakersTools recipe={recipe} size={size} />

      {!cooking && timers.length > 0 && (
        <div className="no-print">
          <TimerTray timers={timers} now={now} />
        </div>
      )}

      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section id="ingredients" aria-labelledby="ingredients-heading" className="scroll-mt-24">
          <h2 id="ingredients-heading" className="text-2xl">
            Ingredients
          </h2>
          {scaled.approximate && (
            <ApproximateNote units={units} from={convertedFrom(scaled.lines, recipe.ingredients)} />
          )}
          <IngredientList lines={lines} checked={checked} onToggle={toggle} />
          <AddToShoppingList
            lines={itemTexts(lines)}
            system={units}
            source={`recipe:${recipe.id}`}
            className="btn-outline mt-4"
          />
        </section>
        <section id="instructions" aria-labelledby="instructions-heading" className="scroll-mt-24">
          <h2 id="instructions-heading" className="text-2xl">
            Instructions
          </h2>
          <ReadyAtTool recipe={recipe} steps={steps} />
          <StepList steps={steps} />
        </section>
      </div>

      <RecipeNoteField recipeId={recipe.id} />
      <RecipeJournal shown={shown} />

      {cooking && (
        <Suspense fallback={null}>
          <CookMode
            recipeId={recipe.id}
            ingredients={recipe.ingredients}
            title={recipe.title}
            sizeLabel={scaled.sizeFacts}
            lines={lines}
            steps={steps}
            writtenSteps={recipe.instructions}
            timers={timers}
            now={now}
            onClose={() => setCooking(false)}
            atEnd={<MadeThis shown={shown} large />}
          />
        </Suspense>
      )}

      <PrintSheet recipe={printedRecipe(recipe, size, scaled)} />
    </div>
  );
}

const itemTexts = (lines: readonly ShownLine[]) => lines.flatMap((l) => (l.kind === 'item' ? [l.text] : []));

/** `from`: what the ≈ lines were written in (converted-from.ts), so the note says what it was converted from. */
function ApproximateNote({ units, from }: { units: UnitSystem; from: string }) {
  return (
    <p className="mt-1 text-sm text-cocoa">
      {units === 'metric'
        ? `≈ marks weights converted from ${from}: close, not exact.`
        : '≈ marks cups, spoons and ounces converted from metric: close, not exact.'}
    </p>
  );
}
