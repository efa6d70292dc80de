/**
 * The steps rewritten from the method plan (docs/decisions/034-the-method-follows-the-amounts.md):
 * amounts for the batch follow the size and amounts for one layer follow the layer's size; the pans the
 * steps name become the plan's, and what refers to them agrees ('the pan', 'between the pans'); counts
 * of pieces, rows, rolled sheets and baking sheets follow; the oven's hint goes on the bake; where a
 * step cannot follow (one layer left of two, two pies from one pie's steps) it says what it was
 * written for and what to do. Times and temperatures are never changed.
 */
import { inchText, isRing, withCheckAfter } from '../bakers-tools/pans';
import { scaleAmounts, type UnitSystem } from '../ingredients';
import { isBoldHeading } from '../combo';
import { countOf, panPhrases, panReferences, samePan, sizeText, writePanPhrase, type PanPhrase } from './pan-phrases';
import { countText, rowsText } from './pieces';
import { RE_PIECES } from './read-method';
import type { MethodModel, MethodPlan, Pan } from './types';

const RE_LAYER_AMOUNT = /\blayers?\b/i;
const RE_SPREADS = /\b(?:spread|fill|pipe|between)\b/i;
const RE_ASSEMBLY = /\b(?:second layer|one layer on|fill and frost)\b/i;
const RE_BAKE_TIME = /\bbake\b[^.]*?\b\d+(?:\s*(?:to|-)\s*\d+)?\s*minutes\b/i;
const PER_PAN_CUPS: Record<NonNullable<Pan['cupSize']>, number> = { mini: 24, standard: 12, jumbo: 6 };

const singular = (noun: string) => (noun === 'loaves' ? 'loaf' : noun.replace(/(?<=[^s])s$/, ''));
const plural = (noun: string, n: number) => (n === 1 ? singular(noun) : noun);

interface Context {
  model: MethodModel;
  plan: MethodPlan;
  system: UnitSystem;
  /** The pans changed from the recipe's: their phrases and references are rewritten. */
  pansChanged: boolean;
  /** Batter for a cake goes into muffin cups. */
  toCups: boolean;
  /** Batter written for muffin cups goes into a pan. */
  fromCups: boolean;
  /** The nouns the steps call the pans by ('pan', 'tin', 'plate'). */
  nouns: string[];
  /** The batch bakes on a crust pressed into the pan (lemon bars). */
  crust: boolean;
}

/** How many pans the plan's pan is: a muffin pan's cups come 12 to a pan. */
export function pansOf(pan: Pan): number {
  return pan.shape === 'muffin' ? Math.ceil(pan.count / PER_PAN_CUPS[pan.cupSize ?? 'standard']) : pan.count;
}

/** The step's amounts: a sentence about one layer's filling follows the layer, the rest the batch. */
function amounts(step: string, ctx: Context): string {
  const sentences = step.match(/[^.!?]+[.!?]*\s*|[.!?]+\s*/g) ?? [step];
  return sentences
    .map((sentence) => {
      const perLayer = ctx.model.layers > 1 && RE_LAYER_AMOUNT.test(sentence) && RE_SPREADS.test(sentence);
      const factor = perLayer ? (ctx.plan.layers > 1 ? ctx.plan.layerScale : 1) : ctx.plan.factor;
      return scaleAmounts(sentence, factor, ctx.system);
    })
    .join('');
}

/** The sentence of `text` around position `at`. */
function sentenceAt(text: string, at: number): { start: number; end: number } {
  const dot = text.lastIndexOf('. ', at);
  const start = dot < 0 ? 0 : dot + 2;
  const stop = text.indexOf('.', at);
  return { start, end: stop < 0 ? text.length : stop + 1 };
}

const article = (next: string) => (/^(?:8|11|18)(?![\d/])/.test(next) ? 'an' : 'a');

/** '9x13', '8x8', '6-inch round': a pan as a bake time names it. */
function shortName(pan: Pan): string {
  const size = sizeText(pan, '');
  return pan.shape === 'round' ? `${size} round` : size.replace(/-inch$/, '');
}

/** One pan phrase at the plan's size; null to drop it (an alternative no longer offered). */
function panPhraseAt(text: string, phrase: PanPhrase, ctx: Context): string | null {
  const { model, plan } = ctx;
  if (model.pan && plan.pan && samePan(phrase.pan, model.pan)) {
    // 'fit it into a 9-inch pie plate': one pie's plate, however many pies.
    const one =
      model.assembled !== null || /\bit into\s*$/i.test(text.slice(Math.max(0, phrase.start - 12), phrase.start));
    const pan = one
      ? { ...plan.pan, count: plan.pan.shape === 'muffin' ? plan.pan.count : phrase.pan.count }
      : plan.pan;
    return writePanPhrase(phrase, pan);
  }
  if (model.alternative && samePan(phrase.pan, model.alternative))
    return plan.alternative ? writePanPhrase(phrase, plan.alternative) : null;
  return text.slice(phrase.start, phrase.end);
}

function pans(text: string, ctx: Context): string {
  const { model, plan } = ctx;
  if (!model.pan || !plan.pan) return text;
  let out = text;
  for (const phrase of panPhrases(text).reverse()) {
    if (ctx.fromCups && samePan(phrase.pan, model.pan)) {
      // Muffins baked as a loaf or a cake: the pan is greased and lined, not lined with papers.
      const written = writePanPhrase(phrase, plan.pan);
      const lined = /^[ \t]*with (?:paper )?liners\b/.exec(out.slice(phrase.end));
      const verb = /\b([Ll])ine[ \t]+$/.exec(out.slice(0, phrase.start));
      if (lined && verb) {
        const them = pansOf(plan.pan) > 1 ? 'them' : 'it';
        const start = phrase.start - verb[0].length;
        out = `${out.slice(0, start)}${verb[1] === 'L' ? 'G' : 'g'}rease ${written} and line ${them} with parchment${out.slice(phrase.end + lined[0].length)}`;
      } else out = out.slice(0, phrase.start) + written + out.slice(phrase.end);
      continue;
    }
    if (ctx.toCups && samePan(phrase.pan, model.pan)) {
      // A cake baked as cupcakes: the sentence that readies the pans readies the cups.
      const { start, end } = sentenceAt(out, phrase.start);
      const cups = writePanPhrase(phrase, plan.pan);
      out = `${out.slice(0, start)}Line ${cups} with paper liners.${out.slice(end)}`;
      continue;
    }
    const written = panPhraseAt(out, phrase, ctx);
    if (written === null) {
      const before = /\s+or\s*$/.exec(out.slice(0, phrase.start));
      out = out.slice(0, before ? before.index : phrase.start) + out.slice(phrase.end);
    } else out = out.slice(0, phrase.start) + written + out.slice(phrase.end);
  }
  // 'or 35 to 40 minutes for a 9x13' in a bake time: the alternative pan by its new size, or gone with it.
  const bakesInAlternative = model.alternative !== null && samePan(model.alternative, plan.pan);
  if (model.alternative && !bakesInAlternative && !(plan.alternative && samePan(model.alternative, plan.alternative))) {
    const old = shortName(model.alternative).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mention = new RegExp(String.raw`(,? or [^,.;]*?)?\bfor an? ${old}(?![\w-])`);
    out = out.replace(mention, (whole, or: string | undefined) => {
      if (!plan.alternative) return or ? '' : whole;
      const now = shortName(plan.alternative);
      return whole.replace(new RegExp(String.raw`\ban? ${old}$`), `${article(now)} ${now}`);
    });
  }
  if (ctx.fromCups) {
    const many = pansOf(plan.pan!);
    // 'filling them almost to the top' is how full a cup goes, not a pan; a topping 'over each' cup
    // goes over the one pan's top.
    out = out.replace(
      /\b([Dd])ivide (the batter )?among the liners\b(?:, filling them [^,.]*)?|\b([Ff])ill the liners\b[^.,]*/g,
      (_w, d: string | undefined, batter: string | undefined, fill: string | undefined) => {
        const capital = (d ?? fill) === (d ?? fill)?.toUpperCase();
        const what = batter ?? 'the batter ';
        if (many === 1) return `${capital ? 'S' : 's'}crape ${what}into the pan`;
        return `${capital ? 'D' : 'd'}ivide ${what}${many === 2 ? 'between' : 'among'} the pans`;
      },
    );
    out = out.replace(/\b(into the pan|between the pans|among the pans), and\b/g, '$1 and');
    if (many === 1) out = out.replace(/\b(over|on) each\b(?! (?:one|cup|muffin))/g, '$1 the top');
  }
  if (ctx.toCups)
    out = out
      .replace(
        /\b(D|d)ivide the batter evenly between the pans\b[^.]*/,
        (_w, d: string) => `${d}ivide the batter among the liners, filling them two-thirds full`,
      )
      .replace(
        /\b(Scrape|Pour|Spread|scrape|pour|spread) (?:the batter )?into the (?:pan|tin)s?(?: and level the top)?/,
        (_w, verb: string) => `${/^[A-Z]/.test(verb) ? 'D' : 'd'}ivide the batter among the liners`,
      );
  const done = ctx.pansChanged ? panReferences(out, pansOf(plan.pan), ctx.nouns) : out;
  return isRing(plan.pan) && model.pan.shape !== plan.pan.shape ? unlined(done) : done;
}

/** Bundt and tube pans: fluted or round a funnel, no parchment or sling lines them. */
const PANS = String.raw`((?:an?|one|two|three|four|five|six|\d+) [^.]*?\b(?:bundt|tube) (?:pan|tin)s?)`;
const PARCHMENT = String.raw`with (?:a )?(?:baking )?parchment(?: slings?)?(?: and grease the parchment)?`;
const LINE_PAN = new RegExp(String.raw`\b([Ll])ine ${PANS} ${PARCHMENT}`, 'g');
const GREASE_AND_LINE = new RegExp(
  String.raw`\b([Gg])rease ${PANS}(?:,| and) line (?:(?:it|them|the bottoms?) )?${PARCHMENT}`,
  'g',
);

/** 'Line a 10-inch bundt pan with a parchment sling' cannot be done: the pan is greased and floured instead. */
function unlined(text: string): string {
  return text
    .replace(LINE_PAN, (_w, l: string, pans: string) => `${l === 'L' ? 'G' : 'g'}rease and flour ${pans} well`)
    .replace(GREASE_AND_LINE, (_w, g: string, pans: string) => `${g}rease and flour ${pans} well`);
}

/** 'into 16 squares', 'into 12 even rolls', 'into three equal pieces', 'in 3 rows of 5'. */
function pieces(text: string, ctx: Context): string {
  const { model, plan } = ctx;
  if (!model.pieces || plan.pieces === null) return text;
  const wanted = plan.pieces;
  // Bars baked in a ring pan: no sling to lift them by, and slices, not squares (a crust turned out twice stays under).
  const ring = model.pieces.kind === 'grid' && plan.pan !== null && isRing(plan.pan) && !isRing(model.pan!);
  let out = text.replace(RE_PIECES, (whole, count: string, adjective: string | undefined, noun: string) => {
    const written = countOf(count);
    const same = noun.toLowerCase() === model.pieces!.noun || (model.pieces!.kind === 'pan' && /^pieces$/i.test(noun));
    if (!same || written !== model.pieces!.count) return whole;
    if (wanted === written && !ring) return whole;
    return `into ${countText(wanted, count)} ${adjective ?? ''}${plural(ring ? 'slices' : noun, wanted)}`;
  });
  if (ring)
    out = out.replace(
      /\b([Ll])ift(ing)? out\b/,
      (_w, l: string, ing = '') =>
        `${l === 'L' ? 'T' : 't'}urn${ing} out onto a plate${ctx.crust ? ', then over onto another, crust side down' : ''}`,
    );
  // Nothing to divide at one loaf: the dough stays in one piece, and is shaped as it is.
  const before = out;
  out = out.replace(
    /\b([Dd])ivide (the [\w ]+?|it) into one (?:equal |even )?(?:piece|loaf)\b/g,
    (_, d: string, what: string) => `${d === 'D' ? 'K' : 'k'}eep ${what} in one piece`,
  );
  if (out !== before) out = out.replace(/\b(Press|Shape|Roll|Form|press|shape|roll|form) each into\b/g, '$1 it into');
  // One loaf where the recipe makes three: 'Turn the loaves out ... let them cool' speaks of the one.
  if (wanted === 1 && model.pieces.count > 1 && model.pieces.kind === 'pan') {
    const many = new RegExp(String.raw`\bthe ${model.pieces.noun}\b`, 'i');
    out = out.replace(/[^.;]+[.;]?/g, (sentence) =>
      many.test(sentence)
        ? sentence
            .replace(many, (w) => w.replace(model.pieces!.noun, singular(model.pieces!.noun)))
            .replace(/\bthe tops\b/g, 'the top')
            .replace(/\bthem\b/g, 'it')
        : sentence,
    );
  }
  if (plan.pan && /\bin \d+ rows of \d+\b/.test(out) && model.pieces.kind === 'portion')
    out = out.replace(/\bin \d+ rows of \d+\b/, rowsText(wanted, { ...plan.pan, count: pansOf(plan.pan) }));
  return out;
}

/**
 * Dough divided for handling ('Divide the dough in half, flatten each into a disk'): two pieces per
 * batch, or two crusts per pie; one piece is flattened as it is.
 */
function halves(text: string, ctx: Context): string {
  const { model, plan } = ctx;
  const count = model.assembled ? 2 * Math.max(1, plan.units) : Math.max(1, Math.round(2 * plan.factor));
  if (count === 2) return text;
  return text.replace(
    /\b([Dd])ivide (the dough )?in (?:half|two)(,? (?:then )?(?:flatten|shape) (each )?into (a )?(disks?|discs?)\b)?/g,
    (_whole, d: string, dough: string | undefined, flatten: string | undefined) => {
      if (count > 2) return `${d}ivide ${dough ?? ''}into ${countText(count, 'two')}${flatten ?? ''}`;
      if (!flatten) return `${d === 'D' ? 'K' : 'k'}eep ${dough ?? 'the dough '}in one piece`;
      const what = dough ? 'the dough' : 'it';
      return `${d === 'D' ? 'F' : 'f'}latten ${what} into a ${/discs?/i.test(flatten) ? 'disc' : 'disk'}`;
    },
  );
}

/** A rolled rectangle cut into the pieces: each piece keeps its width, so the sheet's cut side follows their number. */
function sheet(text: string, ctx: Context): string {
  const { model, plan } = ctx;
  if (!model.sheet || !model.pieces || plan.pieces === null || plan.pieces === model.pieces.count) return text;
  const { width, length } = model.sheet;
  const perPiece = length / model.pieces.count;
  const sheets = Math.max(1, Math.ceil((plan.pieces * perPiece) / length - 1e-9));
  const cut = Math.round((plan.pieces / sheets) * perPiece * 2) / 2;
  const cutText = inchText(cut);
  const join = (a: string, b: string) => (a.includes(' ') || b.includes(' ') ? `${a} x ${b}-inch` : `${a}x${b}-inch`);
  const size = cut >= width ? join(String(width), cutText) : join(cutText, String(width));
  let out = text.replace(/\b(roll the dough) into an? \d+[ \t]*x[ \t]*\d+-inch rectangle\b/i, (_w, roll: string) =>
    sheets > 1
      ? `divide the dough into ${countText(sheets, 'two')} and roll each into a ${size} rectangle`
      : `${roll} into a ${size} rectangle`,
  );
  // The pieces are cut along the side that changed: when it is the shorter one, say which.
  if (cut < width) out = out.replace(/\blong edge\b/g, `${cutText}-inch edge`);
  return out;
}

/** A pie's rolled rounds are its plate and 3 inches more, and its lattice strips span the plate. */
function pieRounds(text: string, ctx: Context): string {
  const { model, plan } = ctx;
  if (!model.assembled || !model.pan || !plan.pan || plan.pan.width === model.pan.width) return text;
  const was = model.pan.width;
  const now = plan.pan.width;
  return text
    .replace(
      new RegExp(String.raw`\b${was + 3}-inch round\b`, 'g'),
      plan.pan.cm ? `${Math.round((now + 3) * 2.54)} cm round` : `${inchText(now + 3)}-inch round`,
    )
    .replace(/\b(\w+) (1-inch strips)\b/, (whole, count: string, strips: string) => {
      const n = countOf(count);
      return n >= 1 ? `${countText(Math.max(3, Math.round((n * now) / was)), count)} ${strips}` : whole;
    });
}

/** 'Line a baking sheet', 'on the sheet': as many sheets as the pieces need. */
function trays(text: string, ctx: Context): string {
  const { model, plan } = ctx;
  if (model.trays === null || plan.trays === null || plan.trays === model.trays) return text;
  const n = plan.trays;
  return text
    .replace(
      /\b(a|an|one|two|three|four)([ \t]+(?:lined[ \t]+)?baking[ \t]+)(sheet|tray)s?\b/i,
      (_w, count: string, middle: string, noun: string) =>
        `${n === 1 ? (/^A/.test(count) ? 'A' : 'a') : countText(n, count === 'a' ? 'two' : count)}${middle}${noun}${n > 1 ? 's' : ''}`,
    )
    .replace(
      /\b(the (?:hot )?)(sheet|tray)s?\b/g,
      (_w, the: string, noun: string) => `${the}${noun}${n > 1 ? 's' : ''}`,
    );
}

const numberWord = (n: number) => countText(n, 'two');

/**
 * 'Build two cakes this way.', 'Build two cakes this way, one of them with three layers: ...': how many cakes
 * the plan's pans stack into, for a layer cake's assembly (the recipe's own, or a combiner's); null for one.
 */
export function buildCakes(plan: MethodPlan): string | null {
  if (plan.units < 2) return null;
  const fuller =
    plan.fuller > 0
      ? `, ${plan.fuller === 1 ? 'one' : numberWord(plan.fuller)} of them with ${numberWord(plan.layers + 1)} layers: spread the same on each and stack them all`
      : '';
  return `Build ${numberWord(plan.units)} cakes this way${fuller}.`;
}

/**
 * The oven's hint for the bake `step`: a bake that takes so many times as long (a much deeper batter,
 * muffin batter in a pan) is checked from the step's own minutes times as many, a little early; one
 * that takes part of the time (a much shallower batter), from that part of them.
 */
function timedHint(plan: MethodPlan, step: string): string {
  const hint = plan.hint!;
  const time = RE_BAKE_TIME.exec(step)?.[0].match(/(\d+)(?:\s*(?:to|-)\s*(\d+))?\s*minutes$/);
  if (plan.bakeFactor === null || !time) return hint;
  const low = Number(time[1]) * plan.bakeFactor;
  const high = Number(time[2] ?? time[1]) * plan.bakeFactor;
  const fives = (n: number) => Math.round(n / 5) * 5;
  const from = Math.max(5, plan.bakeFactor > 1 ? Math.floor((low * 0.9) / 5) * 5 : fives(low));
  return withCheckAfter(hint, [from, Math.max(from, fives(high))]);
}

/** Notes on the steps that cannot follow alone, and the oven's hint on the bake. */
function notes(steps: string[], ctx: Context): string[] {
  const { model, plan } = ctx;
  const out = [...steps];
  const add = (index: number, note: string) => {
    if (index >= 0) out[index] = `${out[index]!.replace(/\s+$/, '')} ${note}`;
  };
  const assembly = out.findIndex((s) => RE_ASSEMBLY.test(s));
  if (model.layers > 1 && plan.layers === 0)
    add(assembly, '(Written for a layer cake: for cupcakes, pipe or spread the frosting on each one instead.)');
  else if (model.layers > 1 && plan.layers < model.layers)
    add(
      assembly,
      plan.units > 1
        ? `(Written for a cake of ${numberWord(model.layers)} layers: here each pan is a cake of one. Split each across with a long serrated knife to fill it, or frost it as a single layer.)`
        : `(Written for a cake of ${numberWord(model.layers)} layers: here the batter makes one. Split it across with a long serrated knife to fill it, or frost it as a single layer.)`,
    );
  else if (model.layers > 1 && plan.layers > model.layers)
    add(
      assembly,
      `(Written for ${numberWord(model.layers)} layers: with ${numberWord(plan.layers)}, spread the same on each and stack them all.)`,
    );
  const cakes = buildCakes(plan);
  if (model.layers > 1 && cakes) add(assembly, cakes);
  if (model.assembled && plan.units > 1) {
    const first = out.findIndex((s) => /\bpie plate\b/i.test(s));
    add(first, `Make ${numberWord(plan.units)} pies this way.`);
  }
  // Loaves rolled for loaf pans, baked in another pan: a log fits no round, square or muffin cup.
  if (model.pan?.shape === 'loaf' && plan.pan && plan.pan.shape !== 'loaf' && model.pieces?.kind === 'pan') {
    const rolled = out.findIndex((s) => /\broll it up\b/i.test(s));
    const cups = plan.pan.shape === 'muffin';
    const one = !cups && plan.pieces === 1;
    const forPans = `(Written for ${one ? 'a loaf pan' : 'loaf pans'}: for ${cups ? 'muffin cups' : one ? 'this pan' : 'these pans'}`;
    add(
      rolled,
      // A ring's dough goes round its tube: a rope with its ends joined, not a ball.
      isRing(plan.pan)
        ? `${forPans}, roll ${one ? 'the dough' : 'each piece'} into a rope instead, lay it round ${one ? 'the' : 'its'} pan and pinch the ends together.)`
        : `${forPans}, shape ${one ? 'the dough' : 'each piece'} into a smooth ball ${cups ? 'and set one in each cup' : `instead and set ${one ? 'it' : 'each'} seam-side down in ${one ? 'the' : 'its'} pan`}.)`,
    );
  }
  if (model.single && plan.units > 1) {
    const shape = out.findIndex((s) => /\bshape (?:it|the dough) into a\b/i.test(s));
    add(
      shape,
      `(Written for one ${model.single}: here you make ${numberWord(plan.units)}. Divide the dough into ${numberWord(plan.units)} and shape, prove and bake each as written, one after the other.)`,
    );
  }
  if (plan.hint) {
    const from = Math.max(
      0,
      out.findIndex((s) => panPhrases(s).length > 0),
    );
    let bake = out.findIndex((s, i) => i >= from && RE_BAKE_TIME.test(s));
    if (bake < 0) bake = out.findIndex((s) => RE_BAKE_TIME.test(s));
    add(bake, `(${bake >= 0 ? timedHint(plan, out[bake]!) : plan.hint})`);
  }
  return out;
}

/** The recipe's steps at the plan's size, in the view's unit system. */
export function rewriteSteps(
  model: MethodModel,
  plan: MethodPlan,
  instructions: readonly string[],
  system: UnitSystem,
): string[] {
  const phrases = instructions.flatMap((s) => panPhrases(s));
  const ctx: Context = {
    model,
    plan,
    system,
    pansChanged:
      model.pan !== null && plan.pan !== null && (!samePan(model.pan, plan.pan) || model.pan.count !== plan.pan.count),
    toCups: model.pan !== null && plan.pan?.shape === 'muffin' && model.pan.shape !== 'muffin',
    fromCups: model.pan?.shape === 'muffin' && plan.pan !== null && plan.pan.shape !== 'muffin',
    nouns: [...new Set(phrases.map((p) => p.noun.replace(/s$/, '')).concat(model.pan ? ['pan'] : []))],
    crust: instructions.some((s) => /\bover the (?:hot )?crust\b/i.test(s)),
  };
  const steps = instructions.map((step) => {
    if (isBoldHeading(step)) return step;
    return trays(pieRounds(sheet(halves(pieces(pans(amounts(step, ctx), ctx), ctx), ctx), ctx), ctx), ctx);
  });
  return notes(steps, ctx);
}
