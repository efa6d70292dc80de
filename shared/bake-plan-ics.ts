import type { BakeSchedule } from './bake-schedule';
import { calendarIcs } from './ics';

export interface PlanIcsInput {
  recipeId: number;
  title: string;
  /** The recipe's page ('https://sift.example/recipes/one-bowl-white-bread'). */
  url: string;
  /** The recipe's steps as cook mode numbers them, for each event's description. */
  steps: readonly string[];
  schedule: BakeSchedule;
}

/**
 * 'Add to calendar' for a bake plan (docs/product.md#recipe-tools): one event per stage, with a
 * reminder as it starts, so the phone's calendar calls the baker at each step even when the app is
 * closed and cannot. Uids are stable for a plan, so adding it again updates the same events.
 */
export function planIcs(input: PlanIcsInput, now: Date = new Date()): string {
  const events = input.schedule.stages.map((stage, i) => {
    const what = `${stage.label[0]!.toUpperCase()}${stage.label.slice(1)}`;
    const steps = stage.steps.map((n) => `Step ${n}: ${input.steps[n - 1] ?? ''}`.trim()).join('\n');
    return {
      uid: `bake-${input.recipeId}-${input.schedule.readyAt}-${i}@sift-and-story`,
      title: `${what}: ${input.title}`,
      start: new Date(stage.startsAt),
      end: new Date(stage.endsAt),
      description: `${steps}\n\n${input.url}`,
      alarm: `${what}: ${input.title}`,
    };
  });
  return calendarIcs('Bake plans', events, now);
}
