import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { KitchenTimer } from '../../data/db';
import { RecipeNoteField } from '../recipe-notes';
import { IngredientList } from './ingredient-list';
import type { ShownLine } from './scaled-lines';
import { offerTimers, type StepTimerChoice } from './step-timers';
import { TimerTray } from './timer-tray';
import type { WakeLockState } from './use-wake-lock';

const WAKE_TEXT: Record<WakeLockState, string> = {
  on: 'Screen stays on',
  off: 'Screen may turn off',
  unsupported: 'This browser cannot keep the screen on',
};

/** Cook mode's top bar: the recipe, its size, whether the screen stays on, and the way out. */
export function CookHeader({ title, sizeLabel, wake }: { title: string; sizeLabel: string; wake: WakeLockState }) {
  return (
    <div className="flex items-start gap-3 border-b border-oat bg-cream px-4 py-2 sm:items-center sm:px-8">
      <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-4">
        <Dialog.Title className="font-display text-lg leading-tight font-semibold sm:text-xl">{title}</Dialog.Title>
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
  );
}

/** The ticked ingredients beside the step: folded away on a phone, always open on a wide screen. */
export function CookIngredients({
  lines,
  checked,
  onToggle,
}: {
  lines: readonly ShownLine[];
  checked: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const itemCount = lines.filter((l) => l.kind === 'item').length;
  return (
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
        <IngredientList lines={lines} checked={checked} onToggle={onToggle} large />
      </details>
      <div className="hidden lg:block">
        <h2 className="text-2xl">Ingredients</h2>
        <IngredientList lines={lines} checked={checked} onToggle={onToggle} large />
      </div>
    </section>
  );
}

/** The step in view in large type, with the timers its words offer, the running timers and the note. */
export function CookStep({
  recipeId,
  index,
  count,
  step,
  section,
  choices,
  onStart,
  timers,
  now,
}: {
  recipeId: number;
  index: number;
  count: number;
  step: string;
  /** The combo's section the step is in. */
  section: string | null;
  choices: readonly StepTimerChoice[];
  onStart: (seconds: number, label: string) => void;
  timers: readonly KitchenTimer[];
  now: number;
}) {
  return (
    <section aria-labelledby="cook-step-heading" className="flex flex-col gap-6 px-4 py-6 sm:px-8">
      <h2
        id="cook-step-heading"
        className="font-sans text-base font-bold tracking-wider text-cocoa uppercase"
        aria-live="polite"
      >
        Step {index + 1} of {count}
        {section !== null && <span className="block pt-1 text-crust normal-case">{section}</span>}
      </h2>
      <p className="text-[26px] leading-snug font-medium sm:text-[32px]" data-testid="cook-step">
        {step}
      </p>
      <StepTimerButtons key={step} choices={choices} onStart={onStart} />
      <TimerTray timers={timers} now={now} large />
      <RecipeNoteField recipeId={recipeId} large />
    </section>
  );
}

/** Previous and Next at the bottom; Next on the last step is Finish, which closes cook mode. */
export function CookNav({
  index,
  last,
  move,
  onClose,
}: {
  index: number;
  last: number;
  move: (by: number) => void;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-oat bg-white px-4 py-3 sm:px-8">
      {/* aria-disabled, not disabled: stepping back to the first step must not drop the focus out of the dialog. */}
      <button
        type="button"
        className="btn-outline min-h-14 flex-1 px-3 text-base whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:flex-none sm:px-6 sm:text-lg"
        onClick={() => move(-1)}
        aria-disabled={index === 0}
      >
        <span aria-hidden="true">←</span> Previous step
      </button>
      <button
        type="button"
        className="btn-primary min-h-14 flex-1 px-3 text-base whitespace-nowrap sm:flex-none sm:px-6 sm:text-lg"
        onClick={() => (index === last ? onClose() : move(1))}
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
  );
}

/**
 * The timer the step needs, at the start of the range it gives ('Start 6 min timer (up to 8 min)'),
 * and the other lengths it states one tap away under 'More timers' (docs/product.md#recipe-tools).
 */
function StepTimerButtons({
  choices,
  onStart,
}: {
  choices: readonly StepTimerChoice[];
  onStart: (seconds: number, label: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const offer = offerTimers(choices);
  if (!offer) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-accent text-lg"
          onClick={() => onStart(offer.main.seconds, offer.main.label)}
        >
          Start {offer.main.label} timer
          {offer.upTo && <span className="font-normal"> (up to {offer.upTo})</span>}
        </button>
        {offer.more.length > 0 && (
          <button
            type="button"
            className="btn-outline min-h-11"
            aria-expanded={open}
            aria-controls="cook-more-timers"
            onClick={() => setOpen((was) => !was)}
          >
            More timers
          </button>
        )}
      </div>
      {open && (
        <div id="cook-more-timers" role="group" aria-label="More timers" className="flex flex-wrap gap-3">
          {offer.more.map((option) => (
            <button
              key={option.seconds}
              type="button"
              className="btn-accent text-lg"
              onClick={() => onStart(option.seconds, option.label)}
            >
              Start {option.label} timer
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
