import { planStages, worthPlanning, type PlanStage } from './bake-schedule';
import { totalMinutes } from './total-time';

/**
 * One honest total for a combination (docs/product.md#combos): not the parts' times added up, but
 * the longest path through them. Each part is read into the stages its Ready-at plan would have
 * (shared/bake-schedule.ts: hands-on work, waits, bakes, alternatives not summed). The baker has one
 * pair of hands: hands-on stages never overlap, and each goes into the first free stretch after the
 * stage before it in its own recipe; rises, chills, cooling and baking run beside other work. The
 * parts are taken in working order (fillings that must cool first), then the assembly follows the
 * last part. Oven room is not modelled: two bakes at once are assumed to fit. A part with nothing to
 * wait for or bake counts as its recipe page's total does (shared/total-time.ts: its prep and cook time,
 * hands-on), so a combination of one recipe takes as long as that recipe's page says.
 */

export interface TimedPart {
  instructions: readonly string[];
  prepTime: string;
  /** Counted with the prep time when the steps name nothing to wait for or bake. */
  cookTime?: string;
}

/** The part's stages, as its recipe page's total counts them. */
function stagesOf(part: TimedPart): PlanStage[] {
  const stages = planStages(part);
  if (worthPlanning(stages)) return stages;
  const minutes = totalMinutes({ ...part, cookTime: part.cookTime ?? '' });
  if (minutes === null) return stages;
  return [{ kind: 'hands-on', label: 'prepare', steps: [], seconds: minutes * 60, estimated: false }];
}

type Interval = readonly [start: number, end: number];

/** The first start at or after `ready` where `seconds` of work fits between the busy stretches. */
function firstFree(busy: readonly Interval[], ready: number, seconds: number): number {
  let start = ready;
  for (const [from, to] of busy) {
    if (to <= start) continue;
    if (from >= start + seconds) break;
    start = to;
  }
  return start;
}

function place(stages: readonly PlanStage[], from: number, busy: Interval[]): number {
  let at = from;
  for (const stage of stages) {
    if (stage.kind === 'hands-on') {
      const start = firstFree(busy, at, stage.seconds);
      busy.push([start, start + stage.seconds]);
      busy.sort((a, b) => a[0] - b[0]);
      at = start + stage.seconds;
    } else at += stage.seconds;
  }
  return at;
}

/** Minutes from the first step to the last, parts in the order given, then `assembly` (its own steps). */
export function combinedMinutes(parts: readonly TimedPart[], assembly: readonly string[] = []): number {
  const busy: Interval[] = [];
  let end = 0;
  for (const part of parts) end = Math.max(end, place(stagesOf(part), 0, busy));
  if (assembly.length) end = place(planStages({ instructions: assembly, prepTime: '' }), end, busy);
  return Math.round(end / 60);
}

/** '45 minutes', '1 hour', '2 hours 15 minutes': how the combinations write their times. */
export function formatMinutes(total: number): string {
  const minutes = (m: number) => `${m} ${m === 1 ? 'minute' : 'minutes'}`;
  if (total < 60) return minutes(total);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h} ${h === 1 ? 'hour' : 'hours'}${m ? ` ${minutes(m)}` : ''}`;
}
