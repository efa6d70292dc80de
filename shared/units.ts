import { fraction } from './fraction';
import type { Fraction } from './fraction';

/**
 * Units of measure: how bakers spell them, what we call them, how they convert.
 *
 * Dimensions never mix: a metric amount is only ever shown in metric units and
 * an American one in American units (the US/metric toggle in toMetric is the
 * single, explicit exception, and it lives in shared/ingredients/convert.ts).
 */
export type Dimension = 'us-volume' | 'us-weight' | 'metric-weight' | 'metric-volume' | 'other';

/** How a unit was written, so a converted unit can be written the same way ('teaspoons' -> 'tablespoons'). */
export type UnitStyle = 'abbr' | 'long' | 'longUK';

/** One spelling family: its singular and plural forms, lower case. Abbreviations often use the same form for both. */
export interface UnitSpelling {
  readonly singular: string;
  readonly plural: string;
  readonly style: UnitStyle;
}

export interface UnitDef {
  /** The canonical name parseIngredient returns: 'tsp', 'Tbsp', 'cup', 'g', 'fl oz', 'pinch'... */
  readonly name: string;
  /** Canonical plural, used when a scaled amount is written in this unit for the first time. */
  readonly plural: string;
  readonly dimension: Dimension;
  /** Size in the dimension's base unit: tsp for US volume, oz for US weight, g, ml. */
  readonly base?: Fraction;
  /**
   * A container ('1 (14 oz) can', '2 cans (15 oz)'): a measure in parentheses next to it is the size
   * of one container, so it is not scaled with the count.
   */
  readonly container?: boolean;
  /** A pinch or a dash cannot be halved in any meaningful way, so counts round to whole numbers, at least 1. */
  readonly indivisible?: boolean;
  readonly spellings: readonly UnitSpelling[];
}

function s(singular: string, plural = singular, style: UnitStyle = 'abbr'): UnitSpelling {
  return { singular, plural, style };
}

const long = (singular: string, plural: string) => s(singular, plural, 'long');
const longUK = (singular: string, plural: string) => s(singular, plural, 'longUK');

export const UNITS: readonly UnitDef[] = [
  // US volume, base = teaspoon. 3 tsp per Tbsp, 16 Tbsp per cup.
  {
    name: 'tsp',
    plural: 'tsp',
    dimension: 'us-volume',
    base: fraction(1),
    spellings: [s('tsp'), s('tsp', 'tsps'), long('teaspoon', 'teaspoons'), s('tspn', 'tspns'), s('tsps')],
  },
  {
    name: 'Tbsp',
    plural: 'Tbsp',
    dimension: 'us-volume',
    base: fraction(3),
    spellings: [
      s('tbsp'),
      s('tbsp', 'tbsps'),
      long('tablespoon', 'tablespoons'),
      s('tbs'),
      s('tb'),
      s('tbl', 'tbls'),
      s('tblsp'),
      s('tbsps'),
      s('tbspn', 'tbspns'),
    ],
  },
  { name: 'cup', plural: 'cups', dimension: 'us-volume', base: fraction(48), spellings: [s('cup', 'cups'), s('c')] },
  {
    name: 'fl oz',
    plural: 'fl oz',
    dimension: 'us-volume',
    base: fraction(6),
    spellings: [s('fl oz'), long('fluid ounce', 'fluid ounces'), s('floz')],
  },
  {
    name: 'pint',
    plural: 'pints',
    dimension: 'us-volume',
    base: fraction(96),
    spellings: [s('pint', 'pints'), s('pt', 'pts'), s('pt')],
  },
  {
    name: 'quart',
    plural: 'quarts',
    dimension: 'us-volume',
    base: fraction(192),
    spellings: [s('quart', 'quarts'), s('qt', 'qts'), s('qt')],
  },
  {
    name: 'gallon',
    plural: 'gallons',
    dimension: 'us-volume',
    base: fraction(768),
    spellings: [s('gallon', 'gallons'), s('gal', 'gals'), s('gal')],
  },
  // US weight, base = ounce. 16 oz per lb.
  {
    name: 'oz',
    plural: 'oz',
    dimension: 'us-weight',
    base: fraction(1),
    spellings: [s('oz'), long('ounce', 'ounces'), s('oz', 'ozs')],
  },
  {
    name: 'lb',
    plural: 'lb',
    dimension: 'us-weight',
    base: fraction(16),
    spellings: [s('lb'), s('lb', 'lbs'), long('pound', 'pounds')],
  },
  // Metric weight, base = gram.
  {
    name: 'mg',
    plural: 'mg',
    dimension: 'metric-weight',
    base: fraction(1, 1000),
    spellings: [s('mg'), long('milligram', 'milligrams'), longUK('milligramme', 'milligrammes')],
  },
  {
    name: 'g',
    plural: 'g',
    dimension: 'metric-weight',
    base: fraction(1),
    spellings: [
      s('g'),
      long('gram', 'grams'),
      longUK('gramme', 'grammes'),
      s('gr'),
      s('grm', 'grms'),
      s('gms'),
      s('gm', 'gms'),
    ],
  },
  {
    name: 'kg',
    plural: 'kg',
    dimension: 'metric-weight',
    base: fraction(1000),
    spellings: [
      s('kg'),
      s('kg', 'kgs'),
      long('kilogram', 'kilograms'),
      longUK('kilogramme', 'kilogrammes'),
      long('kilo', 'kilos'),
    ],
  },
  // Metric volume, base = millilitre.
  {
    name: 'ml',
    plural: 'ml',
    dimension: 'metric-volume',
    base: fraction(1),
    spellings: [s('ml'), long('milliliter', 'milliliters'), longUK('millilitre', 'millilitres'), s('mls')],
  },
  {
    name: 'cl',
    plural: 'cl',
    dimension: 'metric-volume',
    base: fraction(10),
    spellings: [s('cl'), long('centiliter', 'centiliters'), longUK('centilitre', 'centilitres')],
  },
  {
    name: 'dl',
    plural: 'dl',
    dimension: 'metric-volume',
    base: fraction(100),
    spellings: [s('dl'), long('deciliter', 'deciliters'), longUK('decilitre', 'decilitres')],
  },
  {
    name: 'l',
    plural: 'l',
    dimension: 'metric-volume',
    base: fraction(1000),
    spellings: [s('l'), long('liter', 'liters'), longUK('litre', 'litres'), s('ltr', 'ltrs')],
  },
  // Small, uncountable amounts.
  { name: 'pinch', plural: 'pinches', dimension: 'other', indivisible: true, spellings: [s('pinch', 'pinches')] },
  { name: 'dash', plural: 'dashes', dimension: 'other', indivisible: true, spellings: [s('dash', 'dashes')] },
  { name: 'drop', plural: 'drops', dimension: 'other', indivisible: true, spellings: [s('drop', 'drops')] },
  { name: 'smidgen', plural: 'smidgens', dimension: 'other', indivisible: true, spellings: [s('smidgen', 'smidgens')] },
  { name: 'splash', plural: 'splashes', dimension: 'other', indivisible: true, spellings: [s('splash', 'splashes')] },
  { name: 'handful', plural: 'handfuls', dimension: 'other', indivisible: true, spellings: [s('handful', 'handfuls')] },
  { name: 'knob', plural: 'knobs', dimension: 'other', indivisible: true, spellings: [s('knob', 'knobs')] },
  // Counted pieces.
  { name: 'clove', plural: 'cloves', dimension: 'other', spellings: [s('clove', 'cloves')] },
  { name: 'stick', plural: 'sticks', dimension: 'other', spellings: [s('stick', 'sticks')] },
  { name: 'slice', plural: 'slices', dimension: 'other', spellings: [s('slice', 'slices')] },
  { name: 'piece', plural: 'pieces', dimension: 'other', spellings: [s('piece', 'pieces')] },
  { name: 'sprig', plural: 'sprigs', dimension: 'other', spellings: [s('sprig', 'sprigs')] },
  { name: 'bunch', plural: 'bunches', dimension: 'other', spellings: [s('bunch', 'bunches')] },
  { name: 'head', plural: 'heads', dimension: 'other', spellings: [s('head', 'heads')] },
  { name: 'sheet', plural: 'sheets', dimension: 'other', spellings: [s('sheet', 'sheets')] },
  { name: 'square', plural: 'squares', dimension: 'other', spellings: [s('square', 'squares')] },
  { name: 'scoop', plural: 'scoops', dimension: 'other', spellings: [s('scoop', 'scoops')] },
  // Containers.
  { name: 'can', plural: 'cans', dimension: 'other', container: true, spellings: [s('can', 'cans'), s('tin', 'tins')] },
  {
    name: 'package',
    plural: 'packages',
    dimension: 'other',
    container: true,
    spellings: [s('package', 'packages'), s('pkg', 'pkgs'), s('pkg'), s('pack', 'packs')],
  },
  { name: 'packet', plural: 'packets', dimension: 'other', container: true, spellings: [s('packet', 'packets')] },
  {
    name: 'envelope',
    plural: 'envelopes',
    dimension: 'other',
    container: true,
    spellings: [s('envelope', 'envelopes')],
  },
  { name: 'sachet', plural: 'sachets', dimension: 'other', container: true, spellings: [s('sachet', 'sachets')] },
  { name: 'jar', plural: 'jars', dimension: 'other', container: true, spellings: [s('jar', 'jars')] },
  { name: 'bottle', plural: 'bottles', dimension: 'other', container: true, spellings: [s('bottle', 'bottles')] },
  { name: 'box', plural: 'boxes', dimension: 'other', container: true, spellings: [s('box', 'boxes')] },
  { name: 'bag', plural: 'bags', dimension: 'other', container: true, spellings: [s('bag', 'bags')] },
  { name: 'carton', plural: 'cartons', dimension: 'other', container: true, spellings: [s('carton', 'cartons')] },
  {
    name: 'container',
    plural: 'containers',
    dimension: 'other',
    container: true,
    spellings: [s('container', 'containers')],
  },
  { name: 'tub', plural: 'tubs', dimension: 'other', container: true, spellings: [s('tub', 'tubs')] },
];

const BY_NAME = new Map(UNITS.map((u) => [u.name, u]));

/** The unit definition for a canonical name; throws for unknown names because callers pass constants. */
export function unitByName(name: string): UnitDef {
  const unit = BY_NAME.get(name);
  if (!unit) throw new RangeError(`unknown unit '${name}'`);
  return unit;
}

/** What a written token means: which unit, which spelling family, and whether that spelling is plural. */
export interface UnitSpellingMatch {
  readonly unit: UnitDef;
  readonly spelling: UnitSpelling;
  /** True when the token is the plural form of a family whose forms differ ('cups', 'lbs'). */
  readonly plural: boolean;
}

const SPELLING_INDEX = new Map<string, UnitSpellingMatch>();
for (const unit of UNITS) {
  for (const spelling of unit.spellings) {
    // The first family to claim a token wins, so list the preferred family first.
    if (!SPELLING_INDEX.has(spelling.singular))
      SPELLING_INDEX.set(spelling.singular, { unit, spelling, plural: false });
    if (!SPELLING_INDEX.has(spelling.plural))
      SPELLING_INDEX.set(spelling.plural, { unit, spelling, plural: spelling.plural !== spelling.singular });
  }
}

/**
 * Looks up a unit token as written. Case matters only for the single letters
 * 't' (teaspoon) and 'T' (tablespoon), the old cookbook convention; everything
 * else is case-insensitive. Dots and inner spaces are ignored ('fl. oz.').
 */
export function lookupUnit(token: string): UnitSpellingMatch | null {
  const trimmed = token.trim().replace(/\.$/, '');
  if (trimmed === 't') return { unit: unitByName('tsp'), spelling: s('t'), plural: false };
  if (trimmed === 'T') return { unit: unitByName('Tbsp'), spelling: s('T'), plural: false };
  const key = trimmed.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  return SPELLING_INDEX.get(key) ?? null;
}

/** Every token lookupUnit knows, longest first, for building a matcher. */
export function unitTokens(): string[] {
  return [...SPELLING_INDEX.keys()].sort((a, b) => b.length - a.length);
}

export const isMetric = (unit: UnitDef): boolean =>
  unit.dimension === 'metric-weight' || unit.dimension === 'metric-volume';

export const isAmerican = (unit: UnitDef): boolean => unit.dimension === 'us-volume' || unit.dimension === 'us-weight';

/** Grams in one ounce, the exact factor the metric toggle uses (no '≈' needed). */
export const GRAMS_PER_OUNCE = fraction(2835, 100);
/** Millilitres in one US customary cup, for liquids with no entry of their own. */
export const ML_PER_CUP = fraction(2366, 10);
/** One US stick of butter, as the metric toggle writes it. */
export const GRAMS_PER_STICK_OF_BUTTER = 113;

/**
 * How much a cup of an ingredient weighs, or, for liquids, how many millilitres
 * it is. Figures are the usual baking references (King Arthur style charts);
 * they are approximations, which is why toMetric marks density conversions with '≈'.
 * Salt, yeast, leaveners and ground spices are measured by the teaspoon, so they
 * carry grams per teaspoon instead: toUS writes their grams as teaspoons, and
 * toMetric keeps their spoons (metric recipes measure those by the spoon too).
 *
 * `names` are matched as whole words against the ingredient text; the longest
 * matching name wins, so 'bread flour' beats 'flour' and 'peanut butter' beats 'butter'.
 */
export interface Density {
  readonly names: readonly string[];
  readonly gramsPerCup?: number;
  readonly mlPerCup?: number;
  readonly gramsPerTsp?: number;
}

export const DENSITIES: readonly Density[] = [
  {
    names: ['flour', 'all-purpose flour', 'all purpose flour', 'plain flour', 'ap flour', 'unbleached flour'],
    gramsPerCup: 120,
  },
  { names: ['bread flour', 'strong flour', 'strong white flour'], gramsPerCup: 127 },
  { names: ['cake flour'], gramsPerCup: 114 },
  {
    names: ['whole wheat flour', 'whole-wheat flour', 'wholemeal flour', 'whole wheat pastry flour'],
    gramsPerCup: 120,
  },
  { names: ['self-rising flour', 'self rising flour', 'self-raising flour'], gramsPerCup: 113 },
  { names: ['almond flour', 'ground almonds'], gramsPerCup: 96 },
  { names: ['cornstarch', 'cornflour', 'corn starch'], gramsPerCup: 112 },
  { names: ['cornmeal'], gramsPerCup: 138 },
  {
    names: ['sugar', 'granulated sugar', 'white sugar', 'caster sugar', 'superfine sugar', 'cane sugar'],
    gramsPerCup: 200,
  },
  { names: ['brown sugar', 'light brown sugar', 'dark brown sugar'], gramsPerCup: 213 },
  { names: ['powdered sugar', "confectioners' sugar", 'confectioners sugar', 'icing sugar'], gramsPerCup: 120 },
  { names: ['butter'], gramsPerCup: 227 },
  { names: ['cocoa', 'cocoa powder'], gramsPerCup: 85 },
  { names: ['oats', 'rolled oats', 'old-fashioned oats', 'quick oats'], gramsPerCup: 90 },
  { names: ['honey'], gramsPerCup: 340 },
  { names: ['molasses'], gramsPerCup: 340 },
  { names: ['maple syrup'], gramsPerCup: 312 },
  { names: ['corn syrup'], gramsPerCup: 312 },
  { names: ['chocolate chips', 'chocolate chunks'], gramsPerCup: 170 },
  { names: ['raisins'], gramsPerCup: 149 },
  { names: ['walnuts', 'pecans', 'chopped walnuts', 'chopped pecans'], gramsPerCup: 113 },
  { names: ['shredded coconut', 'flaked coconut', 'desiccated coconut'], gramsPerCup: 85 },
  { names: ['sour cream', 'cream cheese', 'yogurt', 'greek yogurt'], gramsPerCup: 227 },
  { names: ['peanut butter'], gramsPerCup: 270 },
  {
    names: ['milk', 'whole milk', 'buttermilk', 'heavy cream', 'whipping cream', 'cream', 'half-and-half'],
    mlPerCup: 240,
  },
  { names: ['water'], mlPerCup: 236.6 },
  // By the teaspoon.
  { names: ['salt', 'fine salt', 'fine sea salt', 'table salt'], gramsPerTsp: 6 },
  {
    names: [
      'yeast',
      'instant yeast',
      'active dry yeast',
      'dried yeast',
      'fast-action dried yeast',
      'fast-action yeast',
      'fast action dried yeast',
      'easy-blend yeast',
      'rapid-rise yeast',
    ],
    gramsPerTsp: 3.1,
  },
  { names: ['baking powder'], gramsPerTsp: 4 },
  { names: ['baking soda', 'bicarbonate of soda', 'bicarb'], gramsPerTsp: 6 },
  { names: ['ground cinnamon'], gramsPerTsp: 2.6 },
  { names: ['ground ginger'], gramsPerTsp: 1.8 },
  { names: ['ground nutmeg'], gramsPerTsp: 2.2 },
  {
    names: ['mixed spice', 'pumpkin pie spice', 'ground allspice', 'ground cloves', 'ground cardamom'],
    gramsPerTsp: 2,
  },
  { names: ['cream of tartar'], gramsPerTsp: 3 },
  // Names that contain a table word but are something else: an entry without figures blocks the match.
  { names: ['coconut cream', 'ice cream', 'butterscotch chips', 'sugar sprinkles', 'milk powder'] },
  // Salts by the flake and fresh yeast are weighed, never spooned by these figures.
  {
    names: [
      'kosher salt',
      'flaky salt',
      'flaky sea salt',
      'sea salt flakes',
      'coarse salt',
      'coarse sea salt',
      'rock salt',
      'fresh yeast',
    ],
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A density's name as a whole word, compiled once: every converted line asks for every name. */
const NAME_PATTERNS = new Map<string, RegExp>();
function namePattern(name: string): RegExp {
  let pattern = NAME_PATTERNS.get(name);
  if (!pattern) NAME_PATTERNS.set(name, (pattern = new RegExp(`(?<![a-z])${escapeRegExp(name)}(?![a-z])`)));
  return pattern;
}

/** The density entry for an ingredient description, or null when none applies. */
export function lookupDensity(ingredient: string): Density | null {
  const text = ingredient.toLowerCase();
  let best: { density: Density; length: number } | null = null;
  for (const density of DENSITIES) {
    for (const name of density.names) {
      if (best && name.length <= best.length) continue;
      if (namePattern(name).test(text)) best = { density, length: name.length };
    }
  }
  return best?.density ?? null;
}
