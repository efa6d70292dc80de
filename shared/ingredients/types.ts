/** Types shared by the engine's modules. */
import type { Fraction } from '../fraction';
import type { UnitDef, UnitSpellingMatch } from '../units';

export interface ParsedIngredient {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  ingredient: string;
  /**
   * The food to buy, without size, preparation and notes: '3 large eggs, at room temperature' ->
   * 'eggs' (shared/ingredients/food-name.ts). Empty for a header.
   */
  name: string;
  isHeader: boolean;
}

export interface UnitHit {
  def: UnitDef;
  spelling: UnitSpellingMatch;
  start: number;
  end: number;
  /** The token as written, without a trailing dot. */
  core: string;
  dot: boolean;
}

export interface Choice {
  unit: UnitDef;
  min: Fraction;
  max: Fraction | null;
  /** A second measure added to the first, written '2 Tbsp + 2 tsp' or '1/8 tsp + a pinch'. Only for single amounts. */
  plus?: { unit: UnitDef; amount: Fraction };
  /** A third measure, when two spoons make the rest: '1/4 tsp + 1/8 tsp' is plus 1/8 tsp on 1/4 tsp. */
  and?: { unit: UnitDef; amount: Fraction };
}
