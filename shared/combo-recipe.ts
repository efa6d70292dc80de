import { FAVORITE_COMBOS_TAG } from './categories';
import { batchesText } from './combiner-steps';
import { scaleAmounts, scaleIngredient, writtenIn } from './ingredients';
import { COMBO_SERVINGS } from './recipe-size';
import { parseStory } from './story-links';

/**
 * A Favorite Combo made bakeable (docs/product.md#combos). A combo recipe's own ingredients and steps
 * only point at the recipes its story links ('See referenced recipes'); its page, cook mode and print
 * instead show, after the combo's story, each linked recipe's ingredients and steps as sections.
 *
 * Size: a combo is fixed at 24 servings. Its story says how many batches of each linked recipe it takes
 * ('a batch of [Raspberry Filling]', '1 1/2 batches of ...'; a plain link is one batch), and what the
 * story describes serves the combo's stored servings. So each linked recipe is scaled by its batches
 * times 24 / the combo's servings: a combo stored at 24 makes each batch as written, one stored at 12
 * makes everything twice (one stored at 1, the combo form's default, states no yield: as written). Scaling each part to 24 of its own servings instead would bake two layer cakes
 * for a combo whose story splits one into four layers.
 */

/** The most recipes a combo combines (docs/product.md#combos). */
export const MAX_COMBO_LINKS = 3;

export interface ComboPart {
  slug: string;
  title: string;
  servings: number;
  ingredients: readonly string[];
  instructions: readonly string[];
  /** What the method reads beside the steps (the pan the recipe is written for, its notes on cups). */
  pan?: string;
  notes?: string;
}

/**
 * Writes a part's steps at `factor` times the recipe: `partSteps` of shared/method, the model of the
 * recipe's method (docs/decisions/034-the-method-follows-the-amounts.md). The caller hands it in: the server
 * always, the page once the method has loaded beside it (docs/decisions/002-first-load-budget.md).
 */
export type PartSteps = (part: ComboPart, factor: number) => readonly string[];

/**
 * Until the method has loaded: the amounts follow the part's batches, in its own units, and its counts stay
 * as written for a moment (the demo combos' only part made more than once, a frosting, names no pan or piece).
 */
const amountsOnly: PartSteps = (part, factor) => {
  const system = writtenIn(part.ingredients);
  return part.instructions.map((step) => scaleAmounts(step, factor, system));
};

export interface ComboLink {
  slug: string;
  /** The link's words in the story ('Raspberry Filling'): the part's name even once its recipe is gone. */
  title: string;
  /** Batches of the linked recipe the story asks for; null when it does not say ('Start with the [Cake]'). */
  batches: number | null;
}

interface ComboRecipeFields {
  tags: readonly string[];
  story: string;
  servings: number;
  ingredients: readonly string[];
  instructions: readonly string[];
}

export function isFavoriteCombo(recipe: { tags: readonly string[] }): boolean {
  return recipe.tags.includes(FAVORITE_COMBOS_TAG);
}

const WORD_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, half: 0.5 };
// '... a batch of ', '1 1/2 batches of ', 'a double batch of ', 'half a batch of ' just before the link.
const BATCHES_BEFORE =
  /(?:^|\s)(half a|\d+ \d\/\d|\d\/\d|\d+(?:\.\d+)?|an?|one|two|three|four)\s+(double\s+)?batch(?:es)?\s+of\s+(?:the\s+)?$/i;

function amountOf(words: string): number {
  const w = words.toLowerCase();
  if (w === 'half a') return 0.5;
  if (w in WORD_NUMBERS) return WORD_NUMBERS[w]!;
  const mixed = /^(\d+) (\d)\/(\d)$/.exec(w);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d)\/(\d)$/.exec(w);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(w);
}

/**
 * The recipes a combo's story links, in story order, each once, at most three; with the batches the
 * words before each link ask for. Only links written in the story count: the site's own links
 * (a bare mention of 'Vanilla Buttercream') are not a part of the combo.
 */
export function comboLinks(story: string): ComboLink[] {
  const links: ComboLink[] = [];
  let before = '';
  for (const segment of parseStory(story)) {
    if (segment.kind === 'text') {
      before += segment.text;
      continue;
    }
    const written = story.includes(`](${segment.to})`);
    const slug = segment.to.replace(/^\/recipes?\//, '');
    if (written && !links.some((l) => l.slug === slug)) {
      // Only the words of the link's own sentence.
      const sentence = before.split(/[.!?]\s/).pop() ?? '';
      const match = BATCHES_BEFORE.exec(sentence);
      const batches = match ? amountOf(match[1]!) * (match[2] ? 2 : 1) : null;
      links.push({
        slug,
        title: segment.text,
        batches: batches !== null && batches > 0 && batches <= 12 ? batches : null,
      });
    }
    before += segment.text;
  }
  return links.slice(0, MAX_COMBO_LINKS);
}

const HEADER = /^\s*-{3,}\s*(.*?)\s*-{3,}\s*$/;
// A line asking for batches of another recipe by name: '1 1/2 batches Vanilla Buttercream'.
const BATCH_LINE = /^(.*?\bbatch(?:es)?\s+(?:of\s+)?)([^,(]+?)(\s*(?:[,(].*)?)$/i;
const KINDS = [
  /\b(?:frosting|buttercream|ganache|glaze|icing)\b/i,
  /\b(?:filling|curd|sauce|jam|compote|caramel)\b/i,
] as const;

/**
 * A linked recipe that calls for a batch of its own frosting ('1 1/2 batches Vanilla Buttercream') when
 * the combo links another one (Coconut Buttercream) gets the combo's: the combo makes one frosting.
 */
function swapOwnParts(part: ComboPart, parts: readonly ComboPart[]): (text: string) => string {
  const titles = new Set(parts.map((p) => p.title.toLowerCase()));
  const swaps: [RegExp, string][] = [];
  for (const line of part.ingredients) {
    const name = BATCH_LINE.exec(line)?.[2]?.trim();
    if (!name || titles.has(name.toLowerCase()) || /\bor\b/i.test(name)) continue;
    const kind = KINDS.find((k) => k.test(name));
    const instead = kind && parts.find((p) => p !== part && kind.test(p.title));
    if (instead) swaps.push([new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), instead.title]);
  }
  return (text) => swaps.reduce((t, [from, to]) => t.replace(from, to), text);
}

const batchLabel = (batches: number) => (batches === 1 ? '' : ` (${batchesText(batches)})`);

export interface ExpandedCombo {
  servings: number;
  /** '---Raspberry Filling---' section headers, then the part's lines, scaled. */
  ingredients: string[];
  /** '**Raspberry Filling**' headings, then the part's steps; the combo's own steps close as 'Putting it together'. */
  instructions: string[];
  parts: { slug: string; title: string; batches: number }[];
}

export const ASSEMBLY_SECTION = 'Putting it together';

const STACKING = /\bsecond layer\b/i;

/** How many batches of `part` the other parts' lines ask for ('1 1/2 batches Vanilla Buttercream'), or null. */
function askedFor(part: ComboPart, lines: readonly string[]): number | null {
  for (const line of lines) {
    const match = BATCH_LINE.exec(line);
    if (match?.[2]?.trim().toLowerCase() !== part.title.toLowerCase()) continue;
    const amount = /^\s*(\d+ \d\/\d|\d\/\d|\d+(?:\.\d+)?|an?|one|two|three|four)\b/i.exec(match[1]!);
    return amount ? amountOf(amount[1]!) : 1;
  }
  return null;
}

/**
 * The combo as one recipe (see the module comment). `found` holds the linked recipes that could be read;
 * a link to a recipe that is gone is left out (the story still names it). With none found the combo's own
 * lines stay, so the page never loses what the baker wrote.
 *
 * Batches: what the story says ('a batch of'), else what another part asks for (the layer cake's
 * '1 1/2 batches Vanilla Buttercream', which then leaves that part's list: the buttercream's own section
 * makes it), else one.
 */
export function expandCombo(
  combo: ComboRecipeFields,
  found: readonly ComboPart[],
  partSteps: PartSteps = amountsOnly,
): ExpandedCombo {
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const links = comboLinks(combo.story).filter((l) => bySlug.has(l.slug));
  if (links.length === 0)
    return {
      servings: COMBO_SERVINGS,
      ingredients: [...combo.ingredients],
      instructions: [...combo.instructions],
      parts: [],
    };
  // A combo made with the admin's Add Favorite Combo form is stored at servings 1, the form's default
  // (docs/product.md#admin), which states no yield: its story then describes the whole 24.
  const sizeFactor = combo.servings > 1 ? COMBO_SERVINGS / combo.servings : 1;
  const linked = links.map((l) => bySlug.get(l.slug)!);
  // Each part with its own frosting swapped for the combo's.
  const parts = linked.map((part) => {
    const swap = swapOwnParts(part, linked);
    return { ...part, ingredients: part.ingredients.map(swap), instructions: part.instructions.map(swap) };
  });
  const titles = new Set(parts.map((p) => p.title.toLowerCase()));
  const isPartBatch = (line: string) => titles.has(BATCH_LINE.exec(line)?.[2]?.trim().toLowerCase() ?? '');

  const ingredients: string[] = [];
  const instructions: string[] = [];
  const shown: ExpandedCombo['parts'] = [];
  parts.forEach((part, i) => {
    const others = parts.filter((p) => p !== part).flatMap((p) => p.ingredients);
    const batches = links[i]!.batches ?? askedFor(part, others) ?? 1;
    const factor = batches * sizeFactor;
    const title = `${part.title}${batchLabel(factor)}`;
    shown.push({ slug: part.slug, title: part.title, batches: factor });
    const lines = part.ingredients.filter((line) => !isPartBatch(line));
    if (!HEADER.test(lines[0] ?? '')) ingredients.push(`---${title}---`);
    let pending: string | null = null;
    for (const line of lines) {
      const header = HEADER.exec(line);
      if (header) pending = `---${title}: ${header[1]}---`;
      else {
        // A sub-header left with no lines (its only line was another part's batch) is dropped.
        if (pending) ingredients.push(pending);
        pending = null;
        ingredients.push(factor === 1 ? line : scaleIngredient(line, factor));
      }
    }
    // The steps follow the part's batches as the recipe page's do: its pans, pieces and amounts, one
    // layer's filling unchanged. A layer cake's own stacking step (buttercream between two layers)
    // leaves: the combo's story stacks it.
    const written = partSteps(part, factor);
    const steps = written.filter((_, s) => parts.length === 1 || !STACKING.test(part.instructions[s]!));
    instructions.push(`**${title}**`, ...steps);
  });
  const own = combo.instructions.filter((s) => s.trim());
  if (own.length) instructions.push(`**${ASSEMBLY_SECTION}**`, ...own);
  return { servings: COMBO_SERVINGS, ingredients, instructions, parts: shown };
}

/**
 * The combo as the page shows it, its linked recipes' sections in place of its own pointers (any other
 * recipe, or a combo none of whose links was found, comes back as it is). One function for the page
 * (app/features/combos/use-bakeable-combo.ts), the server's render and its JSON-LD (api/pages.ts): the
 * HTML, the structured data and the screen list the same sections and count the same total time.
 */
export function bakeableCombo<R extends ComboRecipeFields>(
  recipe: R,
  found: readonly ComboPart[],
  partSteps?: PartSteps,
): R {
  if (!isFavoriteCombo(recipe) || !found.length) return recipe;
  const expanded = expandCombo(recipe, found, partSteps);
  if (!expanded.parts.length) return recipe;
  return {
    ...recipe,
    servings: expanded.servings,
    ingredients: expanded.ingredients,
    instructions: expanded.instructions,
  };
}
