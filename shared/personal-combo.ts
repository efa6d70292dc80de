import { ASSEMBLY_HEADING, joinWords, minutesOf, type ComboSource, type TemporaryCombo } from './combo';
import { batchLabel } from './combiner-steps';
import { planCombination } from './combo-plan';
import { combinedMinutes, formatMinutes } from './combo-time';
import { isHeaderLine, toMetric, toUS, writtenIn, type UnitSystem } from './ingredients';
import { methodAt } from './method';
import { slugify } from './slug';

const bold = (text: string) => `**${text}**`;

export interface PersonalComboOptions {
  /** The size control's multiplier (Quarter to Quadruple). */
  size?: number;
  /** The unit system to write in; by default the one most of the recipes' lines use. */
  system?: UnitSystem;
}

/**
 * docs/product.md#combos, personal combo derivation: each recipe's ingredients and numbered steps sit
 * under its bold title, in the order chosen, followed by an assembly step; prep times add up and the
 * longest cook time wins. Throws 'No recipes selected' when nothing is chosen.
 *
 * How much of each recipe is the plan the AI Recipe Combiner's built-in combiner uses too
 * (shared/combo-plan.ts): a frosting the cake asks for in 1 1/2 batches is made in 1 1/2 batches here as
 * well (its title says so, and the cake's '1 1/2 batches Vanilla Buttercream' line leaves its list), and the
 * combo serves what its bakes serve. The lines are written as a recipe page writes them (sticks of
 * butter, one unit system), at the size chosen, and the steps are rewritten from the model of each recipe's
 * method at its batches, as the recipe pages rewrite them (shared/method); the total is the longest path through the parts
 * (docs/decisions/029-combinations-kitchen-true.md).
 */
export function deriveCombo(
  recipes: readonly ComboSource[],
  now: Date = new Date(),
  { size = 1, system }: PersonalComboOptions = {},
): TemporaryCombo {
  if (recipes.length === 0) throw new Error('No recipes selected');
  const units = system ?? writtenIn(recipes.flatMap((r) => r.ingredients));
  const write = (line: string, batches: number) =>
    isHeaderLine(line) ? line : units === 'metric' ? toMetric(line, batches) : toUS(line, batches);
  const plan = planCombination(recipes, { size });
  const titles = recipes.map((r) => r.title);
  const title = titles.join(' & ');
  const lowerTitles = titles.map((t) => t.toLowerCase());
  const prep = recipes.reduce((sum, r) => sum + minutesOf(r.prepTime), 0);
  const cook = Math.max(...recipes.map((r) => minutesOf(r.cookTime)));

  const ingredients: string[] = [];
  const instructions: string[] = [];
  for (const { recipe, batches, madeElsewhere } of plan.parts) {
    const heading = bold(`${recipe.title}${batchLabel(batches)}`);
    const lines = recipe.ingredients.filter((line) => !madeElsewhere.has(line));
    ingredients.push(heading, ...lines.map((line) => write(line, batches)));
    // The recipe page's method at the part's batches (docs/decisions/034-the-method-follows-the-amounts.md).
    const { steps } = methodAt(recipe, { factor: batches }, units);
    instructions.push(heading, ...steps.map((step, i) => `${i + 1}. ${step}`));
  }
  const assembly = [
    `1. Make the components in the order above, letting each one cool before it meets the next.`,
    `2. Bring the ${joinWords(lowerTitles)} together on one board or in one dessert, and serve.`,
  ];
  instructions.push(bold(ASSEMBLY_HEADING), ...assembly);
  const total = combinedMinutes(plan.parts.map((p) => p.recipe));

  return {
    title,
    description: `A personal combination of ${joinWords(lowerTitles)}, made to be baked and served together.`,
    prepTime: `${prep} minutes`,
    cookTime: `${cook} minutes`,
    totalTime: formatMinutes(total),
    servings: plan.servings,
    slug: slugify(title),
    difficulty: 'Intermediate',
    category: 'temporary-combo',
    ingredients,
    instructions,
    imageUrl: recipes[0]!.imageUrl,
    tags: ['temporary-combo'],
    dietaryInfo: [],
    story: `This combination brings together ${joinWords(titles)}. Each recipe keeps its own ingredients and steps, so you can make the parts one after another and finish with the assembly. It serves ${plan.servings}, what its bakes make at this size.`,
    selectedRecipes: recipes.map((r) => ({ id: r.id, title: r.title, ...(r.slug ? { slug: r.slug } : {}) })),
    createdAt: now.toISOString(),
    size,
    units,
  };
}
