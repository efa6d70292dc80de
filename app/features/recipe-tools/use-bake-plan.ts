import type { BakeSchedule, ScheduledStage } from '../../../shared/bake-schedule';
import { readPlan, savePlan, type StoredPlan } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { startTimer } from './kitchen-timers';
import { timerLabel } from './step-timers';

/** The recipe's plan: undefined until the device answers, null with none. */
export function useBakePlan(recipeId: number): StoredPlan | null | undefined {
  return useDeviceQuery((db) => readPlan(db, recipeId), [recipeId]);
}

/** What a stage's timer is called: a one-step stage as cook mode names it, so the two are one timer. */
export function stageTimer(stage: ScheduledStage, steps: readonly string[]) {
  const length = timerLabel(stage.seconds);
  if (stage.steps.length === 1) {
    const n = stage.steps[0]!;
    return { label: `Step ${n}: ${length}`, seconds: stage.seconds, step: steps[n - 1] };
  }
  const what = `${stage.label[0]!.toUpperCase()}${stage.label.slice(1)}`;
  return { label: `${what} (steps ${stage.steps[0]}-${stage.steps.at(-1)}): ${length}`, seconds: stage.seconds };
}

/**
 * Starts stage `index`'s timer now: the plan follows the kitchen, so that stage and the ones after
 * it are timed from now (a start 5 minutes late makes the bake ready 5 minutes later).
 */
export async function startStage(
  plan: StoredPlan,
  index: number,
  recipe: { id: number; title: string; steps: readonly string[] },
  now = Date.now(),
): Promise<void> {
  let at = now;
  const stages = plan.schedule.stages.map((stage, i) => {
    if (i < index) return stage;
    const startsAt = at;
    at += stage.seconds * 1000;
    return { ...stage, startsAt, endsAt: at };
  });
  const schedule: BakeSchedule = { ...plan.schedule, stages, startsAt: stages[0]!.startsAt, readyAt: at };
  await savePlan({ ...plan, schedule, next: index + 1 });
  await startTimer(recipe, stageTimer(stages[index]!, recipe.steps), now);
}
