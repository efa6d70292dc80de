import { joinWords } from './combo';
import { batchesText } from './combiner-steps';
import { isHeaderLine, parseIngredient, toMetric, toUS, writeAmount, type UnitSystem } from './ingredients';
import { lookupUnit, type Dimension } from './units';

/**
 * The built-in combiner's ingredient list (docs/product.md#combos): a food two or more parts use is
 * one line with the total, then each part's share ('5 sticks (565 g) unsalted butter, divided: 2
 * sticks (226 g) for the Cake and 3 sticks (339 g) for the Buttercream'); the rest stay under their
 * part's own heading. A total is written by the same engine as a recipe page (sticks of butter,
 * spoons a set holds, grams in the metric view), and it keeps the weights or volumes its lines gave:
 * a share that gave none is converted ('1/4 cup' of water is 60 ml), and a food whose shares cannot
 * all be converted is not merged, so no line loses its grams.
 */

/** The section listing foods several recipes use: each line is the total, then each recipe's share. */
export const SHARED_SECTION = 'Used in more than one recipe';

/** One part's lines, written at its batches in the combination's units, beside what they were written from. */
export interface PartLines {
  title: string;
  /** The heading of its own section: 'Vanilla Buttercream (1 1/2 batches)'. */
  heading: string;
  /** The line as written in the recipe, then as the combination writes it; section headers included. */
  lines: readonly { source: string; text: string }[];
  batches: number;
}

type MeasureKind = Dimension | 'count';

interface Metric {
  value: number;
  unit: 'g' | 'ml';
  approximate: boolean;
  /** Written on the line itself ('(226 g)'), not converted for the sum. */
  given: boolean;
}

interface Measured {
  /** In the dimension's base unit (tsp, oz, g, ml), or a count. */
  amount: number;
  dimension: MeasureKind;
  key: string;
  food: string;
  /** The line's amount as written ('2 sticks', '1/4 tsp + 1/8 tsp'), without its metric figure. */
  amountText: string;
  metric: Metric | null;
  approximate: boolean;
}

/** The food a line names, reduced to a key: 'Unsalted Butter, softened' and 'unsalted butter' match. */
export function foodKey(food: string): string {
  const main = food
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]| or /)[0]!
    .replace(
      /\b(?:extra-large|large|medium|small|fresh|cold|warm|hot|lukewarm|softened|melted|sifted|packed|room-temperature)\b/g,
      ' ',
    )
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // One egg and two eggs are the same food.
  return main.replace(/(?<!s)s$/, '');
}

/** The food without how it is prepared: 'cold unsalted butter, cubed' -> 'unsalted butter'. */
export function mainFood(food: string): string {
  return food
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)[0]!
    .replace(/\b(?:cold|warm|hot|lukewarm|softened|melted|sifted|packed|room-temperature)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BASE_UNIT: Partial<Record<MeasureKind, string>> = {
  'us-volume': 'tsp',
  'us-weight': 'oz',
  'metric-weight': 'g',
  'metric-volume': 'ml',
};
const TSP_PER_STICK = 24;
const RE_METRIC_PAREN = /[ \t]*\((≈[ \t]*)?(\d+(?:\.\d+)?)[ \t]*(g|kg|ml|l)\)/;
const RE_METRIC_LEAD = /^(≈[ \t]*)?(\d+(?:\.\d+)?)[ \t]*(g|kg|ml|l)\b/;

function metricOf(match: RegExpExecArray | null, given: boolean): Metric | null {
  if (!match) return null;
  const big = match[3] === 'kg' || match[3] === 'l';
  return {
    value: Number(match[2]) * (big ? 1000 : 1),
    unit: match[3] === 'g' || match[3] === 'kg' ? 'g' : 'ml',
    approximate: !!match[1],
    given,
  };
}

/** The recipe gave a weight or volume ('1 cup (120 g)', '250 g'): the combination keeps one even where the US view dropped it. */
const weighedAtSource = (source: string) => RE_METRIC_PAREN.test(source) || RE_METRIC_LEAD.test(source.trim());

/** One measure of a line in its base unit ('2 sticks' is 48 tsp), or null when it is not one. */
function inBase(quantity: number, unitName: string | null): { amount: number; dimension: MeasureKind } | null {
  if (unitName === null) return { amount: quantity, dimension: 'count' };
  if (unitName === 'stick') return { amount: quantity * TSP_PER_STICK, dimension: 'us-volume' };
  const unit = lookupUnit(unitName)?.unit;
  if (!unit?.base || !BASE_UNIT[unit.dimension]) return null;
  return { amount: quantity * (unit.base.num / unit.base.den), dimension: unit.dimension };
}

/** A written line's amount (sums such as '1 stick + 2 Tbsp' included), food and metric figure; null when it has none. */
function measure(text: string, source: string, batches: number): Measured | null {
  const approximate = /^\s*≈/.test(text);
  const plain = text.replace(/^\s*≈\s*/, '');
  let parsed = parseIngredient(plain);
  if (parsed.isHeader || parsed.quantity === null || parsed.quantityMax !== null) return null;
  if (parsed.unit === 'pinch') return null;
  let amount = 0;
  let dimension: MeasureKind | null = null;
  for (let guard = 0; guard < 3; guard++) {
    const part = inBase(parsed.quantity ?? 0, parsed.unit);
    if (!part || (dimension !== null && part.dimension !== dimension)) return null;
    amount += part.amount;
    dimension = part.dimension;
    const more = /^\+\s*(.*)$/.exec(parsed.ingredient);
    if (!more) break;
    parsed = parseIngredient(more[1]!);
    if (parsed.quantity === null) return null;
  }
  const food = parsed.ingredient.replace(/^\s*\([^)]*\)\s*/, '');
  const key = foodKey(food);
  if (!key || dimension === null || !plain.endsWith(parsed.ingredient)) return null;
  const amountPart = plain.slice(0, plain.length - parsed.ingredient.length).trim();
  const own = RE_METRIC_PAREN.exec(amountPart) ?? RE_METRIC_PAREN.exec(parsed.ingredient);
  const metric =
    dimension === 'metric-weight' || dimension === 'metric-volume'
      ? {
          value: amount,
          unit: dimension === 'metric-weight' ? ('g' as const) : ('ml' as const),
          approximate,
          given: true,
        }
      : dimension === 'count'
        ? metricOf(own, true)
        : (metricOf(own, true) ?? metricOf(RE_METRIC_LEAD.exec(toMetric(source, batches)), weighedAtSource(source)));
  return {
    amount,
    dimension,
    key,
    food,
    amountText: amountPart.replace(RE_METRIC_PAREN, '').trim(),
    metric,
    approximate,
  };
}

const METRIC_SPOONS = [1.25, 2.5, 5, 7.5];

/**
 * A metric figure as a scale and a jug read it (docs/decisions/009-kitchen-true-recipes.md): whole grams,
 * half grams under 10; millilitres by the metric spoons under 10 ml, 5 ml to 100 ml, 10 ml above, litres
 * from 1000 ml.
 */
function metricAmount(value: number, unit: 'g' | 'ml'): string {
  if (unit === 'g') return `${value >= 10 ? Math.round(value) : Math.round(value * 2) / 2} g`;
  if (value >= 995) return `${Math.round(value / 10) / 100} l`;
  if (value >= 100) return `${Math.round(value / 10) * 10} ml`;
  if (value >= 10) return `${Math.round(value / 5) * 5} ml`;
  const spoon = METRIC_SPOONS.reduce((a, b) => (Math.abs(b - value) < Math.abs(a - value) ? b : a));
  return `${spoon} ml`;
}

const metricText = ({ value, unit, approximate }: Metric) => `(${approximate ? '≈ ' : ''}${metricAmount(value, unit)})`;

interface Line {
  part: number;
  /** The sub-header the line sits under in its recipe ('For the Streusel'), or null. */
  section: string | null;
  text: string;
  measured: Measured | null;
}

const headerText = (line: string) => line.replace(/^\s*-{3,}\s*|\s*-{3,}\s*$/g, '');
/** 'For the Streusel' -> 'streusel': names a part of a recipe inside a share. */
const partName = (section: string) => section.replace(/^\s*for\s+(?:the\s+)?/i, '').toLowerCase();

/**
 * A merged food carries a metric figure beside its cups and spoons when one of its lines gave one: a share
 * without it gets it converted. Foods no line weighed (salt, vanilla) stay as a page writes them.
 */
function weighed(group: readonly Line[]): boolean {
  const { dimension } = group[0]!.measured!;
  if (dimension === 'metric-weight' || dimension === 'metric-volume') return false;
  return group.some((l) => l.measured!.metric?.given);
}

/** The total of a merged food, written as a recipe page writes a line of it. */
function totalLine(group: readonly Line[], system: UnitSystem): string {
  const first = group[0]!.measured!;
  const amount = group.reduce((sum, l) => sum + l.measured!.amount, 0);
  const food = mainFood(first.food);
  const approximate = group.some((l) => l.measured!.approximate);
  const metrics = group.map((l) => l.measured!.metric);
  const metric =
    weighed(group) && metrics.every((m) => m !== null)
      ? {
          value: metrics.reduce((sum, m) => sum + m!.value, 0),
          unit: metrics[0]!.unit,
          approximate: metrics.some((m) => m!.approximate),
          given: true,
        }
      : null;
  const written = writeAmount(amount, BASE_UNIT[first.dimension] ?? null);
  const line = `${written}${metric ? ` ${metricText(metric)}` : ''} ${food}`;
  // At factor 1 the engine only rewrites what a page rewrites: butter in sticks, whole grams, litres.
  const shown = system === 'metric' ? toMetric(line, 1) : toUS(line, 1);
  return `${approximate && !shown.startsWith('≈') ? '≈ ' : ''}${shown}`;
}

/** A share of a merged food: '2 sticks (226 g) for the Classic Vanilla Layer Cake (unsalted butter, softened)'. */
function shareText(line: Line, group: readonly Line[], parts: readonly PartLines[], food: string): string {
  const m = line.measured!;
  const own = m.food;
  // Two shares for one recipe are told apart by the part they go into: '(streusel)', '(muffins)'.
  const twice = group.filter((o) => o.part === line.part).length > 1 && line.section;
  const part = parts[line.part]!;
  // Its batches first: a part whose every line merged has no section of its own to say them.
  const details = [
    part.batches === 1 ? '' : batchesText(part.batches),
    twice ? partName(line.section!) : '',
    own.toLowerCase() === food.toLowerCase() ? '' : own,
  ].filter(Boolean);
  const metric = weighed(group) && m.metric ? ` ${metricText(m.metric)}` : '';
  const amount = `${m.approximate ? '≈ ' : ''}${m.amountText}${metric}`;
  return `${amount} for the ${part.title}${details.length ? ` (${details.join('; ')})` : ''}`;
}

/** A food merges when every share can carry the same kind of metric figure, or none does. */
function mergeable(group: readonly Line[]): boolean {
  if (new Set(group.map((l) => l.part)).size < 2) return false;
  if (!weighed(group)) return true;
  const metrics = group.map((l) => l.measured!.metric);
  return metrics.every((m) => m !== null && m.unit === metrics[0]!.unit);
}

/** The combination's ingredient list: shared foods first, then each part under its own heading. */
export function mergeParts(parts: readonly PartLines[], system: UnitSystem): string[] {
  const lines: Line[] = parts.flatMap((part, index) => {
    let section: string | null = null;
    return part.lines.map(({ source, text }) => {
      if (isHeaderLine(text)) section = headerText(text);
      return {
        part: index,
        section,
        text,
        measured: isHeaderLine(text) ? null : measure(text, source, part.batches),
      };
    });
  });
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    if (!line.measured) continue;
    const id = `${line.measured.key}|${line.measured.dimension}`;
    groups.set(id, [...(groups.get(id) ?? []), line]);
  }
  const shared: string[] = [];
  const merged = new Set<Line>();
  for (const group of groups.values()) {
    if (!mergeable(group)) continue;
    const food = mainFood(group[0]!.measured!.food);
    const shares = group.map((line) => shareText(line, group, parts, food));
    shared.push(`${totalLine(group, system)}, divided: ${joinWords(shares)}`);
    for (const line of group) merged.add(line);
  }

  const out: string[] = shared.length ? [`---${SHARED_SECTION}---`, ...shared] : [];
  parts.forEach((part, index) => {
    const own = lines.filter((l) => l.part === index && !merged.has(l));
    // A header left with no lines is dropped; a merged total never sits under one recipe's header.
    let header: string | null = isHeaderLine(own[0]?.text ?? '') ? null : `---For the ${part.heading}---`;
    for (const line of own) {
      if (isHeaderLine(line.text)) header = `---${part.heading}: ${headerText(line.text)}---`;
      else {
        if (header) out.push(header);
        header = null;
        out.push(line.text);
      }
    }
  });
  return out;
}
