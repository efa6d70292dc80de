import { isBoldHeading } from './combo';
import { combineRecipes, type Combination, type CombinerRecipe } from './combiner';
import { combinedMinutes, formatMinutes } from './combo-time';
import { isHeaderLine, toMetric, toUS, writtenIn, type UnitSystem } from './ingredients';
import { methodAt } from './method';

/**
 * The AI Recipe Combiner's result at the size and in the unit system the baker picks on it
 * (docs/product.md#combos). An answer of the built-in combiner is written again by it, from the same
 * recipes and prompt (the device holds them), so its batches, headings, notes and total stay one plan.
 * Any other answer (a remote model's, or recipes that changed since) has its lines rewritten one by one:
 * amounts by the engine of the recipe pages, steps as a recipe page's steps (each part's from the model
 * of its method, shared/method), servings times the size.
 */

const KEYS = [
  'title',
  'description',
  'preparationTime',
  'cookingTime',
  'totalTime',
  'servings',
  'imageUrl',
  'ingredients',
  'instructions',
  'tips',
  'notes',
  'sourceRecipes',
] as const satisfies readonly (keyof Combination)[];

/** Whether two answers say the same, field by field (key order aside). */
export function sameCombination(a: Combination, b: Combination): boolean {
  return KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * The recipes and prompt that give `answer` through the built-in combiner on this device, or null when
 * they do not (another combiner answered, or a recipe changed since).
 */
export function reproducible(
  answer: Combination,
  recipes: readonly CombinerRecipe[],
  prompt: string,
): readonly CombinerRecipe[] | null {
  if (!recipes.length) return null;
  return sameCombination(combineRecipes(recipes, prompt), answer) ? recipes : null;
}

// '5 sticks (565 g) butter, divided: 2 sticks (226 g) for the Cake (softened) and 3 sticks (339 g) for the ...'
const RE_DIVIDED = /^(.*?), divided: (.*)$/;
const RE_SHARE_BREAK = /, (?=(?:≈ )?[\d½¼¾⅓⅔⅛]|a pinch)| and (?=(?:≈ )?[\d½¼¾⅓⅔⅛]|a pinch)/;

function writeLine(line: string, size: number, system: UnitSystem): string {
  if (isHeaderLine(line) || isBoldHeading(line)) return line;
  const write = (text: string) => (system === 'metric' ? toMetric(text, size) : toUS(text, size));
  const divided = RE_DIVIDED.exec(line);
  if (!divided) return write(line);
  const shares = divided[2]!.split(RE_SHARE_BREAK).map(write);
  const last = shares.pop()!;
  return `${write(divided[1]!)}, divided: ${shares.length ? `${shares.join(', ')} and ${last}` : last}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The answer's steps split into its parts: a bold heading ('**Raspberry Filling**') or a step that opens
 * with a source recipe's title ('Raspberry Filling: Combine ...', as the built-in combiner writes them)
 * starts one, and so does the closing 'Assemble: ...'. Each part is read as a recipe of its own, so one
 * part's pan is never taken for another's alternative.
 */
function partsOf(answer: Combination): { heading: string | null; steps: string[] }[] {
  const opens = answer.sourceRecipes.length
    ? new RegExp(`^(?:${answer.sourceRecipes.map(escape).join('|')}|Assemble|Serve together):`)
    : /^Assemble:/;
  const parts: { heading: string | null; steps: string[] }[] = [];
  for (const step of answer.instructions) {
    if (isBoldHeading(step)) parts.push({ heading: step, steps: [] });
    else if (!parts.length || opens.test(step)) parts.push({ heading: null, steps: [step] });
    else parts.at(-1)!.steps.push(step);
  }
  return parts;
}

/** The answer's steps at `size` in `system`, each part's through the model of its method. */
function stepsAt(answer: Combination, size: number, system: UnitSystem): string[] {
  return partsOf(answer).flatMap(({ heading, steps }) => {
    const source = { title: answer.title, servings: answer.servings, instructions: steps };
    const written = steps.length ? methodAt(source, { factor: size }, system).steps : [];
    return heading === null ? written : [heading, ...written];
  });
}

/** Any answer at `size` in `system`, line by line (see the module comment). */
export function combinationAt(answer: Combination, size: number, system: UnitSystem): Combination {
  const total =
    answer.totalTime ??
    formatMinutes(
      combinedMinutes([
        { instructions: answer.instructions, prepTime: answer.preparationTime, cookTime: answer.cookingTime },
      ]),
    );
  if (size === 1 && system === writtenIn(answer.ingredients)) return { ...answer, totalTime: total };
  return {
    ...answer,
    totalTime: total,
    servings: Math.max(1, Math.round(answer.servings * size)),
    ingredients: answer.ingredients.map((line) => writeLine(line, size, system)),
    instructions: stepsAt(answer, size, system),
  };
}
