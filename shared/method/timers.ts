import { stepTimes, timerLabel } from '../step-times';

/** A time a step states and the timer lengths it offers, as cook mode reads them (step-timers.ts). */
export interface AdviceTimerChoice {
  phrase: string;
  options: { seconds: number; label: string }[];
}

const choiceOf = (phrase: string, seconds: readonly number[]): AdviceTimerChoice => ({
  phrase,
  options: seconds.map((s) => ({ seconds: s, label: timerLabel(s) })),
});

/** 'check 10 minutes early', 'check 5-10 minutes later than the recipe says': a shift, not a length. */
const SHIFT = /\bcheck (\d+)(?:-(\d+))? minutes (early|later)\b/i;
/** 'check after 15-20 minutes', 'the recipe's notes say 18 to 20 minutes': when to look instead. */
const CHECK_AT = /\b(?:check after|notes say) \d+(?:\s*(?:-|to)\s*\d+)? minutes\b/i;

/**
 * The timers of a step the method has written, its oven advice read (decision 034: a shallower batter,
 * muffin cups, a smaller loaf): where the advice says to look at another time than the step's own, that
 * time is offered in place of the bake it changes, so the timer rings when the baker should check, and a
 * shift ('10 minutes early') is never a timer of its own. A step without advice reads as cook mode
 * reads any step.
 */
export function adviceTimers(step: string): AdviceTimerChoice[] {
  const read = readAdvice(step);
  if (!read.check) return read.choices;
  const choices = read.choices.filter((c) => c !== read.checkSpan);
  choices.splice(read.spans.indexOf(read.bake), 0, read.check);
  return choices;
}

/**
 * The step as 'Ready at' plans it (docs/product.md#recipe-tools): where the method's advice in
 * brackets says when to check the bake ('check after 45-60 minutes'), the bake is that long, and
 * the advice is no time of its own. A step without such advice is returned as it is.
 */
export function plannedStep(step: string): string {
  const read = readAdvice(step);
  if (!read.check) return step;
  const open = step.lastIndexOf('(', read.adviceAt);
  const close = step.indexOf(')', read.adviceAt);
  if (open < read.bake.end || close < 0) return step;
  const minutes = Math.round(read.check.options[0]!.seconds / 60);
  return `${step.slice(0, read.bake.start)}${minutes} minutes${step.slice(read.bake.end, open).trimEnd()}${step.slice(close + 1)}`;
}

/** The step's times as timers, and, where the method's advice changes a bake, the check and that bake. */
function readAdvice(step: string) {
  const spans = stepTimes(step).filter((s) => !/^\s*(?:early|earlier|sooner|later)\b/i.test(step.slice(s.end)));
  const choices = spans.map(({ phrase, seconds }) => choiceOf(phrase, seconds));
  const none = { spans, choices, check: null } as const;
  const shift = SHIFT.exec(step);
  const checkAt = CHECK_AT.exec(step);
  const advice = checkAt ?? shift;
  if (!advice) return none;
  // The bake the advice speaks of: the last range stated before it, else the last time.
  const before = spans.filter((s) => s.end <= advice.index);
  const bake = before.filter((s) => s.seconds.length > 1).at(-1) ?? before.at(-1);
  if (!bake) return none;
  const found = { spans, choices, bake, adviceAt: advice.index };
  if (checkAt) {
    const at = spans.findIndex((s) => s.start >= checkAt.index);
    return at < 0 ? none : { ...found, check: choices[at]!, checkSpan: choices[at]! };
  }
  const [, low, high = low, way] = shift!;
  const from = bake.seconds[0]!;
  const moved = [Number(low), Number(high)].map((m) => from + (way!.toLowerCase() === 'early' ? -m : m) * 60);
  const seconds = [...new Set(moved.filter((s) => s > 0))].sort((a, b) => a - b);
  return seconds.length ? { ...found, check: choiceOf(shift![0], seconds), checkSpan: null } : none;
}
