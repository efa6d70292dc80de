/**
 * Pans that fit a batch (docs/decisions/034-the-method-follows-the-amounts.md): at a size other than the
 * recipe's, the pans from the pan table (COMMON_PANS) that hold the batch with the batter about as deep
 * as the recipe made it. Cake pans and sheets compare by their floor, loaves by the batter they hold.
 *
 * Whole multiples of the recipe's own pans come first (Double bakes in two of them); otherwise the
 * candidate with the batter nearest the written depth wins, never more than 15% deeper (it would spill)
 * nor less than half as deep, preferring the recipe's shape, as many pans as the batch is recipes' worth,
 * and for a layer cake its layers. When nothing holds it, a cake or quick bread goes into muffin cups.
 */
import { batterCups, COMMON_PANS, panArea, parsePan, type Pan } from '../bakers-tools/pans';
import type { MethodModel } from './types';

export interface Fit {
  pan: Pan;
  /** How deep the batter stands over how deep the recipe made it: 1 as written, 0.8 shallower. */
  depth: number;
}

const TABLE: readonly Pan[] = COMMON_PANS.flatMap((g) => g.pans)
  .map((p) => parsePan(p)!)
  .filter((p) => !p.cm);

const AREA = new Set<Pan['shape']>(['round', 'square', 'rectangle']);
const MAX_DEPTH = 1.15;
const MIN_DEPTH = 0.5;
/** A cupcake takes a quarter cup of cake batter; a muffin a third of a cup of muffin batter. */
const CUP_BATTER = { cupcake: 0.25, muffin: 1 / 3 } as const;

function shapePenalty(from: Pan, to: Pan, grid: boolean): number {
  if (from.shape === to.shape) return 0;
  if (to.shape === 'loaf') return 0.05;
  if (from.shape === 'round' || to.shape === 'round') return grid ? 0.3 : 0.15;
  return 0.12;
}

/** The pans of the table a batch of this shape may go into, measured the way the shape is. */
function candidates(written: Pan, model: MethodModel): Pan[] {
  const own = { ...written, count: 1 };
  if (AREA.has(written.shape)) {
    // A loaf pan bakes a half batch of bars or brownies; layer cakes and pies stay round.
    const loaves = written.shape !== 'round' && model.layers === 1;
    return [own, ...TABLE.filter((p) => AREA.has(p.shape) || (loaves && p.shape === 'loaf'))];
  }
  return [own, ...TABLE.filter((p) => p.shape === written.shape)];
}

/** What `count` pans of `pan` hold, in the measure the written pan is compared by. */
function capacity(written: Pan, pan: Pan, count: number): number {
  if (AREA.has(written.shape)) return panArea(pan) * count;
  return batterCups({ ...pan, count });
}

export function fitPans(model: MethodModel, factor: number): Fit {
  const written = model.pan!;
  if (written.shape === 'muffin') {
    return { pan: { ...written, count: Math.max(1, Math.round(written.count * factor)) }, depth: 1 };
  }
  const ideal = written.count * factor;
  // A layer cake keeps its layers: half of two 8-inch rounds is two smaller rounds, not one 8-inch.
  if (Number.isInteger(Math.round(ideal * 1e6) / 1e6) && ideal >= Math.max(1, model.layers))
    return { pan: { ...written, count: Math.round(ideal) }, depth: 1 };
  const need = factor * capacity(written, written, written.count);
  const grid = model.pieces?.kind === 'grid';
  let best: { fit: Fit; score: number } | null = null;
  for (const pan of candidates(written, model)) {
    for (let count = 1; count <= 8; count++) {
      const depth = need / capacity(written, pan, count);
      if (depth > MAX_DEPTH || depth < MIN_DEPTH) continue;
      const layersLost = model.layers > 1 && count < model.layers ? 0.3 : 0;
      const score =
        Math.abs(Math.log(depth)) + shapePenalty(written, pan, grid) + 0.06 * Math.abs(count - ideal) + layersLost;
      if (!best || score < best.score - 1e-9) best = { fit: { pan: { ...pan, count }, depth }, score };
    }
  }
  if (best) return best.fit;
  const cups = model.assembled ? null : cupsFor(model, factor);
  if (cups) return cups;
  const count = Math.max(1, Math.round(ideal));
  return { pan: { ...written, count }, depth: need / capacity(written, written, count) };
}

/** A cake or quick bread too small for any pan: muffin cups, as many as the batch fills. */
function cupsFor(model: MethodModel, factor: number): Fit | null {
  const written = model.pan!;
  const cups = model.cups.perBatch
    ? Math.round(model.cups.perBatch * factor)
    : Math.round((batterCups(written) * factor) / CUP_BATTER[model.cups.batter]);
  if (cups < 1) return null;
  return { pan: { shape: 'muffin', width: 2.75, length: 2.75, count: cups, cupSize: 'standard' }, depth: 1 };
}
