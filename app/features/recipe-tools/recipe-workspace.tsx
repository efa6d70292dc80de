import { lazy, Suspense, useMemo, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { scaleStep, writtenIn } from '../../../shared/ingredients';
import { cookTimeLabel, formatMinutes, totalMinutes } from '../../../shared/total-time';
import { paragraphs } from '../../../shared/story-links';
import { RecipeNoteField } from '../recipe-notes';
import { AddToShoppingList } from '../shopping-list';
import { BakersTools, ScaledNote } from './bakers-tools';
import { IngredientList } from './ingredient-list';
import { useNow, useRecipeTimers } from './kitchen-timers';
import { PrintSheet } from './print-sheet';
import { ReadyAtTool } from './ready-at-tool';
import { RecipeJsonLd } from './recipe-json-ld';
import { scaleLines } from './scaled-lines';
import { shareLink } from './share';
import { SizeControl } from './size-control';
import { StepList } from './step-list';
import { scaleSentence } from './tool-scale';
import { TimerTray, useTimerAlarm } from './timer-tray';
import { useRecipeOnScreen } from './timers-elsewhere';
import { UnitToggle } from './unit-toggle';
import { useIngredientChecks } from './use-checks';
import type { RecipeSize } from './use-recipe-size';
import { useUnitSystem } from './use-unit-system';

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

  const lines = useMemo(
    () => scaleLines(recipe.ingredients, size.factor, units),
    [recipe.ingredients, size.factor, units],
  );
  // The steps follow the size and the unit system too; where a count cannot follow, the step says what it was written for.
  const writtenFor =
    size.control.kind === 'loaves'
      ? size.control.label(size.control.baseLoaves)
      : `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`;
  const steps = useMemo(
    () => recipe.instructions.map((step) => scaleStep(step, size.factor, units, { writtenFor })),
    [recipe.instructions, size.factor, units, writtenFor],
  );
  const total = totalMinutes(recipe);
  const approximate = lines.some((l) => l.kind === 'item' && l.text.includes('≈'));
  const sizeFacts = size.scaledBy
    ? `Serves ${size.servings} (${scaleSentence(size.scaledBy)})`
    : size.control.kind === 'multiplier'
      ? `Serves ${size.servings} (${size.label})`
      : size.control.kind === 'loaves'
        ? `${size.label}, serves ${size.servings}`
        : `Serves ${size.servings}`;

  const share = () =>
    void shareLink({
      title: recipe.title,
      text: recipe.description,
      url: `${window.location.origin}/recipes/${recipe.slug}`,
    });

  return (
    <div className="grid gap-8">
      <RecipeJsonLd recipe={recipe} />
      <section
        aria-label="Recipe tools"
        className="no-print card flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between"
      >
        <SizeControl recipe={recipe} size={size} />
        <div className="flex flex-wrap items-center gap-2">
          <UnitToggle value={units} onChange={setUnits} />
          <button type="button" className="btn-primary" onClick={() => setCooking(true)}>
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
          {approximate && (
            <p className="mt-1 text-sm text-cocoa">
              {units === 'metric'
                ? '≈ marks weights converted from cup measures: close, not exact.'
                : '≈ marks cups, spoons and ounces converted from metric: close, not exact.'}
            </p>
          )}
          <IngredientList lines={lines} checked={checked} onToggle={toggle} />
          <AddToShoppingList
            lines={lines.flatMap((l) => (l.kind === 'item' ? [l.text] : []))}
            system={units}
            source={`recipe:${recipe.id}`}
            className="btn-outline mt-4"
          />
        </section>
        <section id="instructions" aria-labelledby="instructions-heading" className="scroll-mt-24">
          <h2 id="instructions-heading" className="text-2xl">
            Instructions
          </h2>
          <ReadyAtTool recipe={recipe} />
          <StepList steps={steps} />
        </section>
      </div>

      <RecipeNoteField recipeId={recipe.id} />

      {cooking && (
        <Suspense fallback={null}>
          <CookMode
            recipeId={recipe.id}
            ingredients={recipe.ingredients}
            title={recipe.title}
            sizeLabel={sizeFacts}
            lines={lines}
            steps={steps}
            writtenSteps={recipe.instructions}
            timers={timers}
            now={now}
            onClose={() => setCooking(false)}
          />
        </Suspense>
      )}

      <PrintSheet
        recipe={{
          title: recipe.title,
          facts: [
            sizeFacts,
            recipe.prepTime && `Prep ${recipe.prepTime}`,
            recipe.cookTime && `Cook ${cookTimeLabel(recipe.cookTime)}`,
            total !== null && `Total ${formatMinutes(total)}`,
          ].filter((fact): fact is string => typeof fact === 'string' && fact !== ''),
          story: size.control.kind === 'fixed' ? recipe.story : undefined,
          ingredients: lines.map((l) => (l.kind === 'header' ? `---${l.text}---` : l.text)),
          instructions: steps,
          notes: paragraphs(recipe.notes),
          footerPath: `/recipes/${recipe.slug}`,
        }}
      />
    </div>
  );
}

const icon = 'h-5 w-5';
function CookIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 11h16v2a7 7 0 0 1-7 7h-2a7 7 0 0 1-7-7z" />
      <path d="M8 7c0-1 1-1.5 1-2.5M12 7c0-1 1-1.5 1-2.5M16 7c0-1 1-1.5 1-2.5" />
    </svg>
  );
}
function PrintIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
}
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
