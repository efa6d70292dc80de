/**
 * Pans as the steps name them ('Grease two 8-inch round cake pans', 'a 900 g (2 lb) loaf tin', 'line a
 * 12-cup muffin pan', 'one 9x13-inch pan'), read into pans and written back at another size in the
 * recipe's own words: its kind words ('round cake', 'glass pie'), its noun (pan, tin, plate) and its
 * way of giving a size (inches, centimetres, a UK loaf tin's weight).
 */
import { inchText, parsePan, type Pan } from '../bakers-tools/pans';

const NUMBER_WORDS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const COUNT = String.raw`(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})`;
const SIZE = String.raw`(\d+(?:[ -]\d\/\d)?(?:[ \t]*[x×][ \t]*\d+(?:[ -]\d\/\d)?)?-inch|\d+[ \t]?cm[ \t]\(\d+-inch\)|\d+[ \t]?g(?:[ \t]\(\d[ \t]?lb\))?|\d+-cup)`;
const KIND = String.raw`((?:(?:round|square|rectangular|springform|loaf|cake|muffin|bundt|tube|pie|glass|baking|deep|metal|fluted|tart)[ \t]+|or[ \t]+(?=(?:cake|round|square)[ \t]))*)`;
const NOUN = String.raw`(pans?|tins?|plates?|dish(?:es)?)\b`;
// '6 cups of a 12-cup muffin pan': the cups a batch fills, of the pans named after.
const RE_PHRASE = new RegExp(String.raw`(?:\b(\d{1,2}) cups of )?\b${COUNT}[ \t]+${SIZE}[ \t]+${KIND}${NOUN}`, 'gi');

/** A pan the steps name, where it stands. */
export interface PanPhrase {
  start: number;
  end: number;
  /** The count as written: 'a', 'two', '3'. */
  countText: string;
  sizeText: string;
  kind: string;
  noun: string;
  pan: Pan;
}

export function countOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'a' || lower === 'an') return 1;
  const i = NUMBER_WORDS.indexOf(lower);
  return i > 0 ? i : Number(lower);
}

/** Every pan the text names with a size; a roasting pan or a pan of water has no size and is not one. */
export function panPhrases(text: string): PanPhrase[] {
  const found: PanPhrase[] = [];
  for (const m of text.matchAll(RE_PHRASE)) {
    const [whole, cups, countText, sizeText, kind, noun] = m as unknown as [
      string,
      string | undefined,
      string,
      string,
      string,
      string,
    ];
    const count = countOf(countText);
    const read = parsePan(`${sizeText} ${kind}${noun}`);
    if (!read || !(count >= 1)) continue;
    // '12-cup muffin pan': the count of pans, each of 12 cups; '6 cups of' it, six of them.
    const pan = { ...read, count: read.shape === 'muffin' ? (cups ? Number(cups) : read.count * count) : count };
    found.push({ start: m.index, end: m.index + whole.length, countText, sizeText, kind, noun, pan });
  }
  return found;
}

/** Two pans of one size and shape, whatever their counts. */
export function samePan(a: Pan, b: Pan): boolean {
  return (
    a.shape === b.shape &&
    Math.abs(a.width - b.width) < 0.2 &&
    Math.abs(a.length - b.length) < 0.2 &&
    (a.cupSize ?? 'standard') === (b.cupSize ?? 'standard') &&
    (a.capacityCups ?? 0) === (b.capacityCups ?? 0)
  );
}

const CM = 2.54;
const article = (next: string) => (/^(?:8|11|18)(?![\d/])|^[aeiou]/i.test(next) ? 'an' : 'a');

/** '9x13-inch', '8 1/2 x 4 1/2-inch', '6-inch', '20 cm (8-inch)', '450 g (1 lb)': the size in the style written. */
export function sizeText(pan: Pan, style: string): string {
  if (/\bg\b/.test(style) && pan.shape === 'loaf') {
    const pounds = /lb/.test(style);
    if (pan.length >= 8 && pan.length < 9) return pounds ? '900 g (2 lb)' : '900 g';
    if (pan.length < 8) return pounds ? '450 g (1 lb)' : '450 g';
  }
  const round = pan.shape === 'round' || pan.shape === 'bundt' || pan.shape === 'tube';
  // A ring the baker gave by what it holds ('6-cup bundt') is named so: its width is a stand-in.
  if (pan.capacityCups && (pan.shape === 'bundt' || pan.shape === 'tube')) return `${pan.capacityCups}-cup`;
  // The baker's own pan in centimetres ('20 cm square' from the pan tool) keeps its name: no '7.9x7.9-inch'.
  if (pan.cm) {
    const cm = (n: number) => Math.round(n * CM);
    if (round || pan.shape === 'square') return `${cm(pan.width)} cm`;
    return pan.shape === 'loaf' ? `${cm(pan.length)} x ${cm(pan.width)} cm` : `${cm(pan.width)} x ${cm(pan.length)} cm`;
  }
  const w = inchText(pan.width);
  const l = inchText(pan.length);
  if (/cm/.test(style) && (round || pan.shape === 'square')) return `${Math.round(pan.width * CM)} cm (${w}-inch)`;
  if (round) return `${w}-inch`;
  // Loaves are named long side first ('9x5'), cake pans short side first ('9x13').
  const [a, b] = pan.shape === 'loaf' ? [l, w] : [w, l];
  return a.includes(' ') || b.includes(' ') ? `${a} x ${b}-inch` : `${a}x${b}-inch`;
}

const DEFAULT_KIND: Record<Pan['shape'], string> = {
  round: 'round ',
  square: 'square ',
  rectangle: '',
  sheet: 'sheet ',
  loaf: 'loaf ',
  bundt: 'bundt ',
  tube: 'tube ',
  muffin: 'muffin ',
};

const plural = (noun: string, many: boolean) => {
  const one = noun.replace(/(?<=dish)es$|s$/i, '');
  return many ? (/dish$/i.test(one) ? `${one}es` : `${one}s`) : one;
};

function countWord(count: number, model: string): string {
  // 'three loaf pans' at one loaf is 'one loaf pan'; 'a 9x13-inch pan' stays 'a'.
  const word = count === 1 ? (/^an?$/i.test(model) ? null : 'one') : (NUMBER_WORDS[count] ?? String(count));
  const text = word ?? 'a';
  return /^[A-Z]/.test(model) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * A muffin pan's cups: 'a 12-cup muffin pan', '6 cups of a 12-cup muffin pan', 'two 12-cup muffin
 * pans', '18 cups of two 12-cup muffin pans'.
 */
function cupsText(cups: number, model: string, size: Pan['cupSize']): string {
  const kind = size === 'mini' ? 'mini muffin' : size === 'jumbo' ? 'jumbo muffin' : 'muffin';
  const perPan = size === 'mini' ? 24 : size === 'jumbo' ? 6 : 12;
  const pans = Math.ceil(cups / perPan);
  const panWord = pans === 1 ? countWord(1, model === 'one' ? 'a' : model) : countWord(pans, model);
  const whole = `${pans === 1 ? `${panWord} ${perPan}` : `${panWord} ${perPan}`}-cup ${kind} ${pans === 1 ? 'pan' : 'pans'}`;
  const fixed = pans === 1 ? whole.replace(/^(a|A) (?=8|11|18)/, '$1n ') : whole;
  if (cups === pans * perPan) return fixed;
  const lead = /^[A-Z]/.test(model) ? `${cups} cups of ` : `${cups} cups of `;
  return lead + fixed.replace(/^(A|An|One)\b/, (w) => w.toLowerCase());
}

/** The phrase for `pan` in the words of `phrase`: its count, size style, kind words and noun. */
export function writePanPhrase(phrase: PanPhrase, pan: Pan): string {
  if (pan.shape === 'muffin') return cupsText(pan.count, phrase.countText, pan.cupSize);
  const size = sizeText(pan, phrase.sizeText);
  const sameShape = phrase.pan.shape === pan.shape;
  // '8x8-inch pan' says square by its size; '20 cm pan' does not.
  const kind = sameShape && !(pan.cm && !phrase.kind) ? phrase.kind : DEFAULT_KIND[pan.shape];
  const noun = phrase.pan.shape === 'muffin' ? 'pan' : phrase.noun;
  let count = countWord(pan.count, phrase.countText);
  if (/^an?$/i.test(count)) count = matchArticle(count, article(size));
  return `${count} ${size} ${kind}${plural(noun, pan.count > 1)}`;
}

const matchArticle = (model: string, word: string) =>
  /^A/.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word;

/**
 * References to the pans after they are named ('Cool in the pans', 'Scrape into the tin', 'between the
 * pans') agree with how many there are now: one pan is poured into, not divided between.
 */
export function panReferences(text: string, pans: number, nouns: readonly string[]): string {
  const words = [...new Set(nouns.map((n) => plural(n, false).toLowerCase()))].join('|');
  if (!words) return text;
  let out = text;
  if (pans === 1) {
    // One pan: one bottom to line, one top to smooth, one cake to level.
    out = out
      .replace(/\bthe bottoms\b/g, 'the bottom')
      .replace(/\bthe tops spring\b/g, 'the top springs')
      .replace(/\bsmooth the tops\b/g, 'smooth the top')
      .replace(/\b(L|l)evel the cakes\b/g, '$1evel the cake')
      .replace(/[ \t]*\(a kitchen scale helps\)/g, '');
    out = out.replace(
      new RegExp(String.raw`\b(D|d)ivide (the \w+ )?(evenly )?between the (${words})s\b`, 'g'),
      (_w, d: string, what: string | undefined, _e, noun: string) =>
        `${d === 'D' ? 'P' : 'p'}our ${what ?? ''}into the ${noun}`,
    );
  } else {
    out = out
      .replace(/\bline the bottom with\b/g, 'line the bottoms with')
      .replace(/\b(smooth|level) the top\b(?!s)/g, '$1 the tops');
  }
  if (pans >= 3) {
    out = out.replace(new RegExp(String.raw`\bbetween the (${words})s\b`, 'g'), 'among the $1s');
  }
  out = out.replace(
    new RegExp(String.raw`\b(the|each of the) (pie )?(${words})(s|es)?\b`, 'gi'),
    (w, the: string, pie: string | undefined, noun: string) =>
      /^each/i.test(the) ? w : `${the} ${pie ?? ''}${plural(noun, pans > 1)}`,
  );
  // 'Grease a 9x5-inch loaf pan and line it with a parchment sling', for two pans.
  return pans > 1
    ? out
        .replace(/\b(line|grease|butter|flour) it\b/g, '$1 them')
        .replace(/\bwith a parchment sling\b/g, 'with parchment slings')
    : out
        .replace(/\b(line|grease|butter|flour) them\b/g, '$1 it')
        .replace(/\bwith parchment slings\b/g, 'with a parchment sling');
}
