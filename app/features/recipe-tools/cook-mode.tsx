import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { stepSections } from '../../../shared/combo';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { useFocusReturn } from '../../components/ui/focus-return';
import { dismissToasts } from '../../components/ui/toast-store';
import type { KitchenTimer } from '../../data/db';
import { unlockAudio } from './alarm';
import { CookHeader, CookIngredients, CookNav, CookStep } from './cook-mode-parts';
import { startTimer } from './kitchen-timers';
import type { ShownLine } from './scaled-lines';
import { findStepTimers } from './step-timers';
import { useMethodModule } from './use-method';
import { useIngredientChecks } from './use-checks';
import { useWakeLock } from './use-wake-lock';

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
  /** Shown with the last step ("I made this": app/features/journal). */
  atEnd?: ReactNode;
}

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
  atEnd,
}: CookModeProps) {
  const [index, setIndex] = useState(0);
  const [checked, toggle] = useIngredientChecks(recipeId, ingredients);
  const wake = useWakeLock(true);
  // A step the method wrote may carry oven advice ('check 10 minutes early'): its timers follow it.
  const method = useMethodModule(true);
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
  // From the latest index, not this render's: two quick arrow presses are two steps.
  const move = (by: number) => setIndex((at) => Math.min(last, Math.max(0, at + by)));
  const step = steps[index]?.text ?? '';
  const section = steps[index]?.section ?? null;

  const escape = closeOnEscape(onClose);
  const onKeyDown = (event: KeyboardEvent) => {
    escape(event);
    if (event.target instanceof HTMLTextAreaElement) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
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
          <CookHeader title={title} sizeLabel={sizeLabel} wake={wake} />
          <p id="cook-mode-help" className="sr-only">
            One step at a time. Use the left and right arrow keys, or the buttons at the bottom, to move between steps.
          </p>

          <div className="grid min-h-0 flex-1 content-start overflow-y-auto lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:content-stretch">
            <CookIngredients lines={lines} checked={checked} onToggle={toggle} />
            <CookStep
              recipeId={recipeId}
              index={index}
              count={steps.length}
              step={step}
              section={section}
              choices={(method?.adviceTimers ?? findStepTimers)(step)}
              onStart={start}
              timers={timers}
              now={now}
            />
          </div>

          {index === last && atEnd && <div className="border-t border-oat bg-cream/60 px-4 py-3 sm:px-8">{atEnd}</div>}
          <CookNav index={index} last={last} move={move} onClose={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
