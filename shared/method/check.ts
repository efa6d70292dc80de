/**
 * Reads a recipe's steps as written at a size and says where they contradict its amounts
 * (docs/decisions/034-the-method-follows-the-amounts.md): pans that the batch would overflow or barely
 * cover with no word about the oven, 'the pans' for one pan, a count of pieces the batch cannot make,
 * an amount for one layer multiplied as if for the batch, a line nobody can measure. The property
 * test over the demo catalog holds every size and every tool to it; a combiner can hold its steps to it.
 *
 * It reads the words back rather than trusting the plan that wrote them: the expectations come from
 * the recipe as written and the factor alone.
 */
import { batterCups, isRing, MUCH_DEEPER, MUCH_SHALLOWER, panArea, type Pan } from '../bakers-tools/pans';
import { unmeasurableReason } from '../ingredients';
import { countOf, panPhrases, samePan } from './pan-phrases';
import { RE_PIECES } from './read-method';
import type { MethodModel, MethodTarget } from './types';

/** Batter may stand this much deeper than written before it spills, this much shallower before it burns. */
const DEEPEST = 1.2;
const SHALLOWEST = 0.45;
/** Outside this band the oven needs a word: the steps must carry a hint. */
const AS_WRITTEN = [0.85, 1.17] as const;
const RE_HINT = /\((?:[^()]*\bcheck\b[^()]*|Written for[^()]*)\)/;

/** Cups of batter a batch of `factor` recipes holds, and how deep it stands in `pan` over how deep the recipe had it. */
function depthIn(written: Pan, pan: Pan, factor: number): number {
  const batter = factor * batterCups(written);
  return batter / (panArea(pan) * pan.count) / (batterCups(written) / (panArea(written) * written.count));
}

/** The pans the steps name for the batch: the first phrase naming a cake pan, loaf, muffin pan or pie plate. */
function namedPans(steps: readonly string[], model: MethodModel): { pan: Pan; step: number } | null {
  for (const [i, step] of steps.entries()) {
    const phrase = panPhrases(step).find((p) => !model.alternative || !samePan(p.pan, model.alternative) || !model.pan);
    if (phrase) return { pan: phrase.pan, step: i };
  }
  return null;
}

/**
 * What contradicts the amounts in `steps`, the recipe's `written` steps at `target`; empty when nothing
 * does. `model` is readMethod of the same recipe.
 */
export function methodProblems(
  written: readonly string[],
  model: MethodModel,
  target: MethodTarget,
  steps: readonly string[],
): string[] {
  const problems: string[] = [];
  const f = target.factor;
  const all = steps.join(' ');
  const hinted = RE_HINT.test(all);
  const byDepth = model.batter && !model.dough;

  const named = model.pan ? namedPans(steps, model) : null;
  let pans = named?.pan.count ?? 0;
  if (model.pan && named) {
    const pan = named.pan;
    const recipePan = model.pan;
    if (pan.shape === 'muffin' && recipePan.shape === 'muffin') {
      const expected = recipePan.count * f;
      if (Math.abs(pan.count - expected) > 0.5 + expected * 0.05)
        problems.push(`${pan.count} muffin cups for ${expected.toFixed(1)} cups of batter`);
      pans = Math.ceil(pan.count / 12);
    } else if (pan.shape === 'muffin') {
      // A cake's batter in cups: a quarter cup each, or as the recipe's notes count them.
      const expected = model.cups.perBatch ? model.cups.perBatch * f : (batterCups(recipePan) * f) / 0.25;
      if (Math.abs(pan.count - expected) > Math.max(1, expected * 0.15))
        problems.push(`${pan.count} cupcakes from batter for about ${Math.round(expected)}`);
      pans = Math.ceil(pan.count / 12);
    } else if (!model.assembled) {
      // Over the pans' fill line it spills; far under the recipe's depth it dries out.
      const fill = (f * batterCups(recipePan)) / batterCups(pan);
      const depth = depthIn(recipePan, pan, f);
      if (fill > DEEPEST) problems.push(`${pan.count} pans filled to ${Math.round(fill * 100)}% of their fill line`);
      else if (depth < SHALLOWEST) problems.push(`the batter would stand only ${Math.round(depth * 100)}% as deep`);
      else if ((depth < AS_WRITTEN[0] || depth > AS_WRITTEN[1]) && !hinted)
        problems.push(`the batter stands ${Math.round(depth * 100)}% as deep and no step says what to watch`);
      // A batter's bake grows with its depth (a yeast dough's rises to its pan and goes by minutes).
      else if (byDepth && depth > MUCH_DEEPER && !/\bbakes [^()]*\babout [^()]* as long\b/.test(all))
        problems.push(`the batter stands ${Math.round(depth * 100)}% as deep and no step says it bakes longer`);
      else if (byDepth && depth < MUCH_SHALLOWER && !/\bbakes in about [^()]* the time\b/.test(all))
        problems.push(`the batter stands ${Math.round(depth * 100)}% as deep and no step says it bakes faster`);
    }
    // 'the pans' for one pan, 'the pan' for several.
    const nouns = 'pan|tin|pie plate|plate';
    if (pans === 1 && new RegExp(String.raw`\b(?:the|between the) (?:${nouns})s\b`).test(all))
      problems.push(`the steps say "the pans" of one pan`);
    if (pans > 1 && new RegExp(String.raw`\b(?:in|into|from) the (?:${nouns})\b(?!s)`).test(all) && !model.assembled)
      problems.push(`the steps say "the pan" of ${pans} pans`);
  }

  if (model.pieces) {
    const pieces = model.pieces;
    for (const m of all.matchAll(RE_PIECES)) {
      const noun = m[3]!.toLowerCase();
      const count = countOf(m[1]!);
      // A ring pan's bake is cut in slices about 2 inches wide at the rim, never in a grid.
      const ring = pieces.kind === 'grid' && named !== null && isRing(named.pan);
      // To the inch: '25 cm (10-inch)' names a 9.84-inch ring.
      const most = ring ? Math.round((Math.PI * Math.round(named!.pan.width)) / 2) * named!.pan.count : Infinity;
      const mine =
        noun === pieces.noun ||
        (ring && noun === 'slices') ||
        (pieces.kind === 'pan' && /^(?:pieces|loaves|loaf|piece)$/.test(noun));
      if (!mine) continue;
      if (ring && noun !== 'slices') problems.push(`${count} ${noun} cut from a ring pan`);
      if (pieces.kind === 'portion') {
        const expected = target.pieces ?? pieces.count * f;
        if (Math.abs(count - expected) > Math.max(1, expected * 0.1))
          problems.push(`${count} ${noun} from a batch for ${expected.toFixed(1)}`);
      } else if (pieces.kind === 'pan') {
        if (named && count !== named.pan.count && pans > 0) problems.push(`${count} ${noun} for ${pans} pans`);
      } else if (model.pan && named) {
        // Each square about as much as the recipe's: the batch over the pieces.
        const each = (f * pieces.count) / count;
        if (each < 0.55 || count > most || (each > 1.8 && count < most))
          problems.push(`${count} ${noun}, each ${Math.round(each * 100)}% of the recipe's`);
      }
    }
  }

  // An amount spread between one cake's layers follows the layer, never the number of cakes.
  const writtenAmount = layerAmount(written.join(' '));
  if (model.layers > 1 && model.pan && named && named.pan.shape !== 'muffin' && writtenAmount !== null) {
    for (const step of steps) {
      const amount = layerAmount(step);
      if (amount === null || RE_HINT.test(step)) continue;
      const expected = writtenAmount * (panArea(named.pan) / panArea(model.pan));
      if (Math.abs(amount - expected) > expected * 0.3)
        problems.push(`${amount.toFixed(2)} cups between the layers, for about ${expected.toFixed(2)} cups`);
    }
  }

  for (const step of steps) {
    const why = unmeasurableReason(step);
    if (why) problems.push(`${why}: ${step}`);
  }
  return problems;
}

const UNIT_CUPS: Readonly<Record<string, number>> = {
  cup: 1,
  cups: 1,
  tbsp: 1 / 16,
  tsp: 1 / 48,
  ml: 1 / 236.6,
  l: 1000 / 236.6,
};
const RE_AMOUNT = String.raw`(?:\d+ )?\d+(?:\/\d+)?(?:\.\d+)? (?:cups?|Tbsp|tsp|ml|l)\b`;
const RE_LAYER_AMOUNT = new RegExp(
  String.raw`\blayers?\b[^.]*?\bspread with about (${RE_AMOUNT}(?: \+ ${RE_AMOUNT})*)`,
  'i',
);

/** The amount a step spreads on one layer, in cups; null when it spreads none. */
function layerAmount(step: string): number | null {
  const m = RE_LAYER_AMOUNT.exec(step);
  if (!m) return null;
  return m[1]!.split(' + ').reduce((sum, part) => {
    const [, number, unit] = /^(.+) (\S+)$/.exec(part)!;
    const [whole, frac] = number!.includes(' ')
      ? number!.split(' ')
      : number!.includes('/')
        ? ['0', number!]
        : [number!, '0/1'];
    const [n, d] = frac!.split('/').map(Number);
    return sum + (Number(whole) + n! / d!) * UNIT_CUPS[unit!.toLowerCase()]!;
  }, 0);
}
