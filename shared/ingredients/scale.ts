/** scaleIngredient: one line multiplied and written back as a baker would. */
import { compare, div, fraction, fromNumber, isInteger, mul, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { GRAMS_PER_OUNCE, unitByName } from '../units';
import type { UnitDef } from '../units';
import type { UnitHit } from './types';
import type { Analysis } from './parse';
import { readDigits } from './numbers';
import type { Quantity } from './numbers';
import { analyse, isMeasureText, leadsWithTimeOrTemperature, mentionsTimeOrTemperature, readMeasure } from './parse';
import { formatFraction, formatMetric, writeExtras, writeRange, writeUnit } from './format';
import { chooseStick, chooseUnit, roundIndivisible, writeAmount } from './unit-choice';
import { kitchenOunces, relativeError } from './measurable';
import { countNounMatch, fixCountNoun, scaleAddedCounts, scaleCountNote, scaleCountedFood } from './counts';
import { eggText, isEggNoun } from './eggs';
import { batchesToMake, isBatch, isVanillaBean, vanillaBeanText } from './whole-things';
import type { UnitSystem } from './eggs';

const f = fraction;

export const RE_ZEST_OR_JUICE = /\b(?:zest|juice)(?:[ \t]+and[ \t]+(?:zest|juice))?[ \t]+of[ \t]+/i;

/**
 * 'Finely grated zest of 1 lemon', 'Juice of 2 lemons (about 90 ml)': the fruit is the quantity of a line that
 * starts with no number. Its count scales (as '1/2 lemon' for a half), and so do measures in parentheses after it.
 */
export function scaleZestOrJuice(line: string, factor: Fraction): string {
  const m = RE_ZEST_OR_JUICE.exec(line);
  if (!m) return line;
  const start = m.index + m[0].length;
  const scaled = scaleCountedFood(line, start, factor);
  if (!scaled) return line;
  return line.slice(0, start) + scaled.text + scaleRest(line.slice(scaled.end), factor);
}

/** Finite, positive, and not so small that it is zero as an exact fraction (below 1/10000). */
export function validFactor(factor: number): boolean {
  return Number.isFinite(factor) && factor > 0 && fromNumber(factor).num > 0;
}

/** A scaled quantity and unit, written separately so the text between them can be kept: '1 1/2' + 'cups'. */
export interface ScaledAmount {
  quantityText: string;
  unit: UnitDef | null;
  unitText: string | null;
  plural: boolean;
  pinch: boolean;
}

/**
 * Scales one quantity (with its unit, if any) and writes it back in the best unit. `lead` is the line's
 * own amount: only there does a stick that misses the wrapper's marks turn into spoons (a stick count in
 * parentheses, '1/3 cup (2/3 stick)', says how much of a stick the measure is).
 */
export function scaleAmount(quantity: Quantity, unit: UnitHit | null, factor: Fraction, lead = false): ScaledAmount {
  let min = mul(quantity.min, factor);
  let max = quantity.max && mul(quantity.max, factor);
  if (!unit) {
    const shown = writeRange({ min, max }, null, quantity.separator);
    return { quantityText: shown.text, unit: null, unitText: null, plural: shown.shown > 1, pinch: false };
  }
  if (unit.def.indivisible) {
    min = roundIndivisible(min);
    max = max && roundIndivisible(max);
  }
  const choice = lead && unit.def.name === 'stick' ? chooseStick(unit.def, min, max) : chooseUnit(unit.def, min, max);
  if (choice === 'pinch')
    return { quantityText: 'a', unit: unitByName('pinch'), unitText: 'pinch', plural: false, pinch: true };
  // A range's ends as a step writes each ('Add 1/2 cup + 1 Tbsp'): where a cup measure misses an end by over
  // 5%, each is written alone, '1/2 cup + 1 Tbsp to 3/4 cup', never '1/2-3/4 cup' for 9 to 12 Tbsp.
  if (
    max &&
    min.num &&
    unit.def.dimension === 'us-volume' &&
    [choice.min, choice.max!].some(
      (end, i) => relativeError(mul(end, choice.unit.base!), mul(i ? max : min, unit.def.base!)) > 0.05,
    )
  ) {
    const [low, high] = [min, max].map((end) => scaleAmount({ ...quantity, min: end, max: null }, unit, f(1)));
    return {
      ...high!,
      quantityText: low!.quantityText,
      unitText: `${low!.unitText} to ${high!.quantityText} ${high!.unitText}`,
    };
  }
  const shown = writeRange(choice, choice.unit.name, quantity.separator);
  const plural = shown.shown > 1;
  let unitText = writeUnit(unit, choice.unit, plural);
  unitText += writeExtras(unit, choice);
  return { quantityText: shown.text, unit: choice.unit, unitText, plural, pinch: false };
}

/** Scales every 'QTY UNIT' measure inside a piece of text such as '120 g' or 'about 1 cup/240 ml'. */
export function scaleMeasuresIn(text: string, factor: Fraction): string {
  let out = '';
  let pos = 0;
  while (pos < text.length) {
    const prev = pos === 0 ? ' ' : text[pos - 1]!;
    const measure = /[\s(/~≈+]/.test(prev) || pos === 0 ? readMeasure(text, pos) : null;
    if (measure) {
      const scaled = scaleAmount(measure.quantity, measure.unit, factor);
      out += `${scaled.quantityText}${text.slice(measure.quantity.end, measure.unit.start)}${scaled.unitText}`;
      pos = measure.unit.end;
    } else {
      out += text[pos];
      pos += 1;
    }
  }
  return out;
}

// '(1 packet)' after a spoon measure counts packets of the food: two batches need '(2 packets)'.
export const RE_PACKET_COUNT =
  /^([ \t]*(?:about[ \t]+)?)(\d+(?:[ \t]+\d+\/\d+)?|\d+\/\d+|[½¼¾])([ \t]+)(packet|envelope|sachet|package|pkg|pouch|cube)s?(\.?[ \t]*)$/i;

/**
 * The packet count at the new size; '' when it is no longer whole: the spoon or gram measure before it
 * is what the baker measures, and '(1/4 packet)' is nothing to measure with (whole-things.ts).
 */
export function scalePacketCount(inner: string, factor: Fraction): string | null {
  const m = RE_PACKET_COUNT.exec(inner);
  if (!m) return null;
  const amount = readDigits(m[2]!, 0);
  if (!amount) return null;
  const scaled = mul(amount.value, factor);
  if (!isInteger(scaled)) return '';
  const shown = formatFraction(scaled, null);
  return `${m[1]}${shown.text}${m[3]}${m[4]}${shown.shown > 1 ? 's' : ''}${m[5]}`;
}

/**
 * An alternative after 'or' names the same amount another way ('(or 1 tsp vanilla bean paste)',
 * ', or 2 tbsp orange zest'), and what an egg is beaten with goes with it ('1 large egg beaten with
 * 1 Tbsp cream'): their measures scale with the line, up to the next comma or semicolon. A clause that speaks of a time or a temperature is kept as written.
 */
export function scaleAlternatives(text: string, factor: Fraction): string {
  return text.replace(
    /(\b(?:or|beaten with|mixed with|whisked with)[ \t]+)([^,;]*)/gi,
    (whole, or: string, clause: string) =>
      mentionsTimeOrTemperature(clause) ? whole : or + scaleMeasuresIn(clause, factor),
  );
}

/**
 * Scales what follows the food: measures in parentheses ('2 cups walnuts (about 8 oz)'), packet
 * counts, counts of what to buy ('(about 7)'), a counted food after 'plus' or 'and', and alternatives
 * after 'or'. A container's size in parentheses stays (`sizesInParentheses` false).
 */
export function scaleRest(
  text: string,
  factor: Fraction,
  sizesInParentheses = true,
  system: UnitSystem = 'us',
): string {
  return text
    .replace(/\(([^()]*)\)|[^()]+/g, (whole, inner: string | undefined) => {
      if (inner === undefined) return scaleAlternatives(scaleAddedCounts(whole, factor, system), factor);
      if (/^[ \t]*or\b/i.test(inner)) return `(${scaleAlternatives(inner, factor)})`;
      if (!sizesInParentheses) return whole;
      if (isMeasureText(inner) && !/\beach\b/i.test(inner)) return `(${scaleMeasuresIn(inner, factor)})`;
      const note = scalePacketCount(inner, factor) ?? scaleCountNote(inner, factor);
      return note === null ? whole : note === '' ? DROPPED : `(${note})`;
    })
    .replace(new RegExp(`[ \\t]*${DROPPED}`, 'g'), '');
}

/** Marks a parenthesis that says nothing at the new size, removed with the space before it. */
const DROPPED = '\u0000';

/**
 * Multiplies the quantities in an ingredient line and writes it back as a baker would.
 * Factor 1 (and any invalid factor) returns the line unchanged, byte for byte. Headers, lines without a
 * quantity and lines whose quantity is a time or a temperature are returned unchanged too; a time or a
 * temperature later in the line is kept as written (see leadsWithTimeOrTemperature).
 */
export function scaleIngredient(line: string, factor: number): string {
  return scaleLine(line, factor, 'us');
}

/** scaleIngredient for one unit system: eggs below a whole one are spoons in US, grams in metric. */
export function scaleLine(line: string, factor: number, system: UnitSystem): string {
  if (factor === 1 || !validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  const exact = fromNumber(factor);
  if (!analysis) return scaleZestOrJuice(line, exact);
  const { quantity, unit, size, secondary } = analysis;
  const scaled = scaleAmount(quantity, unit, exact, true);

  // Indivisible units that did not move (a pinch halved is still a pinch) keep the line as written.
  if (
    unit?.def.indivisible &&
    scaled.unit === unit.def &&
    compare(f(Number(scaled.quantityText) || 0), quantity.min) === 0 &&
    !quantity.max
  ) {
    return line;
  }

  const head = line.slice(0, quantity.start);
  if (!unit) {
    const between = line.slice(quantity.end, size?.end ?? quantity.end);
    const rest = line.slice(size?.end ?? quantity.end);
    const noun = !size && !quantity.max ? countNounMatch(rest) : null;
    const whole = noun && wholeThing(mul(quantity.min, exact), noun, system);
    if (whole) return head + whole + scaleRest(rest.slice(noun.prefix.length + noun.noun.length), exact, true, system);
    const weighed = noun && weighedEggs(mul(quantity.min, exact), noun, rest, exact);
    if (weighed) return head + weighed;
    const egg = noun && eggText(mul(quantity.min, exact), noun.prefix.trimStart(), noun.noun, system);
    if (egg) {
      // '1 large egg, beaten' at a quarter: the egg text already says beaten.
      const after = rest
        .slice(noun.prefix.length + noun.noun.length)
        .replace(/^,?[ \t]*(?:lightly[ \t]+)?beaten\b/i, '');
      return head + egg + scaleRest(after, exact, true, system);
    }
    return head + scaled.quantityText + between + scaleRest(fixCountNoun(rest, scaled.plural), exact, true, system);
  }
  const part = unit.def.container ? partOfContainer(line, analysis, exact, system) : null;
  if (part) return part;

  const measureEnd = analysis.compoundEnd ?? unit.end;
  const rest = scaleRest(line.slice(analysis.restStart), exact, !unit.def.container, system);
  if (scaled.pinch) {
    const food = /^[ \t]+of\b/i.test(rest) || rest.trim() === '' ? rest : ` of${rest}`;
    return `${head}a pinch${food}`;
  }

  let measure = line.slice(measureEnd, analysis.restStart);
  if (secondary && !unit.def.container) {
    const inner = line.slice(secondary.innerStart, secondary.innerEnd);
    if (!/\beach\b/i.test(inner)) {
      measure =
        line.slice(measureEnd, secondary.innerStart) +
        scaleMeasuresIn(inner, exact) +
        line.slice(secondary.innerEnd, analysis.restStart);
    }
  }
  // Implied quantities get written out: 'Pinch of salt' -> '2 pinches of salt', '12 oz bag' -> '2 x 12 oz bags'.
  const between = !quantity.implicit
    ? line.slice(quantity.end, unit.start)
    : size
      ? ` x ${line.slice(size.start, unit.start)}`
      : ' ';
  const unitText =
    quantity.implicit && /^[A-Z][a-z]/.test(unit.core) ? scaled.unitText!.toLowerCase() : scaled.unitText!;
  return head + scaled.quantityText + between + unitText + measure + rest;
}

/** Batches in halves and vanilla beans by the half or the inch (whole-things.ts); null for anything else. */
function wholeThing(count: Fraction, noun: { prefix: string; noun: string }, system: UnitSystem): string | null {
  if (isBatch(noun.noun)) {
    const batches = batchesToMake(count);
    const shown = formatFraction(batches, null);
    return `${shown.text}${fixCountNoun(noun.prefix + noun.noun, shown.shown > 1)}`;
  }
  if (isVanillaBean(noun.noun)) {
    const text = vanillaBeanText(count, noun.prefix.trimStart() + noun.noun, system);
    return text;
  }
  return null;
}

/**
 * Eggs the recipe also weighs ('5 large egg whites (150 g)'): at a count that is not whole the weight is
 * what the baker measures, and the count says how many to crack ('38 g large egg whites (about 1 1/2)').
 */
function weighedEggs(
  count: Fraction,
  noun: { prefix: string; noun: string; pair: readonly [string, string] },
  rest: string,
  factor: Fraction,
): string | null {
  if (isInteger(count) || !isEggNoun(noun.noun)) return null;
  const after = rest.slice(noun.prefix.length + noun.noun.length);
  const weight = /^[ \t]*\((\d+(?:\.\d+)?)[ \t]?g\)/.exec(after);
  if (!weight) return null;
  const grams = formatMetric(Number(weight[1]) * toNumber(factor), 'g').text;
  const halves = Math.max(1, Math.round(toNumber(count) * 2));
  const about = formatFraction(f(halves, 2), null).text;
  return `${grams} g ${noun.prefix.trimStart()}${noun.pair[1]} (about ${about})${after.slice(weight[0].length)}`;
}

/**
 * Part of a can or a packet: '1 (14 oz) can sweetened condensed milk' at a quarter is what to weigh out,
 * '99 g (1/4 of a 14 oz can) sweetened condensed milk' ('3 1/2 oz (...)' in US), since nobody buys a
 * quarter of a can. Null when the count stays whole or the container's size is not a weight or volume.
 */
function partOfContainer(line: string, analysis: Analysis, factor: Fraction, system: UnitSystem): string | null {
  const { quantity, size, unit } = analysis;
  const count = mul(quantity.min, factor);
  if (!size || !unit || quantity.max || isInteger(count)) return null;
  const sizeText = line
    .slice(size.start, size.end)
    .replace(/^[\s(x×]+|[\s)]+$/g, '')
    .trim();
  const measure = readMeasure(sizeText, 0);
  if (!measure || measure.quantity.max || !measure.unit.def.base) return null;
  const contents = mul(mul(measure.quantity.min, measure.unit.def.base), count);
  const def = measure.unit.def;
  // A tin sold by the gram is weighed in grams in any view; an American can in ounces in a US view.
  const metricSize = def.dimension === 'metric-weight' || def.dimension === 'metric-volume';
  let amount: string;
  if (def.dimension === 'us-weight' || def.dimension === 'metric-weight') {
    const gramsOf = def.dimension === 'us-weight' ? mul(contents, GRAMS_PER_OUNCE) : contents;
    amount =
      system === 'metric' || metricSize
        ? `${formatMetric(toNumber(gramsOf), 'g').text} g`
        : `${formatFraction(fromNumber(kitchenOunces(toNumber(div(gramsOf, GRAMS_PER_OUNCE)))), 'oz').text} oz`;
  } else if (def.dimension === 'metric-volume' || def.dimension === 'us-volume') {
    const ml = def.dimension === 'us-volume' ? mul(contents, fraction(4929, 1000)) : contents;
    amount =
      system === 'metric' || metricSize
        ? `${formatMetric(toNumber(ml), 'ml').text} ml`
        : writeAmount(toNumber(ml) / 4.929, 'tsp');
  } else return null;
  const share = formatFraction(count, null).text;
  const food = line.slice(analysis.restStart).replace(/^[ \t]+(?:of[ \t]+)?/i, '');
  const container = unit.core.toLowerCase().replace(/s$/, '');
  return `${line.slice(0, quantity.start)}${amount} (${share} of a ${sizeText} ${container})${food ? ` ${food}` : ''}`;
}
