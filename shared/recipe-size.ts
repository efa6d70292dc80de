import { FAVORITE_COMBOS_TAG } from './categories';

/**
 * Recipe-size rules (docs/product.md#recipe-size-and-units): which sizes a recipe offers, how plus and minus move between
 * them, and what factor each size applies to the ingredient lines (see scaleIngredient in shared/ingredients).
 */

/** The size multipliers, smallest first. A recipe opens at 1 unless a size was kept for it (docs/decisions/017-recipe-size-kept.md). */
export const SIZE_MULTIPLIERS = [0.25, 0.5, 1, 2, 3, 4] as const;
export type SizeMultiplier = (typeof SIZE_MULTIPLIERS)[number];
export const DEFAULT_MULTIPLIER: SizeMultiplier = 1;

export const SIZE_LABELS: Readonly<Record<SizeMultiplier, string>> = {
  0.25: 'Quarter',
  0.5: 'Half',
  1: 'Standard',
  2: 'Double',
  3: 'Triple',
  4: 'Quadruple',
};

export type StepDirection = 1 | -1;

/** 'Double' for 2; values outside the list (a stale saved value) read as '{n}x'. */
export function multiplierLabel(multiplier: number): string {
  return SIZE_LABELS[multiplier as SizeMultiplier] ?? `${multiplier}x`;
}

/** Moves one step along an ordered list; stays put at either end. A value not in the list snaps to the next one in that direction. */
function step(values: readonly number[], current: number, direction: StepDirection): number {
  if (direction === 1)
    return (
      values.find((v) => v > current) ?? (current > values[values.length - 1]! ? values[values.length - 1]! : current)
    );
  for (let i = values.length - 1; i >= 0; i--) if (values[i]! < current) return values[i]!;
  return current < values[0]! ? values[0]! : current;
}

/** Plus (+1) or minus (-1) on the size control: 1 -> 2 -> 3 -> 4, 1 -> 0.5 -> 0.25, no change beyond the ends. */
export function nextMultiplier(current: number, direction: StepDirection): number {
  return step(SIZE_MULTIPLIERS, current, direction);
}

/**
 * The white bread rule. The spec says the one-bowl white bread "moves in thirds of a loaf, from 1 to 12
 * loaves, labelled '{n} loaf' or '{n} loaves'". Read literally (steps of 1/3 loaf) that would offer
 * '1 1/3 loaves', which nobody bakes and which the '{n} loaf(s)' label does not fit. The reading a baker
 * expects: the base recipe makes 3 loaves, so each loaf is one third of the recipe. Plus and minus move one
 * whole loaf (a third of the recipe) at a time, from 1 to 12 loaves, and the ingredient factor is
 * loaves / 3 (1 loaf = 1/3 of every ingredient, 12 loaves = 4x). The control starts at 3 loaves (factor 1).
 */
export const WHITE_BREAD_SLUG = 'one-bowl-white-bread';
export const WHITE_BREAD_BASE_LOAVES = 3;
export const MIN_LOAVES = 1;
export const MAX_LOAVES = 12;

/** Every loaf count the control offers: 1, 2, ... 12. */
export function loafSteps(): number[] {
  return Array.from({ length: MAX_LOAVES - MIN_LOAVES + 1 }, (_, i) => MIN_LOAVES + i);
}

/** '1 loaf', '2 loaves'. */
export function loafLabel(loaves: number): string {
  return `${loaves} ${loaves === 1 ? 'loaf' : 'loaves'}`;
}

/** Ingredient factor for a loaf count: loaves / 3, so the multiplier moves in thirds. */
export function loafFactor(loaves: number): number {
  return loaves / WHITE_BREAD_BASE_LOAVES;
}

export function nextLoaves(current: number, direction: StepDirection): number {
  return step(loafSteps(), current, direction);
}

/** Favorite Combos are always made for 24 servings; the control shows no plus or minus. */
export const COMBO_SERVINGS = 24;

/** The recipe fields the size rules look at. */
export interface SizedRecipe {
  slug: string;
  tags: readonly string[];
  servings: number;
}

interface SizeControlBase {
  /** The value the control holds when a recipe loads. */
  readonly initial: number;
  /** What the control shows for a value: 'Double', '4 loaves', '24 servings'. */
  label(value: number): string;
  /** The factor to hand to scaleIngredient for a value. */
  factor(value: number): number;
}

export interface MultiplierControl extends SizeControlBase {
  readonly kind: 'multiplier';
  readonly steps: readonly number[];
  next(value: number, direction: StepDirection): number;
}

export interface LoavesControl extends SizeControlBase {
  readonly kind: 'loaves';
  readonly steps: readonly number[];
  readonly baseLoaves: number;
  next(value: number, direction: StepDirection): number;
}

export interface FixedControl extends SizeControlBase {
  readonly kind: 'fixed';
  readonly servings: number;
}

export type SizeControl = MultiplierControl | LoavesControl | FixedControl;

/**
 * The size control a recipe gets: the white bread counts loaves, Favorite Combos are fixed, everything else
 * uses the multipliers. Values are plain numbers so the UI can keep one piece of state for any kind.
 */
export function sizeControlFor(recipe: SizedRecipe): SizeControl {
  if (recipe.slug === WHITE_BREAD_SLUG) {
    return {
      kind: 'loaves',
      steps: loafSteps(),
      baseLoaves: WHITE_BREAD_BASE_LOAVES,
      initial: WHITE_BREAD_BASE_LOAVES,
      label: loafLabel,
      factor: loafFactor,
      next: nextLoaves,
    };
  }
  if (recipe.tags.includes(FAVORITE_COMBOS_TAG)) {
    // A combo stored at 24 servings gets factor 1; one stored at another yield is brought to 24.
    const factor = recipe.servings > 0 ? COMBO_SERVINGS / recipe.servings : 1;
    return {
      kind: 'fixed',
      servings: COMBO_SERVINGS,
      initial: COMBO_SERVINGS,
      label: () => `${COMBO_SERVINGS} servings`,
      factor: () => factor,
    };
  }
  return {
    kind: 'multiplier',
    steps: SIZE_MULTIPLIERS,
    initial: DEFAULT_MULTIPLIER,
    label: multiplierLabel,
    factor: (value) => value,
    next: nextMultiplier,
  };
}
