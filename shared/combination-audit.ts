import { ASSEMBLY_HEADING, joinWords } from './combo';
import { combineRecipes, type CombinerRecipe } from './combiner';
import { deriveCombo } from './personal-combo';
import { batchOf, roleOf, type PlanRecipe } from './combo-plan';
import { foodKey } from './combo-measure';
import { isHeaderLine, parseIngredient, unmeasurableReason, type UnitSystem } from './ingredients';
import { readMethod } from './method';
import { methodProblems } from './method/check';

/**
 * What a baker would trip over in a combined recipe (docs/product.md#combos), for the sweeps over the demo
 * catalog (shared/combination-kitchen.test.ts and its slow twin): a line no measuring set or scale can
 * measure, a count in the notes or the servings that the lines do not make, a batch count in eighths or
 * thirds, a merged food whose total lost the weights its lines gave, and a part's steps that name a pan,
 * a count or an amount for one layer its batches contradict (`methodProblems` of shared/method, the check
 * the recipe pages' sweep uses, docs/decisions/034-the-method-follows-the-amounts.md). The same checks read both
 * combiners' results: the AI Recipe Combiner's built-in one ('---For the X (2 batches)---') and the
 * Personal Combo's ('**X (2 batches)**').
 */

export interface AuditedCombination {
  ingredients: readonly string[];
  instructions: readonly string[];
  servings: number;
  tips?: readonly string[];
  notes?: string | undefined;
}

const RE_HEADING = /^\s*(?:-{3,}\s*(?:For the\s+)?(.*?)\s*-{3,}|\*\*(.*?)\*\*)\s*$/;
const RE_LABEL = /^(.*?) \((\d+(?: \d\/\d)?|\d\/\d) batch(?:es)?\)$/;

const amountOf = (text: string) => parseIngredient(`${text} x`).quantity ?? 1;

// '... for the Flourless Chocolate Cake (3 batches; ...)' in a merged line's share.
const RE_SHARE_LABEL = /\bfor the (.+?) \((\d+(?: \d\/\d)?|\d\/\d) batch(?:es)?[;)]/g;

/**
 * Batches of each part as its headings and its shares in merged lines say ('Vanilla Buttercream (1 1/2
 * batches)'; no label is one batch). A part said to be made twice over in two ways is a problem of its own.
 */
export function headingBatches(lines: readonly string[], titles: readonly string[]): Map<string, number> {
  const batches = new Map<string, number>(titles.map((t) => [t, 1]));
  for (const line of lines) {
    const heading = RE_HEADING.exec(line);
    const text = (heading?.[1] ?? heading?.[2])?.split(':')[0];
    const label = text ? RE_LABEL.exec(text) : null;
    if (label && batches.has(label[1]!)) batches.set(label[1]!, amountOf(label[2]!.trim()));
    for (const share of line.matchAll(RE_SHARE_LABEL))
      if (batches.has(share[1]!)) batches.set(share[1]!, amountOf(share[2]!));
  }
  return batches;
}

/** Quarters below one batch (the size control's Quarter), halves from one up: no '3/8 batch', no '1 2/3 batches'. */
function badBatches(batches: number): boolean {
  return batches < 1 ? !Number.isInteger(batches * 4) : !Number.isInteger(batches * 2);
}

// 'Vanilla Buttercream: One batch makes about 3 1/2 cups ...; this combination makes 3 batches.'
const RE_TIP_BATCHES = /^(.*?): One batch .*?; this combination makes (.+?) batch(?:es)?\./;
// '2 batches of Classic Vanilla Layer Cake (24 servings)'
const RE_NOTE_BATCHES = /(\d+(?: \d\/\d)?|\d\/\d) batch(?:es)? of (.+?) \((\d+) servings?\)/g;
const RE_DIVIDED = /^(.*?), divided: (.*)$/;
const RE_SHARE_BREAK = /, (?=(?:≈ )?[\d½¼¾⅓⅔⅛]|a pinch)| and (?=(?:≈ )?[\d½¼¾⅓⅔⅛]|a pinch)/;
const RE_METRIC = /\((?:≈ )?(\d+(?:\.\d+)?) (g|kg|ml|l)\)/;

const RE_METRIC_LEAD = /^(?:≈ )?(\d+(?:\.\d+)?) (g|kg|ml|l)\b/;

/** The weight or volume a total or a share gives: in parentheses, or as its amount in the metric view. */
const metricValue = (text: string): number | null => {
  // The amount's own figure, not one inside the food's words ('12 g for the Rolls (beaten egg plus 5 ml (4 g) yolk)').
  const amount = text.split(' for the ')[0]!;
  const m = RE_METRIC_LEAD.exec(amount.trim()) ?? RE_METRIC.exec(amount);
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'kg' || m[2] === 'l' ? 1000 : 1);
};
/**
 * The line gives a weight or volume the view shows: grams in both views, millilitres only in the metric
 * one (docs/decisions/034-the-method-follows-the-amounts.md: an American '(240 ml)' does not stay in US).
 */
const metricIn = (source: string, system: UnitSystem) =>
  system === 'metric'
    ? RE_METRIC.test(source) || /^\s*[\d./ ]+\s*(?:g|kg|ml|l)\b/.test(source)
    : /\((?:≈ )?\d+(?:\.\d+)? (?:g|kg)\)/.test(source) || /^\s*[\d./ ]+\s*(?:g|kg)\b/.test(source);

/** A part as the audit reads it: what the plan reads, and what the method reads beside the steps. */
export type AuditedPart = PlanRecipe & { notes?: string; pan?: string };

// '(1/4 batch)', '(1 1/2 batches; crust)': how many batches of a part a heading or a share is for. A label,
// not an amount to measure: the size control's Quarter makes a quarter batch (checked by `badBatches`).
const RE_BATCH_LABEL = /\((?:\d+ )?\d+\/\d+ batch(?:es)?(?=[;)])/g;

const RE_PART_HEADING = /^\*\*(.*?)(?: \((?:\d+ )?(?:\d+\/\d+|\d+) batch(?:es)?\))?\*\*$/;

/**
 * Each part's steps as the combination writes them: after its bold heading (the Personal Combo's, its
 * steps numbered) or from the step that opens with its title ('Lemon Bars: ...', the AI Recipe
 * Combiner's), up to the next part or the assembly.
 */
export function stepsByPart(instructions: readonly string[], titles: readonly string[]): Map<string, string[]> {
  const steps = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const step of instructions) {
    const heading = RE_PART_HEADING.exec(step);
    if (heading) {
      current = titles.includes(heading[1]!) && heading[1] !== ASSEMBLY_HEADING ? [] : null;
      if (current) steps.set(heading[1]!, current);
      continue;
    }
    const opens = titles.find((t) => step.startsWith(`${t}: `));
    if (opens) {
      current = [];
      steps.set(opens, current);
      current.push(step.slice(opens.length + 2));
      continue;
    }
    if (/^(?:Assemble|Serve together):/.test(step)) current = null;
    current?.push(step.replace(/^\d+\.\s+/, ''));
  }
  return steps;
}

/** The problems of one combined recipe made from `parts`; none when a baker can measure and follow it. */
export function combinationProblems(
  combination: AuditedCombination,
  parts: readonly AuditedPart[],
  system: UnitSystem = 'us',
): string[] {
  const problems: string[] = [];
  const lines = [...combination.ingredients, ...combination.instructions];
  for (const line of lines) {
    const why = unmeasurableReason(line.replace(RE_BATCH_LABEL, '(batch'));
    if (why) problems.push(`unmeasurable (${why}): ${line}`);
  }

  const titles = parts.map((p) => p.title);
  const chosen = new Set(titles.map((t) => t.toLowerCase()));
  for (const line of combination.ingredients) {
    const asked = batchOf(line)?.alternatives.find((name) => chosen.has(name.toLowerCase()));
    if (asked) problems.push(`asks for batches of ${asked}, which its own section makes: ${line}`);
  }
  const batches = headingBatches(lines, titles);
  for (const [title, made] of batches) if (badBatches(made)) problems.push(`${made} batches of ${title}`);

  // Each part's pans, pieces and amounts for one layer agree with its batches, as on its recipe page.
  const written = stepsByPart(combination.instructions, titles);
  for (const part of parts) {
    const steps = written.get(part.title);
    if (!steps) {
      problems.push(`no steps for ${part.title}`);
      continue;
    }
    const target = { factor: batches.get(part.title)! };
    // Its unmeasurable steps ('why: step') are counted above with every line.
    for (const problem of methodProblems(part.instructions, readMethod(part), target, steps))
      if (!problem.includes(': ')) problems.push(`${part.title} x${target.factor}: ${problem}`);
  }

  // Servings: what the bakes make (every part when none is a bake).
  const bakes = parts.some((p) => roleOf(p) === 'base') ? parts.filter((p) => roleOf(p) === 'base') : parts;
  const serves = Math.floor(Math.min(...bakes.map((p) => batches.get(p.title)! * p.servings)) + 1e-9);
  if (Math.max(1, serves) !== combination.servings)
    problems.push(`serves ${combination.servings}, while its bakes make ${serves}`);

  for (const tip of combination.tips ?? []) {
    const said = RE_TIP_BATCHES.exec(tip);
    if (said && batches.has(said[1]!) && amountOf(said[2]!) !== batches.get(said[1]!))
      problems.push(`tip says ${said[2]} batches of ${said[1]}, the lines make ${batches.get(said[1]!)}: ${tip}`);
  }
  for (const m of (combination.notes ?? '').matchAll(RE_NOTE_BATCHES)) {
    const [, count, title, servings] = m;
    const part = parts.find((p) => p.title === title);
    if (!part) continue;
    const made = batches.get(title!)!;
    if (amountOf(count!.trim()) !== made)
      problems.push(`note says ${count} batches of ${title}, the lines make ${made}`);
    if (Number(servings) !== Math.floor(made * part.servings + 1e-9))
      problems.push(`note says ${title} serves ${servings}, its ${made} batches serve ${made * part.servings}`);
  }

  // Merged foods keep the weights their lines gave: all shares and the total carry one, adding up.
  for (const line of combination.ingredients) {
    const divided = RE_DIVIDED.exec(line);
    if (!divided) continue;
    const shares = divided[2]!.split(RE_SHARE_BREAK);
    const figures = shares.map(metricValue);
    const total = metricValue(divided[1]!);
    if (figures.every((f) => f === null) && total === null) {
      const key = foodKey(parseIngredient(divided[1]!.replace(/^≈\s*/, '')).ingredient);
      const weighed = parts.flatMap((p) =>
        p.ingredients.filter(
          (l) =>
            !isHeaderLine(l) && !batchOf(l) && metricIn(l, system) && foodKey(parseIngredient(l).ingredient) === key,
        ),
      );
      if (weighed.length) problems.push(`merged without the weights of ${joinWords(weighed)}: ${line}`);
      continue;
    }
    if (total === null || figures.some((f) => f === null)) {
      problems.push(`a share or the total lost its weight: ${line}`);
      continue;
    }
    const sum = figures.reduce((a, b) => a! + b!, 0)!;
    if (Math.abs(total - sum) > Math.max(5, sum * 0.01))
      problems.push(`total ${total} is not its shares' ${sum}: ${line}`);
  }
  return problems;
}

/** Every problem of both tools' results for `recipes`, each named by where it was found. */
export function sweep(
  recipes: readonly (CombinerRecipe & AuditedPart)[],
  size: number,
  system: 'us' | 'metric',
  prompt = '',
): string[] {
  const where = `${recipes.map((r) => r.title).join(' + ')} at x${size} in ${system}${prompt ? `, “${prompt}”` : ''}`;
  const combined = combineRecipes(recipes, prompt, { size, system });
  const problems = combinationProblems(combined, recipes, system).map((p) => `AI Recipe Combiner, ${where}: ${p}`);
  if (prompt) return problems;
  const personal = deriveCombo(recipes, new Date(0), { size, system });
  problems.push(...combinationProblems(personal, recipes, system).map((p) => `Personal Combo, ${where}: ${p}`));
  // One rule in both tools: the same batches of each part, the same servings.
  const titles = recipes.map((r) => r.title);
  const inCombined = headingBatches(combined.ingredients, titles);
  const inPersonal = headingBatches(personal.ingredients, titles);
  for (const title of titles)
    if (inCombined.get(title) !== inPersonal.get(title))
      problems.push(
        `${where}: ${title} is ${inCombined.get(title)} batches in one tool, ${inPersonal.get(title)} in the other`,
      );
  if (combined.servings !== personal.servings)
    problems.push(`${where}: serves ${combined.servings} in one tool, ${personal.servings} in the other`);
  return problems;
}
