import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { stepSections } from '../../../shared/combo';
import { useFocusReturn } from '../../components/ui/focus-return';
import { dismissToasts } from '../../components/ui/toast-store';
import type { KitchenTimer } from '../../data/db';
import { RecipeNoteField } from '../recipe-notes';
import { unlockAudio } from './alarm';
import { IngredientList } from './ingredient-list';
import { startTimer } from './kitchen-timers';
import type { ShownLine } from './scaled-lines';
import { findStepTimers } from './step-timers';
import { TimerTray } from './timer-tray';
import { useIngredientChecks } from './use-checks';
import { useWakeLock, type WakeLockState } from './use-wake-lock';

export interface CookModeProps {
  recipeId: number;
  /** The recipe's own lines, which its ticks are stored against. */
  ingredients: readonly string[];
  title: string;
  sizeLabel: string;
  lines: readonly ShownLine[];
  /** The steps at the size and units in view. */
  steps: readonly string[];
  /** The recipe's own steps, which timers are stored against (their names follow the recipe's edits). */
  writtenSteps?: readonly string[];
  timers: readonly KitchenTimer[];
  now: number;
  onClose(): void;
}

const WAKE_TEXT: Record<WakeLockState, string> = {
  on: 'Screen stays on',
  off: 'Screen may turn off',
  unsupported: 'This browser cannot keep the screen on',
};

/**
 * Cook mode (issue 5): one step at a time in large type, the scaled ingredients beside it, timers from
 * the step's own words, and the screen kept awake. Loaded only when opened.
 */
export function CookMode({
  recipeId,
  ingredients,
  title,
  sizeLabel,
  lines,
  steps: written,
  writtenSteps,
  timers,
  now,
  onClose,
}: CookModeProps) {
  const [index, setIndex] = useState(0);
  const [checked, toggle] = useIngredientChecks(recipeId, ingredients);
  const wake = useWakeLock(true);
  // Opened by state, not a Radix trigger: focus goes back to the Cook mode button on close.
  const focusReturn = useFocusReturn();
  // A combo's '**Raspberry Filling**' headings are not steps: each step shows the section it is in.
  const steps = useMemo(
    () => stepSections(written).flatMap((s) => s.steps.map((text) => ({ text, section: s.heading }))),
    [written],
  );
  // The recipe's own words of each step, in the same order, for the timers.
  const asWritten = useMemo(
    () => (writtenSteps ? stepSections(writtenSteps).flatMap((s) => s.steps) : null),
    [writtenSteps],
  );
  const last = steps.length - 1;
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  const step = steps[index]?.text ?? '';
  const section = steps[index]?.section ?? null;
  const choices = findStepTimers(step);
  const itemCount = lines.filter((l) => l.kind === 'item').length;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLTextAreaElement) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  // A toast from the page ('Link copied') would sit over Previous and Next, out of reach under the dialog.
  useEffect(dismissToasts, []);

  const start = (seconds: number, label: string) => {
    unlockAudio();
    // The step's words go with it: the timer keeps pointing at this step if the recipe changes meanwhile.
    const own = asWritten?.[index] ?? step;
    void startTimer({ id: recipeId, title }, { label: `Step ${index + 1}: ${label}`, seconds, step: own });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-flour text-ink outline-none"
          onKeyDown={onKeyDown}
          {...focusReturn}
          aria-describedby="cook-mode-help"
        >
          <div className="flex items-start gap-3 border-b border-oat bg-cream px-4 py-2 sm:items-center sm:px-8">
            <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-4">
              <Dialog.Title className="font-display text-lg leading-tight font-semibold sm:text-xl">
                {title}
              </Dialog.Title>
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-cocoa">
                <span>{sizeLabel}</span>
                <span className="flex items-center gap-1" data-testid="wake-lock">
                  <span aria-hidden="true">{wake === 'on' ? '☀' : '○'}</span>
                  {WAKE_TEXT[wake]}
                </span>
              </p>
            </div>
            <Dialog.Close className="btn-outline shrink-0 px-4">Exit cook mode</Dialog.Close>
          </div>
          <p id="cook-mode-help" className="sr-only">
            One step at a time. Use the left and right arrow keys, or the buttons at the bottom, to move between steps.
          </p>

          <div className="grid min-h-0 flex-1 content-start overflow-y-auto lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:content-stretch">
            <section
              aria-labelledby="cook-ingredients"
              className="border-b border-oat px-4 py-2 sm:px-8 lg:border-r lg:border-b-0 lg:py-6"
            >
              <details className="group lg:hidden">
                <summary
                  className="flex min-h-11 cursor-pointer list-none items-center justify-between font-display text-xl font-semibold"
                  id="cook-ingredients"
                >
                  Ingredients ({itemCount})
                  <span
                    aria-hidden="true"
                    className="-rotate-90 font-sans text-base text-crust transition-transform group-open:rotate-0"
                  >
                    ▾
                  </span>
                </summary>
                <IngredientList lines={lines} checked={checked} onToggle={toggle} large />
              </details>
              <div className="hidden lg:block">
                <h2 className="text-2xl">Ingredients</h2>
                <IngredientList lines={lines} checked={checked} onToggle={toggle} large />
              </div>
            </section>

            <section aria-labelledby="cook-step-heading" className="flex flex-col gap-6 px-4 py-6 sm:px-8">
              <h2
                id="cook-step-heading"
                className="font-sans text-base font-bold tracking-wider text-cocoa uppercase"
                aria-live="polite"
              >
                Step {index + 1} of {steps.length}
                {section !== null && <span className="block pt-1 text-crust normal-case">{section}</span>}
              </h2>
              <p className="text-[26px] leading-snug font-medium sm:text-[32px]" data-testid="cook-step">
                {step}
              </p>
              {choices.length > 0 && (
                <div className="flex flex-wrap gap-3">
                  {choices.flatMap((choice) =>
                    choice.options.map((option) => (
                      <button
                        key={`${choice.phrase}-${option.seconds}`}
                        type="button"
                        className="btn-accent text-lg"
                        onClick={() => start(option.seconds, option.label)}
                      >
                        Start {option.label} timer
                      </button>
                    )),
                  )}
                </div>
              )}
              <TimerTray timers={timers} now={now} large />
              <RecipeNoteField recipeId={recipeId} large />
            </section>
          </div>

          <div className="flex items-center justify-between gap-3 border-t border-oat bg-white px-4 py-3 sm:px-8">
            {/* aria-disabled, not disabled: stepping back to the first step must not drop the focus out of the dialog. */}
            <button
              type="button"
              className="btn-outline min-h-14 flex-1 px-3 text-base whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:flex-none sm:px-6 sm:text-lg"
              onClick={() => go(index - 1)}
              aria-disabled={index === 0}
            >
              <span aria-hidden="true">←</span> Previous step
            </button>
            <button
              type="button"
              className="btn-primary min-h-14 flex-1 px-3 text-base whitespace-nowrap sm:flex-none sm:px-6 sm:text-lg"
              onClick={() => (index === last ? onClose() : go(index + 1))}
            >
              {index === last ? (
                'Finish'
              ) : (
                <>
                  Next step <span aria-hidden="true">→</span>
                </>
              )}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
