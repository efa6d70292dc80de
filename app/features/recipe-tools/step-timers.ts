/**
 * Timers a cook-mode step offers, read from its text: 'bake for 25 to 30 minutes' offers 25 and 30
 * minutes, '1 hour 15 minutes' offers 75, 'for 10 minutes' offers 10, '30 seconds' offers half a
 * minute. Temperatures and sizes are not times (the reading is shared/step-times.ts, which the
 * 'Ready at' schedule plans with too). Pure, so it is tested without a browser.
 */
import { stepTimes, timerLabel } from '../../../shared/step-times';

export { timerLabel };

export interface StepTimer {
  /** What the button says: '25 min', '1 hr 15 min', '30 sec'. */
  label: string;
  seconds: number;
}

export interface StepTimerChoice {
  /** The words in the step, for the button's context: '25 to 30 minutes'. */
  phrase: string;
  options: StepTimer[];
}

/** Every time a step mentions, with the timer lengths it offers (a range offers both ends). */
export function findStepTimers(step: string): StepTimerChoice[] {
  return stepTimes(step).map(({ phrase, seconds }) => ({
    phrase,
    options: seconds.map((s) => ({ seconds: s, label: timerLabel(s) })),
  }));
}

/** What cook mode offers for a step: the timer the baker needs, and the rest one tap away. */
export interface TimerOffer {
  /** The first time the step states, at its start: '6 to 8 minutes' offers 6. */
  main: StepTimer;
  /** The end of that range, said beside the timer ('up to 8 min'), or null for a single time. */
  upTo: string | null;
  /** Every other length the step states (the range's end, an alternative), under 'More timers'. */
  more: StepTimer[];
}

/**
 * The one timer a step offers first (docs/product.md#recipe-tools): a step that says 'bake 6 to 8
 * minutes, or 1 to 1 1/2 hours for a large pan' is checked at 6 minutes, so its timer is 6 min and
 * says up to 8; 8 min, 1 hr and 1 hr 30 min are one tap away. Null when the step states no time.
 */
export function offerTimers(choices: readonly StepTimerChoice[]): TimerOffer | null {
  const [first] = choices;
  const main = first?.options[0];
  if (!first || !main) return null;
  const end = first.options[1];
  const more: StepTimer[] = [];
  for (const option of choices.flatMap((c) => c.options))
    if (option.seconds !== main.seconds && !more.some((m) => m.seconds === option.seconds)) more.push(option);
  return { main, upTo: end && end.seconds !== main.seconds ? end.label : null, more };
}

/** What a cook-mode timer keeps of the step it was started from (older timers have only their label). */
export interface NamedTimer {
  /** The name it was started with: 'Step 2: 25 min'. */
  label: string;
  durationMs: number;
  /** The step's words when the timer started. */
  step?: string;
}

/** Words of a step a timer names when the step is no longer in the recipe. */
const STEP_WORDS = 6;

/**
 * A timer's name against the recipe as it is now. The admin may reorder, reword or remove steps
 * while a timer runs: the timer follows its step to its new number, and when the step is gone it is
 * named by the step's own first words, never by a number that now means another step. Without the
 * recipe's steps (the recipe is not on the device) the name it was started with stands.
 */
export function timerName(timer: NamedTimer, steps: readonly string[] | undefined): string {
  if (timer.step === undefined || !steps) return timer.label;
  const length = timerLabel(Math.round(timer.durationMs / 1000));
  const at = steps.indexOf(timer.step);
  if (at >= 0) return `Step ${at + 1}: ${length}`;
  const words = timer.step.trim().split(/\s+/);
  const opening = words
    .slice(0, STEP_WORDS)
    .join(' ')
    .replace(/[.,;:!]+$/, '');
  return `“${opening}${words.length > STEP_WORDS ? '…' : ''}”: ${length}`;
}

/** '04:59', '1:02:03': what a running timer shows. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * How long ago a timer ended, for the alarm that rings when the baker comes back to the page:
 * 'ended 4 minutes ago', 'ended 1 hour 5 minutes ago'; under a minute, nothing to add.
 */
export function endedAgo(ms: number): string | null {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `ended ${[h ? unit(h, 'hour') : '', m ? unit(m, 'minute') : ''].filter(Boolean).join(' ')} ago`;
}
