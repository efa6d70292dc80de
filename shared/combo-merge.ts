import { joinWords } from './combo';
import { batchesText } from './combiner-steps';
import { BASE_UNIT, mainFood, measure, metricText, type Measured } from './combo-measure';
import { isHeaderLine, toMetric, toUS, writeAmount, type UnitSystem } from './ingredients';

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

/**
 * Whether the total and the shares show that figure in this view: grams in both, millilitres only in the
 * metric one (docs/decisions/034-the-method-follows-the-amounts.md: an American '(240 ml)' does not stay
 * in US, where the cups are the measure).
 */
function showsMetric(group: readonly Line[], system: UnitSystem): boolean {
  if (!weighed(group)) return false;
  return system === 'metric' || group.every((l) => l.measured!.metric?.unit !== 'ml');
}

/** The total of a merged food, written as a recipe page writes a line of it. */
function totalLine(group: readonly Line[], system: UnitSystem): string {
  const first = group[0]!.measured!;
  const amount = group.reduce((sum, l) => sum + l.measured!.amount, 0);
  const food = mainFood(first.food);
  const approximate = group.some((l) => l.measured!.approximate);
  const metrics = group.map((l) => l.measured!.metric);
  const metric =
    showsMetric(group, system) && metrics.every((m) => m !== null)
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
function shareText(
  line: Line,
  group: readonly Line[],
  parts: readonly PartLines[],
  food: string,
  system: UnitSystem,
): string {
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
  const metric = showsMetric(group, system) && m.metric ? ` ${metricText(m.metric)}` : '';
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
    const shares = group.map((line) => shareText(line, group, parts, food, system));
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
