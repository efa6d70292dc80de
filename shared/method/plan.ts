/**
 * The method at a size (docs/decisions/034-the-method-follows-the-amounts.md): which pans, how many
 * cakes and layers, how many pieces and baking sheets, what one layer's filling is multiplied by, and
 * what to watch in the oven. One plan per size; the steps, the servings and the combiners read it.
 */
import {
  ADVICE,
  batterCups,
  describePan,
  isRing,
  MUCH_DEEPER,
  MUCH_SHALLOWER,
  muchDeeperAdvice,
  muchShallowerAdvice,
  panArea,
  scaleForPan,
  withoutBatter,
  type Pan,
  type PanOptions,
} from '../bakers-tools/pans';
import { fitPans } from './fit-pans';
import { gridPieces } from './pieces';
import type { MethodModel, MethodPlan, MethodTarget } from './types';

/** 'two 8-inch rounds', 'an 8x8-inch square', '12 muffin cups': the pans a recipe is written for. */
export function writtenFor(model: MethodModel): string {
  if (model.pan) {
    const text = describePan(model.pan);
    if (/^(?:\d+|two|three|four|five|six)\b/.test(text)) return text;
    return `${/^(?:8|11|18)(?![\d/])/.test(text) ? 'an' : 'a'} ${text}`;
  }
  if (model.pieces) return `${model.pieces.count} ${model.pieces.noun}`;
  if (model.single) return `one ${model.single}`;
  return `${model.servings} servings`;
}

const SMALLER_LOAF = 'A smaller loaf bakes faster: check 10-15 minutes early.';
const SHALLOWER_BY_MINUTES = 'Much shallower batter: check 10 minutes early.';
const BIGGER_LOAF = 'A bigger loaf bakes longer: check 10-15 minutes later, a skewer in the middle.';

/**
 * What to watch when the batter stands `depth` times as deep as written; null when it bakes as
 * written. `byDepth`: a batter whose bake grows with its depth, told as a multiple past half as
 * deep again or under two-thirds as deep; else a few minutes either way.
 */
function depthAdvice(depth: number, byDepth: boolean): string | null {
  if (byDepth && depth > MUCH_DEEPER) return muchDeeperAdvice(depth);
  if (depth > 1.15) return ADVICE.deeper;
  if (byDepth && depth < MUCH_SHALLOWER) return muchShallowerAdvice(depth);
  if (depth < 0.75) return SHALLOWER_BY_MINUTES;
  if (depth < 0.87) return ADVICE.shallower;
  return null;
}

/** A batter whose bake grows with its depth: not a yeast dough that rises to its pan, nor a pie's filling. */
const bakesByDepth = (model: MethodModel) => model.batter && !model.dough;

interface Hint {
  hint: string | null;
  /** What the bake's time is multiplied by, where the hint says so; else null. */
  bakeFactor: number | null;
}

/** What to watch in the oven, from how deep the batter stands in the new pans and how big each loaf is. */
function hintFor(model: MethodModel, pan: Pan, depth: number, factor: number): Hint {
  const written = model.pan!;
  const only = (hint: string | null): Hint => ({ hint, bakeFactor: null });
  if (pan.shape === 'muffin' && written.shape !== 'muffin')
    return only(
      model.cups.bake
        ? `Muffin cups bake much faster than a pan: the recipe's notes say ${model.cups.bake}.`
        : ADVICE.cups,
    );
  const byDepth = bakesByDepth(model);
  const bakeFactor = byDepth && (depth > MUCH_DEEPER || depth < MUCH_SHALLOWER) ? depth : null;
  // A smaller or bigger loaf bakes by its size (narrower, it heats through from the sides too), unless
  // its batter stands so much shallower that it bakes in part of the time.
  if (bakeFactor === null && pan.shape === 'loaf' && written.shape === 'loaf') {
    const perPan = (batterCups(written) * factor) / pan.count / (batterCups(written) / written.count);
    if (perPan < 0.75) return only(SMALLER_LOAF);
    if (perPan > 1.3) return only(BIGGER_LOAF);
  }
  return { hint: depthAdvice(depth, byDepth), bakeFactor };
}

/** A pie's filling, a dish of condensed milk or a dough is no batter: the same advice without the word. */
function inItsWords(model: MethodModel, hint: string | null): string | null {
  return hint && !bakesByDepth(model) ? withoutBatter(hint) : hint;
}

/** What the pan tool needs to know of this recipe beyond its pan: its cups and its other pans. */
export function panOptions(model: MethodModel): PanOptions {
  return {
    cups: model.cups.batter,
    cupsPerBatch: model.cups.perBatch ?? undefined,
    cupsBake: model.cups.bake ?? undefined,
    alternatives: model.alternative ? [model.alternative] : undefined,
    minutesOnly: !bakesByDepth(model),
  };
}

/** The baker's own pans, from the pan tool: the depth the batter stands at, and the tool's advice when it differs. */
function chosenPan(model: MethodModel, pan: Pan): Hint & { pan: Pan; depth: number } {
  const written = model.pan!;
  const scaled = scaleForPan(written, pan, panOptions(model));
  // How deep the batter stands in the baker's pans over the recipe's, whichever way the tool scaled.
  const depth =
    pan.shape === 'muffin' || written.shape === 'muffin'
      ? 1
      : (scaled.factor * batterCups(written)) /
        (panArea(pan) * pan.count) /
        (batterCups(written) / (panArea(written) * written.count));
  return { pan, depth, hint: scaled.advice === ADVICE.same ? null : scaled.advice, bakeFactor: scaled.bakeFactor };
}

/** Loaves are one per pan: as many pans as whole loaves, each pan fitted to its loaf. */
function loafPans(model: MethodModel, factor: number, loaves: number | null): { pan: Pan; depth: number } {
  const written = model.pan!;
  const count = loaves ?? Math.max(1, Math.round(written.count * factor));
  const perLoaf = (written.count * factor) / count;
  const one = fitPans({ ...model, pan: { ...written, count: 1 } }, perLoaf);
  return { pan: { ...one.pan, count: one.pan.count * count }, depth: one.depth };
}

export function planMethod(model: MethodModel, target: MethodTarget): MethodPlan {
  const factor = target.factor;
  let pan: Pan | null = null;
  let depth = 1;
  let hint: string | null = null;
  let bakeFactor: number | null = null;
  if (model.pan) {
    if (target.pan) ({ pan, depth, hint, bakeFactor } = chosenPan(model, target.pan));
    else if (factor === 1) pan = model.pan;
    else if (model.pieces?.kind === 'pan') ({ pan, depth } = loafPans(model, factor, target.pieces ?? null));
    else ({ pan, depth } = fitPans(model, factor));
    if (!target.pan && factor !== 1) ({ hint, bakeFactor } = hintFor(model, pan, depth, factor));
    hint = inItsWords(model, hint);
  }
  let alternative =
    model.alternative && !target.pan
      ? factor === 1
        ? model.alternative
        : fitPans({ ...model, pan: model.alternative, layers: 1 }, factor).pan
      : null;
  // 'a 6-inch round pan or one 6-inch round pan' offers nothing: one way is enough.
  if (
    alternative &&
    pan &&
    alternative.shape === pan.shape &&
    alternative.width === pan.width &&
    alternative.length === pan.length
  )
    alternative = null;

  // Cakes and their layers: two 8-inch rounds are one cake; four are two cakes; one is a single layer.
  let units = 1;
  let layers = model.layers;
  let fuller = 0;
  if (pan && model.pan && pan.shape === 'muffin' && model.pan.shape !== 'muffin') {
    units = 0;
    layers = 0;
  } else if (pan && model.layers > 1 && pan.count > 1 && (pan.shape === 'loaf' || isRing(pan))) {
    // A loaf, a bundt or a tube is a cake of its own, too deep (or too curved) to stack as a layer.
    units = pan.count;
    layers = 1;
  } else if (pan && model.layers > 1) {
    if (pan.count < model.layers) layers = pan.count;
    else if (pan.count % model.layers === 0) units = pan.count / model.layers;
    // Three rounds of a two-layer cake stack into one cake of three; five make two cakes, one of three.
    else if (pan.count < 2 * model.layers) layers = pan.count;
    else {
      units = Math.floor(pan.count / model.layers);
      fuller = pan.count % model.layers;
    }
  } else if (pan && model.assembled) units = pan.count;
  else if (model.single) units = target.pieces ?? Math.max(1, Math.round(factor));
  // A loaf shaped by hand (in a pot) at part of its size bakes faster, as a smaller loaf in a pan does.
  if (model.single && !model.pan && units > 0 && factor / units < 0.75) [hint, bakeFactor] = [SMALLER_LOAF, null];
  // One layer's filling covers one layer: it follows the layer's floor, whatever the pan's shape.
  const layerScale =
    pan && model.pan && model.layers > 1 && pan.shape !== 'muffin' ? panArea(pan) / panArea(model.pan) : 1;

  let pieces: number | null = null;
  const asWritten = factor === 1 && !target.pan && !target.pieces;
  if (model.pieces) {
    const written = model.pieces;
    if (asWritten) pieces = written.count;
    else if (written.kind === 'pan') pieces = pan ? pan.count : Math.max(1, Math.round(written.count * factor));
    else if (written.kind === 'portion') pieces = target.pieces ?? Math.max(1, Math.round(written.count * factor));
    else if (pan && isRing(pan))
      // A ring pan's bake is cut in slices about 2 inches wide at the rim, each at least the recipe's piece.
      pieces =
        Math.max(1, Math.min(Math.round((written.count * factor) / pan.count), Math.round((Math.PI * pan.width) / 2))) *
        pan.count;
    else
      pieces =
        pan && model.pan
          ? gridPieces(model.pan, written.count, written.noun, pan, depth)
          : Math.max(1, Math.round(written.count * factor));
  }
  const trays =
    model.trays === null || model.pan
      ? null
      : model.pieces?.kind === 'portion' && pieces !== null
        ? Math.max(1, Math.ceil(pieces / (model.pieces.count / model.trays) - 1e-9))
        : Math.max(1, Math.ceil(model.trays * factor - 1e-9));
  const onePerPiece = model.pieces !== null && model.pieces.count === model.servings && pieces !== null;
  // A cake baked as cupcakes serves one a cupcake, whatever slices the cake was cut into.
  const servings =
    units === 0 && pan ? pan.count : onePerPiece ? pieces! : Math.max(1, Math.round(model.servings * factor));
  return {
    factor,
    pan,
    alternative,
    units,
    layers,
    fuller,
    layerScale,
    pieces,
    trays,
    servings,
    hint,
    bakeFactor,
    writtenFor: writtenFor(model),
  };
}
