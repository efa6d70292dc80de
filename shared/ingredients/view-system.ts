/**
 * One unit system per view, down to the second amounts (docs/product.md#recipe-size-and-units,
 * docs/decisions/034-the-method-follows-the-amounts.md): once a line's own amount is written in the
 * view's system, what else it measures ('(about 1 1/4 cups mashed)', 'with 1 Tbsp cream', 'or 2 tsp
 * vanilla bean paste', 'Juice of 1 lemon (about 45 ml)', '1 (14 oz) can') follows, and a temperature
 * written in both scales ('110°F (43°C)', '200°C (180°C fan), 400°F') shows only the view's.
 *
 * Grams stay in a US view: American bakers weigh too, and a recipe written in grams keeps its grams
 * beside the cups it is converted to. Nothing here scales: the amounts are already at the page's size.
 */
import { fraction, mul, toNumber } from '../fraction';
import { GRAMS_PER_OUNCE, ML_PER_CUP, lookupDensity, unitByName } from '../units';
import type { UnitSystem } from './eggs';
import { readMeasure } from './parse';
import { chooseMetric, writeAmount } from './unit-choice';
import { writeRange } from './format';

/** Millilitres in a US teaspoon (a cup is 48 of them). */
const ML_PER_TSP = toNumber(ML_PER_CUP) / 48;

function metricText(grams: number | null, ml: number | null): string {
  const small = grams !== null ? 'g' : 'ml';
  const value = grams ?? ml!;
  const choice = chooseMetric(
    fraction(Math.round(value * 100), 100),
    null,
    unitByName(small),
    unitByName(small === 'g' ? 'kg' : 'l'),
  );
  return `${writeRange(choice, choice.unit.name, '').text} ${choice.unit.name}`;
}

/**
 * One measure written in the other system, in this one; null when it is already in it (or is grams in US).
 * `near` is the text around it: a cup of a food the density table knows is weighed ('the powdered sugar
 * 1 cup at a time' is 120 g at a time).
 */
function measureIn(amount: number, unitName: string, system: UnitSystem, near = ''): string | null {
  const def = unitByName(unitName);
  if (!def.base) return null;
  const base = toNumber(mul(fraction(Math.round(amount * 10_000), 10_000), def.base));
  if (system === 'metric') {
    const perCup = def.dimension === 'us-volume' ? lookupDensity(near)?.gramsPerCup : undefined;
    if (perCup && def.name === 'cup') return metricText((base / 48) * perCup, null);
    // A spoonful in a metric kitchen is a metric spoonful (5 ml a teaspoon), as toMetric writes them.
    if (def.name === 'tsp' || def.name === 'Tbsp') return metricText(null, base * 5);
    if (def.dimension === 'us-volume') return metricText(null, base * ML_PER_TSP);
    if (def.dimension === 'us-weight') return metricText(base * toNumber(GRAMS_PER_OUNCE), null);
    return null;
  }
  if (def.dimension === 'metric-volume') return writeAmount(base / ML_PER_TSP, 'tsp') || null;
  return null;
}

/** A measure and the '+ 2 Tbsp' or '+ a pinch' joined to it, in the first measure's unit. */
function compound(text: string, first: Measure): { amount: number; end: number } {
  let amount = toNumber(first.quantity.min);
  let end = first.unit.end;
  const base = first.unit.def.base;
  for (;;) {
    const plus = /^[ \t]*\+[ \t]*/.exec(text.slice(end));
    if (!plus || !base) return { amount, end };
    const next = readMeasure(text, end + plus[0].length);
    if (next?.unit.def.base && next.unit.def.dimension === first.unit.def.dimension && !next.quantity.max) {
      amount += toNumber(next.quantity.min) * (toNumber(next.unit.def.base) / toNumber(base));
      end = next.unit.end;
    } else if (/^a pinch\b/.test(text.slice(end + plus[0].length)) && first.unit.def.dimension === 'us-volume') {
      amount += 1 / 16 / toNumber(base);
      end += plus[0].length + 'a pinch'.length;
    } else return { amount, end };
  }
}

type Measure = NonNullable<ReturnType<typeof readMeasure>>;

/**
 * Where a written line's own amount ends: '≈ 1 1/4 cups', '1/2 cup + 2 Tbsp', '1/4 tsp + a pinch',
 * '3 large eggs' (0: a count is not a measure). What follows it is the line's second amounts.
 */
export function leadMeasureEnd(line: string): number {
  const start = /^[ \t]*(?:≈[ \t]*)?/.exec(line)![0].length;
  const first = readMeasure(line, start);
  if (!first) return 0;
  let end = first.unit.end;
  for (;;) {
    const plus = /^[ \t]*\+[ \t]*/.exec(line.slice(end));
    if (!plus) return end;
    const next = readMeasure(line, end + plus[0].length);
    if (next) end = next.unit.end;
    else if (/^a pinch\b/.test(line.slice(end + plus[0].length))) return end + plus[0].length + 'a pinch'.length;
    else return end;
  }
}

const RE_PAREN_MEASURE = /^\([ \t]*(?:about[ \t]+|≈[ \t]*)?/;

/**
 * Every measure in `text` from `from` on written in the view's system: US volumes and weights become
 * millilitres and grams in a metric view, millilitres and litres spoons and cups in a US view. A
 * measure in parentheses right after one already in the view's system says the same thing twice and
 * is dropped ('1 cup (240 ml) milk' in a US view). A range ('45-60 ml') and a measure glued to a word
 * ('2-tablespoon balls') are left as they are. `from` is where the line's own amount ends, when it
 * has one in the view's system.
 */
export function secondAmountsIn(text: string, system: UnitSystem, from = 0): string {
  let out = text.slice(0, from);
  let pos = from;
  // Where the last measure in the view's system ended.
  let lastEnd = from > 0 ? from : -1;
  while (pos < text.length) {
    // '250g/8oz flour': the same amount after a slash, as in parentheses.
    if (text[pos] === '/' && lastEnd === pos) {
      const other = readMeasure(text, pos + 1);
      if (other && measureIn(toNumber(other.quantity.min), other.unit.def.name, system) !== null) {
        pos = other.unit.end;
        continue;
      }
    }
    if (text[pos] === '(' && lastEnd >= 0 && text.slice(lastEnd, pos).trim() === '') {
      const open = RE_PAREN_MEASURE.exec(text.slice(pos))![0];
      const inner = readMeasure(text, pos + open.length);
      const close = inner ? /^[ \t]*\)/.exec(text.slice(inner.unit.end)) : null;
      if (inner && close && measureIn(toNumber(inner.quantity.min), inner.unit.def.name, system) !== null) {
        out = out.replace(/[ \t]+$/, '');
        pos = inner.unit.end + close[0].length;
        continue;
      }
    }
    const atWord = pos === 0 || /[\s(/~≈]/.test(text[pos - 1]!);
    const measure = atWord && /\d/.test(text[pos]!) ? readMeasure(text, pos) : null;
    const after = measure ? text[measure.unit.end] : undefined;
    if (!measure || measure.quantity.max || /^[cCtTF]$/.test(measure.unit.core) || after === '-') {
      out += text[pos];
      pos += 1;
      continue;
    }
    // '1/2 cup + 2 Tbsp' and '1/4 tsp + a pinch' are one amount: converted as their sum.
    const sum = compound(text, measure);
    const near = text.slice(Math.max(0, text.lastIndexOf(',', pos) + 1, pos - 40), Math.min(text.length, sum.end + 30));
    const written = measureIn(sum.amount, measure.unit.def.name, system, near);
    out += written ?? text.slice(pos, sum.end);
    pos = sum.end;
    lastEnd = pos;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Temperatures.

const RE_DEGREES = /(\d{2,3})[ \t]?°[ \t]?([CF])\b([ \t]+fan\b)?/g;
/** What may stand between two temperatures of one statement: '375°F (190°C)', '200°C (180°C fan), 400°F', '350°F / 175°C'. */
const RE_JOIN = /^[ \t]*[(),/][ \t(),/]*$|^[ \t]+$/;

interface Degrees {
  value: number;
  scale: 'C' | 'F';
  fan: boolean;
  start: number;
  end: number;
}

/** A lone temperature in the other scale: ovens by 25°F or 5°C as dials read, thermometers to the degree. */
function convert(t: Degrees): Degrees {
  if (t.scale === 'F') {
    const c = ((t.value - 32) * 5) / 9;
    return { ...t, scale: 'C', value: c >= 100 ? Math.round(c / 5) * 5 : Math.round(c) };
  }
  const fahrenheit = (t.value * 9) / 5 + 32;
  return { ...t, scale: 'F', value: t.value >= 100 ? Math.round(fahrenheit / 25) * 25 : Math.round(fahrenheit) };
}

function groups(text: string): Degrees[][] {
  const found: Degrees[] = [...text.matchAll(RE_DEGREES)].map((m) => ({
    value: Number(m[1]),
    scale: m[2] as 'C' | 'F',
    fan: Boolean(m[3]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const out: Degrees[][] = [];
  for (const t of found) {
    const last = out.at(-1);
    if (last && RE_JOIN.test(text.slice(last.at(-1)!.end, t.start))) last.push(t);
    else out.push([t]);
  }
  return out;
}

/**
 * Temperatures in the view's scale only: '110°F (43°C)' reads '110°F' in a US view and '43°C' in a
 * metric one; '200°C (180°C fan), 400°F' reads '400°F' or '200°C (180°C fan)'. A temperature given in
 * one scale only is converted. The figures themselves are the recipe's: nothing is scaled.
 */
export function temperaturesIn(text: string, system: UnitSystem): string {
  const want = system === 'us' ? 'F' : 'C';
  let out = '';
  let pos = 0;
  for (const group of groups(text)) {
    const start = group[0]!.start;
    let end = group.at(-1)!.end;
    // The closing bracket of '375°F (190°C)' belongs to the statement.
    const span = text.slice(start, end);
    const open = (span.match(/\(/g) ?? []).length - (span.match(/\)/g) ?? []).length;
    if (open > 0 && /^[ \t]*\)/.test(text.slice(end))) end = text.indexOf(')', end) + 1;
    const mine = group.filter((t) => t.scale === want);
    const main = mine.find((t) => !t.fan) ?? convert(group.find((t) => !t.fan) ?? group[0]!);
    const fan = want === 'C' ? mine.find((t) => t.fan) : undefined;
    const written = `${main.value}°${want}${fan ? ` (${fan.value}°C fan)` : ''}`;
    out += text.slice(pos, start) + written;
    pos = end;
  }
  return out + text.slice(pos);
}
