import type { CupBatter, Pan } from '../bakers-tools/pans';
import type { UnitSystem } from '../ingredients';

/**
 * What a recipe's method is made of, beyond its amounts (docs/decisions/034-the-method-follows-the-amounts.md):
 * the pans its batch fills, what the batch is cut or divided into, the sheets its pieces bake on, and
 * the amounts that belong to one piece or one layer rather than to the batch.
 */
export interface MethodModel {
  /** The pans the batch is written for (count = how many); null when it bakes on sheets, in a pot or not at all. */
  pan: Pan | null;
  /** Another set of pans the steps offer for the same batch ('or one 9x13-inch pan'). */
  alternative: Pan | null;
  /** Pans stacked into one cake: two 8-inch rounds are one cake of two layers. 1 for anything else. */
  layers: number;
  /** One pan is one assembled thing, shaped by hand into it (a pie: crust, filling, lattice). */
  assembled: 'pie' | null;
  /** What the pans hold is a batter or a dough (a cake, bars, bread), not a pie's filling or a dish of milk. */
  batter: boolean;
  /** It is a yeast dough that rises in the pan: done by its thermometer, its bake changes by minutes only. */
  dough: boolean;
  /** A single thing made without a pan that multiplies as whole ones (a loaf baked in a pot). */
  single: string | null;
  /** What the batch is cut or divided into, as the steps write it. */
  pieces: WrittenPieces | null;
  /** A rolled sheet of dough cut into the pieces ('a 12x18-inch rectangle', rolled up and cut into 12 rolls). */
  sheet: { width: number; length: number } | null;
  /** Baking sheets or trays the pieces bake on, as written ('a baking sheet', 'two baking sheets'). */
  trays: number | null;
  /** What the batch makes in muffin cups, and what the notes say one batch fills and how long it bakes. */
  cups: { batter: CupBatter; perBatch: number | null; bake: string | null };
  /** The servings the recipe states, which follow its pieces when it serves one a piece. */
  servings: number;
}

/** How the steps count what the batch becomes. */
export interface WrittenPieces {
  count: number;
  /** 'squares', 'bars', 'rolls', 'balls', 'loaves'. */
  noun: string;
  /**
   * 'grid': cut from the baked pan (squares, bars, fingers), so their number follows the pan;
   * 'portion': shaped or cut one by one (rolls, buns, balls, rounds), so it follows the batch;
   * 'pan': one per pan (three loaves in three pans).
   */
  kind: 'grid' | 'portion' | 'pan';
}

/** The size to write the method at: the page's factor, and what a tool chose. */
export interface MethodTarget {
  factor: number;
  /** The baker's own pans (the pan tool), count included. */
  pan?: Pan | null;
  /** How many pieces the baker asked for (baker's percentages: '2 loaves of 900 g'). */
  pieces?: number | null;
}

/** The method at a size: what the steps are rewritten to. */
export interface MethodPlan {
  factor: number;
  /** The pans to use (count = how many; cups for a muffin pan); null when the recipe names none. */
  pan: Pan | null;
  /** The other pans the steps offer, at this size; null when dropped. */
  alternative: Pan | null;
  /** Whole cakes (or pies) the pans make: two cakes at Double. */
  units: number;
  /** Layers each cake has now (1 when only one pan's batter is left, 0 for cupcakes). */
  layers: number;
  /**
   * Cakes that take one layer more than `layers` (five 8-inch rounds of a two-layer cake are two cakes,
   * one of them of three layers, never one cake of five); 0 for anything else.
   */
  fuller: number;
  /** What an amount for one layer is multiplied by: the new layer's area over the written one's. */
  layerScale: number;
  /** The pieces at this size; null when the steps count none. */
  pieces: number | null;
  /** Baking sheets or trays at this size. */
  trays: number | null;
  /** The servings the page shows at this size. */
  servings: number;
  /** What to watch in the oven when the batter or the loaf is deeper, shallower or in cups; null when it bakes as written. */
  hint: string | null;
  /**
   * What the bake's time is multiplied by, where the hint says so (a much deeper or much shallower
   * batter, cups to a pan); else null.
   */
  bakeFactor: number | null;
  /** The batch as the recipe writes it, for a step that cannot follow ('two 8-inch rounds'). */
  writtenFor: string;
}

export type { Pan, UnitSystem };
