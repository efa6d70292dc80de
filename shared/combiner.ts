import { joinWords, minutesOf } from './combo';
import { batchLabel, batchesText, noteAtSize } from './combiner-steps';
import { SHARED_SECTION, mergeParts, type PartLines } from './combo-merge';
import { planCombination, workingOrder, type ComboPlan, type PlannedPart, type Role, type Swap } from './combo-plan';
import { combinedMinutes, formatMinutes } from './combo-time';
import { isHeaderLine, toMetric, toUS, writtenIn, type UnitSystem } from './ingredients';
import { buildCakes, methodAt, type MethodPlan } from './method';
import { paragraphs } from './story-links';

/**
 * The built-in recipe combiner (docs/product.md#combos): what POST /api/ai/recipe-compiler answers when no
 * AI endpoint is configured. Pure and deterministic: the same recipes, prompt and options give the same
 * result, so the page can write the same combination at another size or in the other unit system.
 *
 * - Parts are ordered so the work flows: fillings and sauces first (they need to cool or chill),
 *   then the bakes, then frostings (made while the bakes cool), then one assembly step.
 * - How many batches of each part: the plan both combiners share (shared/combo-plan.ts); every count
 *   the result writes (headings, notes, servings) comes from it.
 * - Lines are written as a recipe page writes them (sticks of butter, spoons a set holds, one unit
 *   system); a food several parts use is one line with the total and each share, weights kept
 *   (shared/combo-merge.ts).
 * - Times: prep times add up and the longest cook time wins (docs/product.md#combos); the total is the
 *   longest path through the parts (shared/combo-time.ts).
 * - Steps: each part's are rewritten from the model of its method at its batches (shared/method, as the
 *   recipe pages do: the pans that fit, the pieces, amounts for one layer unchanged), in the view's units.
 * - Tips come from the recipes' notes; the customPrompt is applied where it is understood (a serving
 *   count, double, half, metric) and always shown in the notes.
 */

export interface CombinerRecipe {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  prepTime: string;
  cookTime: string;
  servings: number;
  tags: readonly string[];
  ingredients: readonly string[];
  instructions: readonly string[];
  notes: string;
  /** The pan the recipe is written for ('9-inch round x 2'), which the method reads before its steps. */
  pan?: string;
}

/** docs/product.md#combos: the AI combination result, with the total time the combiners add. */
export interface Combination {
  title: string;
  description: string;
  preparationTime: string;
  cookingTime: string;
  /** The longest path through the parts and the assembly: one honest figure. */
  totalTime?: string;
  servings: number;
  imageUrl?: string;
  ingredients: string[];
  instructions: string[];
  tips: string[];
  notes?: string;
  sourceRecipes: string[];
}

export interface CombineOptions {
  /** The size control's multiplier (Quarter to Quadruple); 1 is the combination as the prompt asks. */
  size?: number;
  /** The unit system to write in; by default metric when the prompt asks, else the recipes' own. */
  system?: UnitSystem;
}

// ------------------------------------------------------------------------------------------------
// Reading the prompt

interface PromptAsk {
  /** A head count every bake must serve. */
  serve: number | null;
  /** Batches of each bake otherwise (double, half). */
  bakes: number;
  bakesWord: string | null;
  metric: boolean;
}

const SERVINGS_ASK =
  /\b(?:for|serves?|serving|feeds?|make|makes)\s+(\d{1,3})\b(?:\s*(?:people|persons|guests|servings|portions))?|\b(\d{1,3})\s*(?:people|persons|guests|servings|portions)\b/i;

function readPrompt(prompt: string): PromptAsk {
  const ask: PromptAsk = { serve: null, bakes: 1, bakesWord: null, metric: false };
  const match = SERVINGS_ASK.exec(prompt);
  const wanted = match ? Number(match[1] ?? match[2]) : null;
  if (wanted && wanted > 0 && wanted <= 500) ask.serve = wanted;
  else if (/\b(?:double|twice)\b/i.test(prompt)) [ask.bakes, ask.bakesWord] = [2, 'doubled'];
  else if (/\b(?:half|halve)\b/i.test(prompt)) [ask.bakes, ask.bakesWord] = [0.5, 'halved'];
  ask.metric = /\b(?:metric|grams?|weigh(?:ed|ts)?)\b/i.test(prompt);
  return ask;
}

const SIZE_WORDS: Readonly<Record<number, string>> = {
  0.25: 'quartered',
  0.5: 'halved',
  2: 'doubled',
  3: 'tripled',
  4: 'quadrupled',
};
const sizeWord = (size: number) => SIZE_WORDS[size] ?? `x ${size}`;

/** What the prompt changed, in the plan's own numbers (the headings say the same batches). */
function appliedNotes(ask: PromptAsk, plan: ComboPlan<CombinerRecipe>, size: number, system: UnitSystem): string[] {
  const applied: string[] = [];
  const bakes = plan.parts.filter((p) => p.role === 'base');
  const made = (p: PlannedPart<CombinerRecipe>) => {
    const serves = Math.floor(p.batches * p.recipe.servings + 1e-9);
    return `${batchesText(p.batches)} of ${p.recipe.title} (${serves} ${serves === 1 ? 'serving' : 'servings'})`;
  };
  const sized = bakes.length ? bakes : plan.parts;
  if (ask.serve !== null) {
    const target = Math.ceil(ask.serve * size - 1e-9);
    const scaled = size === 1 ? '' : ` (${ask.serve}, ${sizeWord(size)})`;
    applied.push(`made every bake to serve ${target}${scaled}: ${joinWords(sized.map(made))}`);
  } else if (ask.bakesWord) {
    const then = size === 1 ? '' : `, then ${sizeWord(size)}`;
    applied.push(`${ask.bakesWord} every bake${then}: ${joinWords(sized.map(made))}`);
  }
  if (ask.metric)
    applied.push(
      system === 'metric'
        ? 'wrote American measures in grams and millilitres'
        : 'left the measures in US cups and spoons, as the switch is set',
    );
  return applied;
}

// ------------------------------------------------------------------------------------------------
// Steps, tips, title

/** A layer cake's own stacking step ('Place one layer on a stand, spread ... top with the second layer'). */
const STACKING = /\bsecond layer\b/i;

type Part = PlannedPart<CombinerRecipe>;

/** The bake whose stacking step the assembly takes over: one layer cake, with a filling and a frosting chosen. */
function stackedBase(parts: readonly Part[]): Part | null {
  if (!parts.some((c) => c.role === 'filling') || !parts.some((c) => c.role === 'topping')) return null;
  const layered = parts.filter((c) => c.role === 'base' && c.recipe.instructions.some((s) => STACKING.test(s)));
  return layered.length === 1 ? layered[0]! : null;
}

/**
 * How the stacked cake comes out at its batches, from its method plan: how many cakes, and what the cake's
 * own stacking step said it cannot follow ('Written for a cake of two layers: here the batter makes one...').
 */
interface Stacking {
  /** 'Build two cakes this way.', or null for one cake. */
  cakes: string | null;
  note: string | null;
}

function stackingOf(plan: MethodPlan, stackingStep: string): Stacking {
  const note = /\((Written for [^()]*)\)/.exec(stackingStep)?.[1] ?? null;
  return { cakes: buildCakes(plan), note };
}

function assemblyStep(parts: readonly Part[], stacking: Stacking | null): string {
  const names = (role: Role) => parts.filter((c) => c.role === role).map((c) => c.recipe.title);
  const bases = names('base');
  const fillings = names('filling');
  const toppings = names('topping');
  const stacked = stackedBase(parts);
  if (stacked) {
    // The cake's own step spread frosting between the layers; with a filling chosen, the filling goes there.
    // How many cakes, and a layer count the batter cannot make, come from the cake's method plan.
    const cakes = stacking?.cakes ? ` ${stacking.cakes}` : '';
    const note = stacking?.note ? ` (${stacking.note})` : '';
    const frosting = joinWords(toppings);
    return `Assemble: once the ${stacked.recipe.title} layers have cooled completely, level them if needed. Place one layer on a stand, pipe a ring of ${frosting} around the edge, fill the ring with ${joinWords(fillings)} and top with the next layer. Apply a thin crumb coat of ${frosting}, chill for 20 minutes, then finish with the rest of the ${frosting}.${note}${cakes} Serve at room temperature.`;
  }
  if (bases.length) {
    // 'let ... cool' needs no verb to agree with a title: 'Lemon Bars' and 'Carrot Cake with
    // Toasted Walnuts' read alike ('has cooled' beside 'Cookies' did not).
    const cool = `Assemble: let the ${joinWords(bases)} cool completely, then`;
    if (fillings.length && toppings.length)
      return `${cool} fill with the ${joinWords(fillings)} and finish with the ${joinWords(toppings)}. Serve at room temperature.`;
    if (toppings.length) return `${cool} frost or pipe with the ${joinWords(toppings)} and serve.`;
    if (fillings.length) return `${cool} fill or serve with the ${joinWords(fillings)}.`;
    return `Serve together: arrange the ${joinWords(bases)} on one board so everyone can try each.`;
  }
  return `Assemble: layer or swirl the ${joinWords([...fillings, ...toppings])} together just before serving.`;
}

/** A note that sends the baker to the recipe page's own size control ('Set the recipe size to 1 loaf') has no place here. */
const PAGE_CONTROLS = /\brecipe size\b/i;

function tipsFrom(parts: readonly Part[], mergedAny: boolean, swaps: readonly Swap[]): string[] {
  const tips: string[] = swaps.map(
    (s) => `The ${s.in} calls for ${s.from}: this combination uses the ${s.to} instead.`,
  );
  if (parts.some((c) => c.role === 'filling'))
    tips.push('Make the fillings and sauces first: they need time to cool or chill before they meet the rest.');
  if (mergedAny)
    tips.push(
      'Ingredients used by more than one part are listed once with the total; measure out each part’s share before you start.',
    );
  for (const { recipe, batches } of parts) {
    const notes = paragraphs(recipe.notes).filter((p) => !PAGE_CONTROLS.test(p));
    for (const paragraph of notes.slice(0, 2))
      tips.push(`${recipe.title}: ${noteAtSize(paragraph, batches, batchesText(batches))}`);
  }
  return tips;
}

function titleFor(parts: readonly Part[]): string {
  const bases = parts.filter((c) => c.role === 'base').map((c) => c.recipe.title);
  const others = parts.filter((c) => c.role !== 'base').map((c) => c.recipe.title);
  if (bases.length && others.length) return `${joinWords(bases)} with ${joinWords(others)}`;
  return joinWords(parts.map((c) => c.recipe.title));
}

/** Combines two or more recipes into one (see the module comment). */
export function combineRecipes(
  recipes: readonly CombinerRecipe[],
  customPrompt = '',
  options: CombineOptions = {},
): Combination {
  if (recipes.length === 0) throw new Error('No recipes to combine');
  const prompt = customPrompt.trim();
  const ask = readPrompt(prompt);
  const size = options.size ?? 1;
  const plan = planCombination(workingOrder(recipes), { size, serve: ask.serve, bakes: ask.bakes });
  const { parts } = plan;
  const system = options.system ?? (ask.metric ? 'metric' : writtenIn(recipes.flatMap((r) => r.ingredients)));
  const write = (line: string, batches: number) =>
    system === 'metric' ? toMetric(line, batches) : toUS(line, batches);

  const lines: PartLines[] = parts.map(({ recipe, batches, madeElsewhere }) => ({
    title: recipe.title,
    heading: `${recipe.title}${batchLabel(batches)}`,
    batches,
    lines: recipe.ingredients
      .filter((line) => !madeElsewhere.has(line))
      .map((source) => ({ source, text: isHeaderLine(source) ? source : write(source, batches) })),
  }));
  const ingredients = mergeParts(lines, system);
  const mergedAny = ingredients.includes(`---${SHARED_SECTION}---`);

  const instructions: string[] = [];
  const stacked = stackedBase(parts);
  let stacking: Stacking | null = null;
  for (const part of parts) {
    const { recipe, batches } = part;
    // The recipe page's method at the part's batches (docs/decisions/034-the-method-follows-the-amounts.md).
    const { plan, steps } = methodAt(recipe, { factor: batches }, system);
    steps.forEach((step, i) => {
      // The assembly at the end stacks the cake with the chosen filling instead.
      if (part === stacked && STACKING.test(recipe.instructions[i]!)) {
        stacking = stackingOf(plan, step);
        return;
      }
      instructions.push(i === 0 ? `${recipe.title}: ${step}` : step);
    });
  }
  const assembly = assemblyStep(parts, stacking);
  instructions.push(assembly);

  const prep = recipes.reduce((sum, r) => sum + minutesOf(r.prepTime), 0);
  const cook = Math.max(...recipes.map((r) => minutesOf(r.cookTime)));
  const total = combinedMinutes(
    parts.map((p) => ({
      prepTime: p.recipe.prepTime,
      cookTime: p.recipe.cookTime,
      instructions: p === stacked ? p.recipe.instructions.filter((s) => !STACKING.test(s)) : p.recipe.instructions,
    })),
    [assembly],
  );
  const titles = parts.map((c) => c.recipe.title);
  const image =
    parts.find((c) => c.role === 'base' && c.recipe.imageUrl)?.recipe.imageUrl ??
    recipes.find((r) => r.imageUrl)?.imageUrl;

  let notes: string | undefined;
  if (prompt) {
    const applied = appliedNotes(ask, plan, size, system);
    notes = applied.length
      ? `Your instructions: “${prompt}”. Applied: ${joinWords(applied)}.`
      : `Your instructions: “${prompt}”. The built-in combiner keeps them here as a note; adjust the steps above to suit.`;
  }

  return {
    title: titleFor(parts),
    description: `${joinWords(titles)}, combined into one bake: ${parts.length} recipes from the collection, with their steps in working order and one assembly at the end.`,
    preparationTime: formatMinutes(prep),
    cookingTime: formatMinutes(cook),
    totalTime: formatMinutes(total),
    servings: plan.servings,
    ...(image ? { imageUrl: image } : {}),
    ingredients,
    instructions,
    tips: tipsFrom(parts, mergedAny, plan.swaps),
    ...(notes ? { notes } : {}),
    sourceRecipes: recipes.map((r) => r.title),
  };
}
