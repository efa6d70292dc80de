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
  const spans = stepTimes(step).filter((s) => !/^\s*(?:early|earlier|sooner|later)\b/i.test(step.slice(s.end)));
  const choices = spans.map(({ phrase, seconds }) => choiceOf(phrase, seconds));
  const shift = SHIFT.exec(step);
  const checkAt = CHECK_AT.exec(step);
  const advice = checkAt ?? shift;
  if (!advice) return choices;
  // The bake the advice speaks of: the last range stated before it, else the last time.
  const before = spans.filter((s) => s.end <= advice.index);
  const bake = before.filter((s) => s.seconds.length > 1).at(-1) ?? before.at(-1);
  if (!bake) return choices;
  let check: AdviceTimerChoice;
  if (checkAt) {
    const at = spans.findIndex((s) => s.start >= checkAt.index);
    if (at < 0) return choices;
    [check] = choices.splice(at, 1) as [AdviceTimerChoice];
  } else {
    const [, low, high = low, way] = shift!;
    const from = bake.seconds[0]!;
    const moved = [Number(low), Number(high)].map((m) => from + (way!.toLowerCase() === 'early' ? -m : m) * 60);
    const seconds = [...new Set(moved.filter((s) => s > 0))].sort((a, b) => a - b);
    if (!seconds.length) return choices;
    check = choiceOf(shift![0], seconds);
  }
  choices.splice(spans.indexOf(bake), 0, check);
  return choices;
}
