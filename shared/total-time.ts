import { parseMinutes } from './durations';

/**
 * Honest times (docs/product.md#recipes): a recipe's total is its prep and cook time plus the rests the
 * steps name (rises, proving, chilling, cooling, resting, setting), so a loaf with two rises and an hour on
 * the rack reads about 3 1/2 hours, not '20 minutes prep'. A step's baking time is already the cook time.
 */
const RE_WAIT =
  /\b(?:rise|rises|rising|prove|proving|proof|rest|resting|chill|chilling|refrigerate|cool|cooling|cooled|stand|set|sit|soak|freeze)\b/i;
const RE_COOK = /\b(?:bake|baking|oven|cook|simmer|boil|fry|griddle|toast|brown|melt|whisk|beat|mix|knead)\b/i;
const RE_OVERNIGHT = /\bovernight\b/i;
const RE_SPAN = /(\d+(?:\.\d+)?)(?:[ \t]*(?:-|–|to)[ \t]*(\d+(?:\.\d+)?))?[ \t]*(hours?|hrs?|minutes?|mins?)\b/gi;

/** The minutes of waiting a step names: the shorter end of each span ('40 to 50 minutes' is 40, 'up to 3 days' is not a wait). */
export function waitMinutes(step: string): number {
  let total = 0;
  for (const sentence of step.split(/(?<=[.;])\s+/)) {
    if (!RE_WAIT.test(sentence)) continue;
    let found = 0;
    for (const m of sentence.matchAll(RE_SPAN)) {
      // 'Beat for 4 minutes, then chill for 20 minutes': the span nearest a waiting word counts.
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      if ((RE_COOK.test(before) && !RE_WAIT.test(before)) || /\bup to[ \t]*$|\bor[ \t]*$/i.test(before)) continue;
      const value = Number(m[1]);
      found += /^h/i.test(m[3]!) ? value * 60 : value;
    }
    total += found || (RE_OVERNIGHT.test(sentence) ? 8 * 60 : 0);
  }
  return Math.round(total);
}

export interface RecipeTimes {
  prepTime: string;
  cookTime: string;
  instructions: readonly string[];
}

/** Prep + cook + the waits in the steps, in minutes; null when the recipe gives no time at all. */
export function totalMinutes(recipe: RecipeTimes): number | null {
  const prep = parseMinutes(recipe.prepTime);
  const cook = parseMinutes(recipe.cookTime);
  const waits = recipe.instructions.reduce((sum, step) => sum + waitMinutes(step), 0);
  if (prep === null && cook === null && waits === 0) return null;
  return (prep ?? 0) + (cook ?? 0) + waits;
}

/** '3 hr 35 min', '45 min', '1 hr'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

/** A cook time of nothing ('0 minutes', empty) is a recipe that needs no oven: it says 'No bake'. */
export function cookTimeLabel(cookTime: string): string {
  const minutes = parseMinutes(cookTime);
  return minutes === 0 || cookTime.trim() === '' ? 'No bake' : cookTime;
}
