import { comboCategoryOf, joinWords, minutesOf, type ComboCategoryId } from './combo';
import { batchesText, noteAtSize, stepAtSize } from './combiner-steps';
import { isHeaderLine, parseIngredient, scaleIngredient, toMetric, writeAmount } from './ingredients';
import { paragraphs } from './story-links';
import { lookupUnit } from './units';
import type { Dimension } from './units';

/**
 * The built-in recipe combiner (docs/product.md#combos): what POST /api/ai/recipe-compiler answers when no
 * AI endpoint is configured. Pure and deterministic: the same recipes and prompt give the same result.
 *
 * - Components are ordered so the work flows: fillings and sauces first (they need to cool or chill),
 *   then the bakes, then frostings (made while the bakes cool), then one assembly step.
 * - Each component keeps its own section ('---For the Lemon Curd---', or its own sub-headers).
 * - The same food in two components becomes one line with the total when the units convert
 *   ('2 1/2 cups granulated sugar, divided: 2 cups for ..., 1/2 cup for ...'); otherwise each
 *   component keeps its line.
 * - Times: prep times add up, the longest cook time wins; servings are the smallest yield.
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
}

/** docs/product.md#combos: the AI combination result. */
export interface Combination {
  title: string;
  description: string;
  preparationTime: string;
  cookingTime: string;
  servings: number;
  imageUrl?: string;
  ingredients: string[];
  instructions: string[];
  tips: string[];
  notes?: string;
  sourceRecipes: string[];
}

const ORDER: Readonly<Record<ComboCategoryId, number>> = {
  FillingsSauces: 0,
  Bread: 1,
  BrunchBreakfast: 1,
  Cake: 1,
  Cookies: 1,
  'Gluten-Free': 1,
  Other: 1,
  Frostings: 2,
};
type Role = 'filling' | 'base' | 'topping';
const roleOf = (category: ComboCategoryId): Role =>
  ORDER[category] === 0 ? 'filling' : ORDER[category] === 2 ? 'topping' : 'base';

interface Component {
  recipe: CombinerRecipe;
  role: Role;
  /** Batches of the recipe the combination makes (1 = as written). */
  factor: number;
}

/** Fillings, then bakes, then frostings; ties keep the order the recipes were chosen in. */
function orderComponents(recipes: readonly CombinerRecipe[]): Component[] {
  return recipes
    .map((recipe, index) => ({ recipe, role: roleOf(comboCategoryOf(recipe)), index }))
    .sort((a, b) => rank(a.role) - rank(b.role) || a.index - b.index)
    .map(({ recipe, role }) => ({ recipe, role, factor: 1 }));
}
const rank = (role: Role) => (role === 'filling' ? 0 : role === 'base' ? 1 : 2);

export function formatMinutes(total: number): string {
  if (total < 60) return `${total} minutes`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h} ${h === 1 ? 'hour' : 'hours'}${m ? ` ${m} minutes` : ''}`;
}

// ------------------------------------------------------------------------------------------------
// Customising from the prompt

interface PromptPlan {
  /** Factor applied to every ingredient line; 1 when the prompt asks for no size change. */
  factor: number;
  metric: boolean;
  servings: number;
  applied: string[];
}

const SERVINGS_ASK =
  /\b(?:for|serves?|serving|feeds?|make|makes)\s+(\d{1,3})\b(?:\s*(?:people|persons|guests|servings|portions))?|\b(\d{1,3})\s*(?:people|persons|guests|servings|portions)\b/i;

function planFromPrompt(prompt: string, servings: number): PromptPlan {
  const plan: PromptPlan = { factor: 1, metric: false, servings, applied: [] };
  const ask = SERVINGS_ASK.exec(prompt);
  const wanted = ask ? Number(ask[1] ?? ask[2]) : null;
  if (wanted && wanted > 0 && wanted <= 500 && wanted !== servings) {
    // Nobody bakes 1.71 batches: the bakes are made in the nearest half batch (quarter, below one) that
    // serves everyone, so pans and pieces can be counted. The result serves the count asked for.
    const step = wanted > servings ? 2 : 4;
    plan.factor = Math.ceil((wanted / servings) * step - 1e-9) / step;
    plan.servings = wanted;
    const makes = Math.round(servings * plan.factor);
    plan.applied.push(
      makes === wanted
        ? `scaled every ingredient to serve ${wanted}`
        : `scaled every ingredient to serve ${wanted} (in ${batchesText(plan.factor)}, which serve ${makes})`,
    );
  } else if (/\b(?:double|twice)\b/i.test(prompt)) {
    plan.factor = 2;
    plan.servings = servings * 2;
    plan.applied.push('doubled every ingredient');
  } else if (/\b(?:half|halve)\b/i.test(prompt)) {
    plan.factor = 0.5;
    plan.servings = Math.max(1, Math.round(servings / 2));
    plan.applied.push('halved every ingredient');
  }
  if (/\b(?:metric|grams?|weigh(?:ed|ts)?)\b/i.test(prompt)) {
    plan.metric = true;
    plan.applied.push('wrote American measures in grams and millilitres');
  }
  return plan;
}

// ------------------------------------------------------------------------------------------------
// Merging ingredients

interface Measured {
  /** Amount in the dimension's base unit (tsp, oz, g, ml), or a plain count. */
  amount: number;
  /** The weight the line gives beside a cup or spoon measure ('1 cup (226 g) butter'), in grams. */
  grams: number | null;
  dimension: Dimension | 'count';
  key: string;
  food: string;
}

/** The food a line names, reduced to a key: 'Unsalted Butter, softened' and 'unsalted butter' match. */
export function foodKey(food: string): string {
  const main = food
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]| or /)[0]!
    .replace(/\b(?:extra-large|large|medium|small|fresh|cold|softened|melted|sifted|packed|room-temperature)\b/g, ' ')
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // One egg and two eggs are the same food.
  return main.replace(/(?<!s)s$/, '');
}

/** The food without how it is prepared: 'cold unsalted butter, cubed' -> 'unsalted butter'. */
function mainFood(food: string): string {
  return food
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)[0]!
    .replace(/\b(?:cold|softened|melted|sifted|packed|room-temperature)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BASE_UNIT: Partial<Record<Dimension, string>> = {
  'us-volume': 'tsp',
  'us-weight': 'oz',
  'metric-weight': 'g',
  'metric-volume': 'ml',
};

// '1 cup (226 g) butter', '2 cups (≈ 452 g) butter', '1 stick + 2 Tbsp (140 g) butter'.
const RE_WEIGHT = /\((?:≈\s*)?(\d+(?:\.\d+)?)\s*(g|kg)\)/;

function gramsIn(line: string): number | null {
  const match = RE_WEIGHT.exec(line);
  return match ? Number(match[1]) * (match[2] === 'kg' ? 1000 : 1) : null;
}

function measure(line: string): Measured | null {
  // The metric toggle marks table conversions '≈ 240 g flour'; the amount is still an amount.
  const parsed = parseIngredient(line.replace(/^\s*≈\s*/, ''));
  const grams = gramsIn(line);
  if (parsed.isHeader || parsed.quantity === null || parsed.quantityMax !== null || !parsed.ingredient) return null;
  const key = foodKey(parsed.ingredient);
  if (!key) return null;
  if (parsed.unit === null) return { amount: parsed.quantity, grams, dimension: 'count', key, food: parsed.ingredient };
  const unit = lookupUnit(parsed.unit)?.unit;
  if (!unit?.base || !BASE_UNIT[unit.dimension]) return null;
  return {
    amount: parsed.quantity * (unit.base.num / unit.base.den),
    grams,
    dimension: unit.dimension,
    key,
    food: parsed.ingredient,
  };
}

const writeMeasured = (amount: number, dimension: Measured['dimension']) =>
  dimension === 'count' ? writeAmount(amount, null) : writeAmount(amount, BASE_UNIT[dimension]!);

const DECIMAL = /\d\.\d/;
const CUP_PARTS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
/** Rounding steps, in the base unit, tried in turn when a sum has no common fraction (spec 9: within 0.05). */
const ROUNDING_STEPS: Partial<Record<Measured['dimension'], number[]>> = {
  'us-volume': [1 / 8, 1 / 4, 1 / 2, 1],
  'us-weight': [1 / 4, 1 / 2, 1],
  count: [1 / 4, 1 / 2, 1],
};

/**
 * A summed amount in kitchen measures. The shared formatter writes a sum such as 1 cup + 3 Tbsp as '1.19 cups'
 * (3/16 is no cup measure); a baker measures it as '1 cup + 3 Tbsp'. Other sums without a common fraction are
 * rounded to the nearest measure the formatter writes as one. Metric amounts stay decimals.
 */
export function kitchenAmount(amount: number, dimension: Measured['dimension']): string {
  const text = writeMeasured(amount, dimension);
  if (!DECIMAL.test(text)) return text;
  if (dimension === 'us-volume' && amount >= 48) {
    const cups = amount / 48;
    const whole = Math.floor(cups);
    const part = Math.max(...CUP_PARTS.filter((p) => whole + p <= cups + 1e-9));
    const inCups = (whole + part) * 48;
    const rest = amount - inCups;
    if (rest < 1 / 16) return writeMeasured(inCups, dimension);
    return `${writeMeasured(inCups, dimension)} + ${kitchenAmount(rest, dimension)}`;
  }
  for (const step of ROUNDING_STEPS[dimension] ?? []) {
    const rounded = writeMeasured(Math.max(step, Math.round(amount / step) * step), dimension);
    if (!DECIMAL.test(rounded)) return rounded;
  }
  return text;
}

interface Line {
  component: number;
  /** The sub-header the line sits under in its recipe ('For the Streusel'), or null. */
  section: string | null;
  text: string;
  measured: Measured | null;
}

const headerText = (line: string) => line.replace(/^\s*-{3,}\s*|\s*-{3,}\s*$/g, '');
/** 'For the Streusel' -> 'streusel': names a part of a recipe inside a share. */
const partName = (section: string) => section.replace(/^\s*for\s+(?:the\s+)?/i, '').toLowerCase();

/** The section listing foods several recipes use: each line is the total, then each recipe's share. */
export const SHARED_SECTION = 'Used in more than one recipe';

/**
 * Ingredient lines: first the foods used by more than one component (one line each with the total and
 * the shares), then each component's own lines under its own headers. A merged total never sits under one
 * recipe's header, and a header left with no lines is dropped.
 */
function mergeIngredients(components: Component[], rewrite: (line: string, factor: number) => string): string[] {
  const chosen = new Set(components.map((c) => c.recipe.title.toLowerCase()));
  const lines: Line[] = components.flatMap((c, component) => {
    let section: string | null = null;
    // '1 1/2 batches Vanilla Buttercream' when the buttercream is one of the parts: its own section makes them.
    const asked = c.recipe.ingredients.filter((raw) => !chosen.has(batchOf(raw)?.name.toLowerCase() ?? ''));
    return asked.map((raw) => {
      const text = rewrite(raw, c.factor);
      if (isHeaderLine(text)) section = headerText(text);
      return { component, section, text, measured: isHeaderLine(text) ? null : measure(text) };
    });
  });
  // Foods measured in the same dimension in two or more components merge.
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    if (!line.measured) continue;
    const id = `${line.measured.key}|${line.measured.dimension}`;
    groups.set(id, [...(groups.get(id) ?? []), line]);
  }
  const shared: string[] = [];
  const dropped = new Set<Line>();
  for (const group of groups.values()) {
    if (new Set(group.map((l) => l.component)).size < 2) continue;
    const { dimension } = group[0]!.measured!;
    const food = mainFood(group[0]!.measured!.food);
    const total = group.reduce((sum, l) => sum + l.measured!.amount, 0);
    // Cup measures keep the weight their lines gave, when every share gave one.
    const weighed = dimension !== 'metric-weight' && group.every((l) => l.measured!.grams !== null);
    const grams = (g: number | null) => (weighed ? ` (${Math.round(g!)} g)` : '');
    const totalGrams = group.reduce((sum, l) => sum + (l.measured!.grams ?? 0), 0);
    const shares = group.map((l) => {
      const own = l.measured!.food;
      // Two shares for one recipe are told apart by the part they go into: '(streusel)', '(muffins)'.
      const twice = group.filter((o) => o.component === l.component).length > 1 && l.section;
      const details = [twice ? partName(l.section!) : '', own.toLowerCase() === food.toLowerCase() ? '' : own].filter(
        Boolean,
      );
      const detail = details.length ? ` (${details.join('; ')})` : '';
      return `${kitchenAmount(l.measured!.amount, dimension)}${grams(l.measured!.grams)} for the ${components[l.component]!.recipe.title}${detail}`;
    });
    const approx = group.some((l) => /^\s*≈/.test(l.text)) ? '≈ ' : '';
    shared.push(
      `${approx}${kitchenAmount(total, dimension)}${grams(totalGrams)} ${food}, divided: ${joinWords(shares)}`,
    );
    for (const line of group) dropped.add(line);
  }

  const out: string[] = shared.length ? [`---${SHARED_SECTION}---`, ...shared] : [];
  components.forEach((c, index) => {
    const own = lines.filter((l) => l.component === index && !dropped.has(l));
    const section: string[] = [];
    const title = `${c.recipe.title}${c.factor === 1 ? '' : ` (${batchesText(c.factor)})`}`;
    let header: string | null = isHeaderLine(own[0]?.text ?? '') ? null : `---For the ${title}---`;
    for (const line of own) {
      if (isHeaderLine(line.text)) header = `---${title}: ${headerText(line.text)}---`;
      else {
        if (header) section.push(header);
        header = null;
        section.push(line.text);
      }
    }
    out.push(...section);
  });
  return out;
}

// ------------------------------------------------------------------------------------------------
// A bake's own frosting or filling, when another one was chosen

/** '1 1/2 batches Vanilla Buttercream': a line that asks for a batch of another recipe, by its title. */
const RE_BATCH_OF = /^(.*?\bbatch(?:es)?[ \t]+(?:of[ \t]+)?)([^,(]+?)([ \t]*(?:[,(].*)?)$/i;
const TOPPING_WORDS = /\b(?:frosting|buttercream|ganache|glaze|icing)\b/i;
const FILLING_WORDS = /\b(?:filling|curd|sauce|jam|compote|caramel)\b/i;

/** The recipe a line asks batches of, and how many: '1 1/2 batches Vanilla Buttercream'. */
function batchOf(line: string): { name: string; batches: number } | null {
  const match = RE_BATCH_OF.exec(line);
  if (!match) return null;
  const parsed = parseIngredient(match[1]!);
  return { name: match[2]!.trim(), batches: parsed.quantity ?? 1 };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Swap {
  component: Component;
  from: string;
  to: string;
}

/**
 * A bake that calls for a batch of its own frosting or filling ('1 1/2 batches Vanilla Buttercream')
 * gets the one the baker chose instead (Coconut Buttercream), in its ingredients and its steps: the
 * combination makes one frosting, not two. Only a named recipe that was not chosen, of a kind one of
 * the chosen recipes is ('or' lines, which already offer a choice, stay).
 */
function swapsFor(components: Component[]): Swap[] {
  const chosen = new Set(components.map((c) => c.recipe.title.toLowerCase()));
  const titlesFor = (role: Role) => components.filter((c) => c.role === role).map((c) => c.recipe.title);
  const swaps: Swap[] = [];
  for (const component of components.filter((c) => c.role === 'base')) {
    for (const line of component.recipe.ingredients) {
      const name = RE_BATCH_OF.exec(line)?.[2]?.trim();
      if (!name || chosen.has(name.toLowerCase()) || /\bor\b/i.test(name)) continue;
      const role: Role | null = TOPPING_WORDS.test(name) ? 'topping' : FILLING_WORDS.test(name) ? 'filling' : null;
      const instead = role ? titlesFor(role) : [];
      if (instead.length && !swaps.some((s) => s.component === component && s.from === name))
        swaps.push({ component, from: name, to: joinWords(instead) });
    }
  }
  return swaps;
}

/**
 * Batches of each part: a bake is made `factor` times; a frosting or filling a bake asks for by name
 * ('1 1/2 batches Vanilla Buttercream') is made that many times over, so the batches listed are the
 * batches made; any other part is made `factor` times, as it is written for one bake.
 */
function sized(components: Component[], factor: number): Component[] {
  return components.map((component) => {
    if (component.role === 'base') return { ...component, factor };
    const title = component.recipe.title.toLowerCase();
    const asked = components
      .filter((c) => c.role === 'base')
      .flatMap((c) => c.recipe.ingredients.map(batchOf))
      .find((b) => b?.name.toLowerCase() === title);
    return { ...component, factor: (asked?.batches ?? 1) * factor };
  });
}

function withSwaps(components: Component[], swaps: Swap[]): Component[] {
  return components.map((component) => {
    const own = swaps.filter((s) => s.component === component);
    if (!own.length) return component;
    const swap = (text: string) =>
      own.reduce((t, s) => t.replace(new RegExp(`\\b${escapeRegExp(s.from)}\\b`, 'gi'), s.to), text);
    const recipe = {
      ...component.recipe,
      ingredients: component.recipe.ingredients.map(swap),
      instructions: component.recipe.instructions.map(swap),
    };
    return { ...component, recipe };
  });
}

// ------------------------------------------------------------------------------------------------
// Steps, tips, title

/** A layer cake's own stacking step ('Place one layer on a stand, spread ... top with the second layer'). */
const STACKING = /\bsecond layer\b/i;

/** The bake whose stacking step the assembly takes over: one layer cake, with a filling and a frosting chosen. */
function stackedBase(components: Component[]): Component | null {
  if (!components.some((c) => c.role === 'filling') || !components.some((c) => c.role === 'topping')) return null;
  const layered = components.filter((c) => c.role === 'base' && c.recipe.instructions.some((s) => STACKING.test(s)));
  return layered.length === 1 ? layered[0]! : null;
}

function assemblyStep(components: Component[]): string {
  const names = (role: Role) => components.filter((c) => c.role === role).map((c) => c.recipe.title);
  const bases = names('base');
  const fillings = names('filling');
  const toppings = names('topping');
  const verb = bases.length === 1 ? 'has' : 'have';
  const stacked = stackedBase(components);
  if (stacked) {
    // The cake's own step spread frosting between the layers; with a filling chosen, the filling goes there.
    const cakes = Number.isInteger(stacked.factor) && stacked.factor > 1 ? stacked.factor : 1;
    const frosting = joinWords(toppings);
    return `Assemble: once the ${stacked.recipe.title} layers have cooled completely, level them if needed. Place one layer on a stand, pipe a ring of ${frosting} around the edge, fill the ring with ${joinWords(fillings)} and top with the next layer. Apply a thin crumb coat of ${frosting}, chill for 20 minutes, then finish with the rest of the ${frosting}.${cakes > 1 ? ` Build ${cakes === 2 ? 'two' : cakes} cakes this way.` : ''} Serve at room temperature.`;
  }
  if (bases.length) {
    const cool = `Assemble: once the ${joinWords(bases)} ${verb} cooled completely`;
    if (fillings.length && toppings.length)
      return `${cool}, fill with the ${joinWords(fillings)} and finish with the ${joinWords(toppings)}. Serve at room temperature.`;
    if (toppings.length) return `${cool}, frost or pipe with the ${joinWords(toppings)} and serve.`;
    if (fillings.length) return `${cool}, fill or serve with the ${joinWords(fillings)}.`;
    return `Serve together: arrange the ${joinWords(bases)} on one board so everyone can try each.`;
  }
  return `Assemble: layer or swirl the ${joinWords([...fillings, ...toppings])} together just before serving.`;
}

function firstSentence(text: string): string {
  const m = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (m ? m[0] : text).trim();
}

function tipsFrom(components: Component[], mergedAny: boolean, swaps: Swap[]): string[] {
  const tips: string[] = swaps.map(
    (s) => `The ${s.component.recipe.title} calls for ${s.from}: this combination uses the ${s.to} instead.`,
  );
  if (components.some((c) => c.role === 'filling'))
    tips.push('Make the fillings and sauces first: they need time to cool or chill before they meet the rest.');
  if (mergedAny)
    tips.push(
      'Ingredients used by more than one part are listed once with the total; measure out each part’s share before you start.',
    );
  for (const { recipe, factor } of components) {
    for (const paragraph of paragraphs(recipe.notes).slice(0, 2))
      tips.push(`${recipe.title}: ${noteAtSize(firstSentence(paragraph), factor, batchesText(factor))}`);
  }
  return tips;
}

function titleFor(components: Component[]): string {
  const bases = components.filter((c) => c.role === 'base').map((c) => c.recipe.title);
  const others = components.filter((c) => c.role !== 'base').map((c) => c.recipe.title);
  if (bases.length && others.length) return `${joinWords(bases)} with ${joinWords(others)}`;
  return joinWords(components.map((c) => c.recipe.title));
}

/** Combines two or more recipes into one (see the module comment). */
export function combineRecipes(recipes: readonly CombinerRecipe[], customPrompt = ''): Combination {
  if (recipes.length === 0) throw new Error('No recipes to combine');
  const ordered = orderComponents(recipes);
  const swaps = swapsFor(ordered);
  // The bakes set the yield: a filling or frosting is made for them, whatever its own servings.
  const bases = ordered.filter((c) => c.role === 'base').map((c) => c.recipe);
  const servings = Math.min(...(bases.length ? bases : recipes).map((r) => r.servings));
  const prompt = customPrompt.trim();
  const plan = planFromPrompt(prompt, servings);
  const components = sized(withSwaps(ordered, swaps), plan.factor);
  const rewrite = (line: string, factor: number) =>
    plan.metric ? toMetric(line, factor) : scaleIngredient(line, factor);
  const ingredients = mergeIngredients(components, rewrite);
  const mergedAny = ingredients.includes(`---${SHARED_SECTION}---`);

  const instructions: string[] = [];
  const stacked = stackedBase(components);
  for (const component of components) {
    const { recipe, factor } = component;
    recipe.instructions.forEach((written, i) => {
      // The assembly at the end stacks the cake with the chosen filling instead.
      if (component === stacked && STACKING.test(written)) return;
      const step = stepAtSize(written, factor, recipe.ingredients);
      instructions.push(i === 0 ? `${recipe.title}: ${step}` : step);
    });
  }
  instructions.push(assemblyStep(components));

  const prep = recipes.reduce((sum, r) => sum + minutesOf(r.prepTime), 0);
  const cook = Math.max(...recipes.map((r) => minutesOf(r.cookTime)));
  const titles = components.map((c) => c.recipe.title);
  const image =
    components.find((c) => c.role === 'base' && c.recipe.imageUrl)?.recipe.imageUrl ??
    recipes.find((r) => r.imageUrl)?.imageUrl;

  let notes: string | undefined;
  if (prompt) {
    notes = plan.applied.length
      ? `Your instructions: “${prompt}”. Applied: ${joinWords(plan.applied)}.`
      : `Your instructions: “${prompt}”. The built-in combiner keeps them here as a note; adjust the steps above to suit.`;
  }

  return {
    title: titleFor(components),
    description: `${joinWords(titles)}, combined into one bake: ${components.length} recipes from the collection, with their steps in working order and one assembly at the end.`,
    preparationTime: formatMinutes(prep),
    cookingTime: formatMinutes(cook),
    servings: plan.servings,
    ...(image ? { imageUrl: image } : {}),
    ingredients,
    instructions,
    tips: tipsFrom(components, mergedAny, swaps),
    ...(notes ? { notes } : {}),
    sourceRecipes: recipes.map((r) => r.title),
  };
}
