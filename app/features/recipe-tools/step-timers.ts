/**
 * Timers a cook-mode step offers, read from its text: 'bake for 25 to 30 minutes' offers 25 and 30
 * minutes, '1 hour 15 minutes' offers 75, 'for 10 minutes' offers 10, '30 seconds' offers half a
 * minute. Temperatures and sizes are not times. Pure, so it is tested without a browser.
 */
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

const NUMBER = String.raw`(\d+(?:\.\d+)?(?:\s+\d/\d)?|\d/\d|½|¼|¾|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty)`;
const UNIT = String.raw`(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b`;
// '1 hour 15 minutes', '1 hour and 15 minutes', '25 to 30 minutes', '25–30 min', '1 1/2 hours'.
const TIME = new RegExp(
  String.raw`\b${NUMBER}(?:\s*(?:-|–|—|to|or)\s*${NUMBER})?\s*${UNIT}(?:,?\s*(?:and\s+)?(\d+)\s*(minutes?|mins?)\b)?`,
  'gi',
);

const WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
};

function readNumber(text: string): number {
  const lower = text.toLowerCase().trim();
  if (lower in WORDS) return WORDS[lower]!;
  const mixed = /^(\d+)\s+(\d)\/(\d)$/.exec(lower);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d)\/(\d)$/.exec(lower);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return Number(lower);
}

const unitSeconds = (unit: string) => (/^h/i.test(unit) ? 3600 : /^m/i.test(unit) ? 60 : 1);

/** '25 min', '1 hr 15 min', '1 hr', '30 sec', '1 min 30 sec'. */
export function timerLabel(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  const parts = [h ? `${h} hr` : '', m ? `${m} min` : '', s ? `${s} sec` : ''].filter(Boolean);
  return parts.join(' ') || '0 sec';
}

/** Every time a step mentions, with the timer lengths it offers (a range offers both ends). */
export function findStepTimers(step: string): StepTimerChoice[] {
  const choices: StepTimerChoice[] = [];
  for (const m of step.matchAll(TIME)) {
    const [phrase, low, high, unit, extraMinutes] = m;
    const per = unitSeconds(unit!);
    const extra = extraMinutes ? Number(extraMinutes) * 60 : 0;
    const ends = [readNumber(low!), high ? readNumber(high) : null].filter(
      (n): n is number => n !== null && Number.isFinite(n) && n > 0,
    );
    const seconds = [...new Set(ends.map((n) => Math.round(n * per + extra)))].filter((s) => s >= 5 && s <= 48 * 3600);
    if (!seconds.length) continue;
    choices.push({ phrase: phrase!.trim(), options: seconds.map((s) => ({ seconds: s, label: timerLabel(s) })) });
  }
  return choices;
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
