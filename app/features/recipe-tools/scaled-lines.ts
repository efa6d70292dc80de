import { isHeaderLine, toMetric, toUS } from '../../../shared/ingredients';
import type { UnitSystem } from './use-unit-system';

/** One ingredient line as the page shows it: a section header or a scaled line with its original index. */
export type ShownLine = { kind: 'header'; index: number; text: string } | { kind: 'item'; index: number; text: string };

export const headerText = (line: string) => line.replace(/^\s*-{3,}\s*|\s*-{3,}\s*$/g, '');

/** Every line scaled by `factor` through the engine, in US cups and spoons or in metric. */
export function scaleLines(lines: readonly string[], factor: number, units: UnitSystem): ShownLine[] {
  return lines.map((line, index) => {
    if (isHeaderLine(line)) return { kind: 'header', index, text: headerText(line) };
    const text = units === 'metric' ? toMetric(line, factor) : toUS(line, factor);
    return { kind: 'item', index, text };
  });
}
