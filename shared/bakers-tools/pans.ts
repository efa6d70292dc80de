/**
 * Pans (docs/product.md#recipe-tools): what a recipe's pan statement means ('9-inch round x 2',
 * '8 1/2 x 4 1/2-inch loaf x 3', '12-cup muffin pan', '9x13-inch pan', '10-inch bundt') and how
 * much batter the baker's own pan takes instead.
 *
 * Cake pans and sheets (round, square, rectangle, sheet) scale by area: the batter stays as deep
 * as the recipe made it, so it bakes in about the same time. Loaves, bundts and tubes (with their
 * hole) and muffin cups scale by volume: their batter is as deep as the pan is, so the advice says
 * what to watch. Capacities land on the usual pan charts: a 9-inch round or an 8x8 holds about
 * 8 cups, a 9x13 about 14 1/2, an 8 1/2 x 4 1/2 loaf 6, a 9x5 loaf 8, a 10-inch bundt 12, a
 * 10-inch tube 16, a standard muffin cup 1/2 cup.
 */
export type PanShape = 'round' | 'square' | 'rectangle' | 'sheet' | 'loaf' | 'bundt' | 'tube' | 'muffin';
export type CupSize = 'mini' | 'standard' | 'jumbo';

export interface Pan {
  shape: PanShape;
  /** Inches: the diameter of a round, bundt or tube; the short side of the others. */
  width: number;
  /** Inches: the long side of a square, rectangle, sheet or loaf (the width again for round shapes). */
  length: number;
  /** How many pans; for muffin cups, how many cups. */
  count: number;
  cupSize?: CupSize;
  /** A bundt or tube given by what it holds ('12-cup bundt'), in cups. */
  capacityCups?: number;
  /** Sized in centimetres, and so named. */
  cm?: boolean;
}

const CUBIC_INCHES_PER_CUP = 14.4375;
const CM_PER_INCH = 2.54;
/**
 * What each pan of a shape takes of its full height of batter (pans are filled half to two-thirds).
 * Muffin cups hold cake batter for cupcakes half full (a quarter cup in a standard cup, which is how
 * one two-layer cake fills about 24 of them), muffin batter two-thirds, near the top (a third of a cup):
 * see CupBatter.
 */
const FILL: Record<PanShape, number> = {
  round: 0.5,
  square: 0.5,
  rectangle: 0.5,
  sheet: 0.5,
  loaf: 2 / 3,
  bundt: 2 / 3,
  tube: 2 / 3,
  muffin: 1 / 2,
};
const MUFFIN_FILL = 2 / 3;

/** Cupcakes (cake batter, a quarter cup to a standard cup) or muffins (muffin batter, a third of a cup). */
export type CupBatter = 'cupcake' | 'muffin';

/** What the recipe knows about its own batter that a pan's size alone cannot say. */
export interface PanOptions {
  /** What the recipe's batter makes in muffin cups; cupcakes unless it is a muffin recipe. */
  cups?: CupBatter;
  /** Standard cups the recipe's own notes say one batch fills ('For cupcakes, fill 24 lined cups'). */
  cupsPerBatch?: number;
  /** The bake time those notes give for the cups ('18 to 20 minutes'). */
  cupsBake?: string;
  /** Other pans the steps bake the same batch in ('two 8-inch round pans or one 9x13-inch pan'). */
  alternatives?: readonly Pan[];
  /**
   * The pans hold no batter whose bake grows with its depth (a yeast dough that rises to its pan, a
   * pie's filling): the advice moves the time by minutes only.
   */
  minutesOnly?: boolean;
}

const sameSize = (a: Pan, b: Pan) =>
  a.shape === b.shape &&
  Math.abs(a.width - b.width) < 0.2 &&
  Math.abs(a.length - b.length) < 0.2 &&
  a.cupSize === b.cupSize;
const CUP_CAPACITY: Record<CupSize, number> = { mini: 1 / 8, standard: 1 / 2, jumbo: 1 };
/** A muffin cup's top, in inches across. */
const CUP_ACROSS: Record<CupSize, number> = { mini: 1.75, standard: 2.75, jumbo: 3.5 };
const BY_AREA: ReadonlySet<PanShape> = new Set(['round', 'square', 'rectangle', 'sheet']);

/** Inches of height, and what the sloped or fluted sides leave of a straight-sided box. */
function height(pan: Pan): { depth: number; sides: number } {
  switch (pan.shape) {
    case 'sheet':
      return { depth: 1, sides: 0.9 };
    case 'loaf':
      return { depth: pan.length >= 9 ? 3 : 2.75, sides: 0.85 };
    case 'bundt':
      return { depth: 0.35 * pan.width, sides: 0.7 };
    case 'tube':
      return { depth: 0.4 * pan.width, sides: 0.85 };
    default:
      return { depth: 2, sides: 0.9 };
  }
}

/** The pan's floor in square inches (one pan; one cup for muffins). */
export function panArea(pan: Pan): number {
  if (pan.shape === 'muffin') return Math.PI * (CUP_ACROSS[pan.cupSize ?? 'standard'] / 2) ** 2;
  if (pan.shape === 'round') return Math.PI * (pan.width / 2) ** 2;
  if (isRing(pan)) return Math.PI * ((pan.width / 2) ** 2 - (holeAcross(pan) / 2) ** 2);
  return pan.width * pan.length;
}

/** A bundt or tube: a ring round a funnel, fluted or straight, that no parchment lines and no grid cuts. */
export const isRing = (pan: Pan) => pan.shape === 'bundt' || pan.shape === 'tube';

/** The tube in the middle of a bundt or tube pan, in inches across: it holds no batter. */
export function holeAcross(pan: Pan): number {
  return pan.shape === 'bundt' ? 0.3 * pan.width : pan.shape === 'tube' ? 0.35 * pan.width : 0;
}

/** What one pan holds to the brim, in US cups (one cup for muffins). */
export function panCups(pan: Pan): number {
  if (pan.shape === 'muffin') return CUP_CAPACITY[pan.cupSize ?? 'standard'];
  if (pan.capacityCups) return pan.capacityCups;
  const { depth, sides } = height(pan);
  return (panArea(pan) * depth * sides) / CUBIC_INCHES_PER_CUP;
}

/** Cups of batter all the pans take, filled as bakers fill them. */
export function batterCups(pan: Pan, cups: CupBatter = 'cupcake'): number {
  const fill = pan.shape === 'muffin' && cups === 'muffin' ? MUFFIN_FILL : FILL[pan.shape];
  return panCups(pan) * fill * pan.count;
}

/** How deep the batter stands in the pan, in inches. */
export function batterDepth(pan: Pan, cups: CupBatter = 'cupcake'): number {
  return (batterCups(pan, cups) * CUBIC_INCHES_PER_CUP) / (panArea(pan) * pan.count);
}

/** True when both pans are scaled by their floor: cake pans and sheets. */
export const byArea = (from: Pan, to: Pan) => BY_AREA.has(from.shape) && BY_AREA.has(to.shape);

export interface PanScale {
  /** The factor for the whole recipe. */
  factor: number;
  /** 'area' when both pans are cake pans or sheets, else 'volume'. */
  by: 'area' | 'volume';
  /** What to watch in the oven. */
  advice: string;
  /**
   * What the bake's time is multiplied by, where the advice says so (a much deeper or much shallower
   * batter, cups to a pan); else null.
   */
  bakeFactor: number | null;
}

/**
 * How the recipe written for `from` scales to the baker's `to`, and what to watch. Standard muffin
 * cups follow the recipe's own notes when they say what a batch fills (`options.cupsPerBatch`):
 * the vanilla cake's 'fill 24 lined cups' makes two 12-cup pans exactly one batch; a pan the steps
 * offer for the same batch ('or one 9x13-inch pan') holds one batch too.
 */
export function scaleForPan(from: Pan, to: Pan, options: PanOptions = {}): PanScale {
  const area = byArea(from, to);
  const cups = from.shape === 'muffin' ? options.cups : 'cupcake';
  const noted =
    options.cupsPerBatch &&
    to.shape === 'muffin' &&
    (to.cupSize ?? 'standard') === 'standard' &&
    from.shape !== 'muffin';
  // The recipe's own word beats a chart: its alternative pans hold one batch.
  const alternative = options.alternatives?.find((alt) => sameSize(alt, to));
  const factor = alternative
    ? to.count / alternative.count
    : noted
      ? to.count / options.cupsPerBatch!
      : area
        ? (panArea(to) * to.count) / (panArea(from) * from.count)
        : batterCups(to, cups) / batterCups(from, cups);
  const { advice, bakeFactor } =
    noted && options.cupsBake
      ? { advice: `Muffin cups bake much faster than a pan: the recipe's notes say ${options.cupsBake}.` }
      : adviceFor(from, to, area, options.minutesOnly === true);
  return {
    factor,
    by: area ? 'area' : 'volume',
    advice: options.minutesOnly ? withoutBatter(advice) : advice,
    bakeFactor: bakeFactor ?? null,
  };
}

export const ADVICE = {
  same: 'Same depth of batter: bake as written, and check a few minutes before the end.',
  deeper: 'Deeper batter: check 5-10 minutes later than the recipe says.',
  shallower: 'Shallower batter: check 5 minutes early.',
  cups: 'Muffin cups bake much faster than a pan: check after 15-20 minutes.',
  thinSheet: 'A thin sheet bakes a little faster than muffin cups: check 5 minutes early.',
} as const;

/**
 * Past this depth over the recipe's, a few minutes more is far too few: a batter twice as deep (a
 * layer cake's in a loaf or a bundt) bakes about twice as long, 55 minutes where the layers took 30.
 * Under MUCH_SHALLOWER, a few minutes less is as wrong the other way (a loaf's batter in a 9x13).
 */
export const MUCH_DEEPER = 1.5;
export const MUCH_SHALLOWER = 2 / 3;

/**
 * A cake pan's batter (0.9 inch deep) bakes about 1.6 times as long as the same batter in cupcakes,
 * 30 minutes to their 18-20; a deeper pan's longer again, by its depth.
 */
const PAN_OVER_CUPS = 1.6;

const SKEWER = 'check with a skewer in the middle';
/** A long bake browns the top before the middle is done. */
const FOIL = 'and cover loosely with foil if the top browns first';
const EARLY = 'check it early';

/** 'about 1 1/2 times', 'about twice', 'about 3 times': how much longer a bake `times` as long is. */
function timesAsLong(times: number): string {
  const half = Math.round(times * 2) / 2;
  if (half === 2) return 'about twice';
  return `about ${Number.isInteger(half) ? half : `${Math.floor(half)} 1/2`} times`;
}

/** 'a third of', 'half', 'two-thirds of': how much of the time a bake `times` as long takes. */
const partOfTime = (times: number) => (times < 0.42 ? 'a third of' : times < 0.58 ? 'half' : 'two-thirds of');

/** The advice for a batter `times` as deep as the recipe's (over MUCH_DEEPER): it bakes about as many times as long. */
export const muchDeeperAdvice = (times: number) =>
  `Much deeper batter: it bakes ${timesAsLong(times)} as long; ${SKEWER}, ${FOIL}.`;

/** The advice for a batter `times` as deep as the recipe's (under MUCH_SHALLOWER): it bakes in as much less time. */
export const muchShallowerAdvice = (times: number) =>
  `Much shallower batter: it bakes in about ${partOfTime(times)} the time; ${EARLY}.`;

/** The advice for muffin batter in one pan that bakes `times` as long as the cups. */
const fromCupsAdvice = (times: number) =>
  `One pan bakes much longer than muffin cups, ${timesAsLong(times)} as long; ${SKEWER}, ${FOIL}.`;

/** A dough or a pie's filling is no batter: 'Deeper batter: ...' is 'Deeper: ...' for it. */
export const withoutBatter = (advice: string) => advice.replace(/^((?:Much )?\w+) batter: /, '$1: ');

/**
 * Advice that says how many times as long the bake is, with the minutes to check after once the
 * steps give the bake's own time ('check after 45-60 minutes, a skewer in the middle').
 */
export function withCheckAfter(advice: string, minutes: readonly [number, number]): string {
  const [from, to] = minutes;
  const after = `check after ${from === to ? from : `${from}-${to}`} minutes`;
  return advice.replace(SKEWER, `${after}, a skewer in the middle`).replace(EARLY, after);
}

/**
 * What to watch when `to` bakes what `from` was written for, and what the bake's time is multiplied
 * by where the advice says so; `minutesOnly` (a yeast dough, a pie's filling): a few minutes either
 * way, never a multiple.
 */
function adviceFor(from: Pan, to: Pan, byArea: boolean, minutesOnly: boolean): { advice: string; bakeFactor?: number } {
  if (to.shape === 'muffin' && from.shape !== 'muffin') return { advice: ADVICE.cups };
  if (from.shape === 'muffin' && to.shape !== 'muffin') {
    const cakePan: Pan = { shape: 'round', width: 9, length: 9, count: 1 };
    const bakeFactor = (PAN_OVER_CUPS * batterDepth(to)) / batterDepth(cakePan);
    return bakeFactor < 1.25 ? { advice: ADVICE.thinSheet } : { advice: fromCupsAdvice(bakeFactor), bakeFactor };
  }
  if (byArea) return { advice: ADVICE.same };
  const ratio = batterDepth(to) / batterDepth(from);
  if (!minutesOnly && ratio > MUCH_DEEPER) return { advice: muchDeeperAdvice(ratio), bakeFactor: ratio };
  if (!minutesOnly && ratio < MUCH_SHALLOWER) return { advice: muchShallowerAdvice(ratio), bakeFactor: ratio };
  if (ratio > 1.15) return { advice: ADVICE.deeper };
  if (ratio < 0.87) return { advice: ADVICE.shallower };
  return { advice: ADVICE.same };
}

// ---------------------------------------------------------------------------------------------
// Reading a pan statement.

const NUMBER = String.raw`(\d+(?:\.\d+)?(?:[ -]+\d\/\d)?|\d\/\d)`;
const UNIT = String.raw`[ -]*(inch(?:es)?|in\b|"|”|cm\b)`;
const RE_TWO = new RegExp(`${NUMBER}[ ]*(?:${UNIT})?[ ]*[x×][ ]*${NUMBER}(?:${UNIT})?`, 'i');
const RE_ONE = new RegExp(`${NUMBER}${UNIT}`, 'i');
// After a word or a unit only: the 13 of a bare '9x13' is a side, not a count.
const RE_COUNT_AFTER = /(?<=[a-z)"”]\s*)[x×]\s*(\d+)\s*$/i;
const RE_COUNT_BEFORE = /^\s*(two|three|four|five|six)\s+(?=\d)/i;
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const RE_CUPS = /(\d+)[ -]*cups?\b/i;
/** UK loaf tins go by the bread they bake: a 2 lb (900 g) tin is the US 8 1/2 x 4 1/2. */
const RE_LOAF_WEIGHT = /\b(1|2)\s*lb\b|\b(450|500|900|1000)\s*g\b/i;

function readNumber(text: string): number {
  const [whole, part] = text.trim().split(/[ -]+/);
  if (whole!.includes('/')) {
    const [n, d] = whole!.split('/');
    return Number(n) / Number(d);
  }
  if (!part) return Number(whole);
  const [n, d] = part.split('/');
  return Number(whole) + Number(n) / Number(d);
}

const inches = (value: number, unit: string | undefined) =>
  unit?.toLowerCase() === 'cm' ? value / CM_PER_INCH : value;

function shapeWord(text: string): PanShape | null {
  const t = text.toLowerCase();
  if (/muffin|cupcake/.test(t)) return 'muffin';
  if (/bundt/.test(t)) return 'bundt';
  if (/\btube\b|angel/.test(t)) return 'tube';
  if (/loaf/.test(t)) return 'loaf';
  if (/sheet|jelly[ -]?roll|swiss[ -]?roll|sheet pan|tray/.test(t)) return 'sheet';
  if (/square/.test(t)) return 'square';
  if (/round|springform|circle|pie|tart|sandwich tin/.test(t)) return 'round';
  if (/rectang|oblong|traybake|brownie/.test(t)) return 'rectangle';
  return null;
}

const NAMED_SHEETS: [RegExp, number, number][] = [
  [/half[ -]sheet/i, 13, 18],
  [/quarter[ -]sheet/i, 9, 13],
  [/jelly[ -]?roll|swiss[ -]?roll/i, 10, 15],
];

/**
 * Reads a pan statement; null when it names no pan this tool knows. Inches or centimetres; a
 * count after the pan ('x 2') or before it ('two 8-inch rounds'); 'N-cup' is a count of muffin
 * cups but the capacity of a bundt or tube.
 */
export function parsePan(statement: string): Pan | null {
  const text = statement.replace(/½/g, ' 1/2').replace(/¼/g, ' 1/4').replace(/¾/g, ' 3/4').trim();
  if (!text || text.length > 200) return null;
  let count = 1;
  let body = text;
  const after = RE_COUNT_AFTER.exec(body);
  if (after) {
    count = Number(after[1]);
    body = body.slice(0, after.index).trim();
  }
  const before = RE_COUNT_BEFORE.exec(body);
  if (before) {
    count = WORDS[before[1]!.toLowerCase()]!;
    body = body.slice(before[0].length);
  }
  if (!Number.isInteger(count) || count < 1 || count > 48) return null;
  const shape = shapeWord(body);

  if (shape === 'muffin') {
    const cups = RE_CUPS.exec(body);
    const cupSize: CupSize = /mini/i.test(body) ? 'mini' : /jumbo|texas|large/i.test(body) ? 'jumbo' : 'standard';
    const perPan = cups ? Number(cups[1]) : cupSize === 'jumbo' ? 6 : cupSize === 'mini' ? 24 : 12;
    if (perPan < 1 || perPan > 48) return null;
    return { shape, width: CUP_ACROSS[cupSize], length: CUP_ACROSS[cupSize], count: perPan * count, cupSize };
  }
  for (const [re, width, length] of NAMED_SHEETS)
    if (re.test(body) && !RE_TWO.test(body)) return { shape: 'sheet', width, length, count };

  const two = RE_TWO.exec(body);
  if (two) {
    const unit = two[4] ?? two[2];
    const a = inches(readNumber(two[1]!), unit);
    const b = inches(readNumber(two[3]!), unit);
    return sized(shape ?? (a === b ? 'square' : 'rectangle'), Math.min(a, b), Math.max(a, b), count, unit);
  }
  const one = RE_ONE.exec(body);
  if (one) {
    const across = inches(readNumber(one[1]!), one[2]);
    if (/^(?:square|bundt|tube|round)$/.test(shape ?? '')) return sized(shape!, across, across, count, one[2]);
    return null;
  }
  if (shape === 'loaf') {
    const weight = RE_LOAF_WEIGHT.exec(body);
    const small = weight ? weight[1] === '1' || weight[2] === '450' || weight[2] === '500' : false;
    return small ? sized('loaf', 3.5, 7, count) : sized('loaf', 4.5, 8.5, count);
  }
  if (shape === 'bundt' || shape === 'tube') {
    const cups = RE_CUPS.exec(body);
    if (!cups) return null;
    const capacityCups = Number(cups[1]);
    if (capacityCups < 2 || capacityCups > 30) return null;
    const width = ringAcross(shape, capacityCups);
    return { shape, width, length: width, count, capacityCups };
  }
  return null;
}

/**
 * How wide a bundt or tube is that holds `cups`: such pans grow alike in every direction (a 6-cup
 * bundt is about 8 inches across, a 12-cup one 10), so what it holds goes with its width cubed.
 */
function ringAcross(shape: 'bundt' | 'tube', cups: number): number {
  const tenInch = panCups({ shape, width: 10, length: 10, count: 1 });
  return round(10 * Math.cbrt(cups / tenInch));
}

function sized(shape: PanShape, width: number, length: number, count: number, unit?: string): Pan | null {
  if (!(width >= 2 && length <= 30 && width <= length)) return null;
  const pan: Pan = { shape, width: round(width), length: round(length), count };
  if (unit?.toLowerCase() === 'cm') pan.cm = true;
  return pan;
}

const round = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Writing a pan as a baker names it.

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];

export function inchText(n: number): string {
  const whole = Math.floor(n + 0.01);
  const rest = n - whole;
  if (Math.abs(rest) < 0.05) return String(whole);
  for (const [den, names] of [
    [2, ['1/2']],
    [4, ['1/4', '', '3/4']],
    [3, ['1/3', '2/3']],
  ] as const) {
    const k = Math.round(rest * den);
    const name = names[k - 1];
    if (name && Math.abs(rest - k / den) < 0.04) return whole ? `${whole} ${name}` : name;
  }
  return String(Number(n.toFixed(1)));
}

/** '9x13-inch pan', '9-inch round', '8 1/2 x 4 1/2-inch loaf', '12 muffin cups', 'two 8-inch rounds', '20 cm square'. */
export function describePan(pan: Pan): string {
  if (pan.shape === 'muffin') {
    const kind = pan.cupSize === 'mini' ? 'mini muffin' : pan.cupSize === 'jumbo' ? 'jumbo muffin' : 'muffin';
    return `${pan.count} ${kind} ${pan.count === 1 ? 'cup' : 'cups'}`;
  }
  const size = (n: number) => (pan.cm ? String(Math.round(n * CM_PER_INCH)) : inchText(n));
  const unit = pan.cm ? ' cm' : '-inch';
  const w = size(pan.width);
  // Loaves are named long side first ('9x5'), cake pans and sheets short side first ('9x13').
  const [a, b] = pan.shape === 'loaf' ? [size(pan.length), w] : [w, size(pan.length)];
  const dims = a.includes(' ') || b.includes(' ') || pan.cm ? `${a} x ${b}` : `${a}x${b}`;
  const ring = `${pan.capacityCups ? `${pan.capacityCups}-cup` : `${w}${unit}`} ${pan.shape}`;
  const noun: Record<Exclude<PanShape, 'muffin'>, string> = {
    round: `${w}${unit} round`,
    square: pan.cm ? `${w} cm square` : `${w}x${w}-inch square`,
    rectangle: `${dims}${unit} pan`,
    sheet: `${dims}${unit} sheet`,
    loaf: `${dims}${unit} loaf`,
    bundt: ring,
    tube: ring,
  };
  const one = noun[pan.shape];
  if (pan.count === 1) return one;
  const words = NUMBER_WORDS[pan.count] ?? String(pan.count);
  return `${words} ${one.replace(/(round|square|loaf|sheet|bundt|tube|pan)$/, (s) => (s === 'loaf' ? 'loaves' : `${s}s`))}`;
}

/** The pans a baker most often has, for the tool's list (each a statement parsePan reads). */
export const COMMON_PANS: readonly { group: string; pans: readonly string[] }[] = [
  { group: 'Round', pans: ['6-inch round', '8-inch round', '9-inch round', '10-inch round', '23 cm round'] },
  { group: 'Square', pans: ['8x8-inch square', '9x9-inch square', '20 cm square'] },
  { group: 'Rectangle', pans: ['7x11-inch pan', '9x13-inch pan'] },
  { group: 'Loaf', pans: ['8 1/2 x 4 1/2-inch loaf', '9x5-inch loaf', '1 lb loaf tin'] },
  { group: 'Bundt and tube', pans: ['10-inch bundt', '12-cup bundt', '9-inch bundt', '10-inch tube'] },
  { group: 'Muffin cups', pans: ['12-cup muffin pan', '24-cup mini muffin pan', '6-cup jumbo muffin pan'] },
  { group: 'Sheet', pans: ['quarter sheet', '10x15-inch jelly roll', 'half sheet'] },
];
