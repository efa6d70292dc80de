/**
 * The times a recipe step states, read from its words: the reading cook mode's timers offer
 * (app/features/recipe-tools/step-timers.ts) and the 'Ready at' schedule plans with
 * (shared/bake-schedule.ts). '25 to 30 minutes', '1 hour 15 minutes', '1 1/2 hours', 'an hour',
 * '30 seconds'; temperatures and sizes are not times. Pure.
 */
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

/** A time a step states, where it stands in the step's words. */
export interface StepSpan {
  /** The words: '25 to 30 minutes'. */
  phrase: string;
  /** Where the phrase starts and ends in the step. */
  start: number;
  end: number;
  /** Its lengths in seconds, shorter first (one for a single time, two for a range). */
  seconds: number[];
}

/** Timers are at least 5 seconds and at most two days: longer is storage, not a step. */
const MIN_SECONDS = 5;
const MAX_SECONDS = 48 * 3600;

/** Every time the step states, in order, each with the lengths it offers (a range offers both ends). */
export function stepTimes(step: string): StepSpan[] {
  const spans: StepSpan[] = [];
  for (const m of step.matchAll(TIME)) {
    const [phrase, low, high, unit, extraMinutes] = m;
    const per = unitSeconds(unit!);
    const extra = extraMinutes ? Number(extraMinutes) * 60 : 0;
    const ends = [readNumber(low!), high ? readNumber(high) : null].filter(
      (n): n is number => n !== null && Number.isFinite(n) && n > 0,
    );
    const seconds = [...new Set(ends.map((n) => Math.round(n * per + extra)))].filter(
      (s) => s >= MIN_SECONDS && s <= MAX_SECONDS,
    );
    if (!seconds.length) continue;
    const trimmed = phrase!.trim();
    spans.push({ phrase: trimmed, start: m.index, end: m.index + trimmed.length, seconds });
  }
  return spans;
}

/**
 * The step's times with a range across units joined: '45 minutes to 1 hour' is one span of 45 to
 * 60 minutes, not 45 minutes and then an hour.
 */
export function stepDurations(step: string): StepSpan[] {
  const joined: StepSpan[] = [];
  for (const span of stepTimes(step)) {
    const last = joined.at(-1);
    if (last && last.seconds.length === 1 && /^\s*(?:-|–|—|to)\s*$/i.test(step.slice(last.end, span.start))) {
      joined[joined.length - 1] = {
        phrase: step.slice(last.start, span.end),
        start: last.start,
        end: span.end,
        seconds: [...new Set([last.seconds[0]!, span.seconds.at(-1)!])].sort((a, b) => a - b),
      };
    } else joined.push(span);
  }
  return joined;
}

/** '25 min', '1 hr 15 min', '1 hr', '30 sec', '1 min 30 sec'. */
export function timerLabel(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  const parts = [h ? `${h} hr` : '', m ? `${m} min` : '', s ? `${s} sec` : ''].filter(Boolean);
  return parts.join(' ') || '0 sec';
}
