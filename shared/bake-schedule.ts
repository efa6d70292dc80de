import { clockTime, dayName } from './zoned-time';
import { planSeconds, type PlanStage } from './plan-stages';

export { planSeconds, planStages, worthPlanning, type PlanStage, type StageKind } from './plan-stages';

/**
 * 'Ready at' (docs/product.md#recipe-tools): a bake planned back from when it should be ready,
 * its stages (shared/plan-stages.ts) set on the clock in the device's time zone.
 */
export interface ScheduledStage extends PlanStage {
  startsAt: number;
  endsAt: number;
}

export interface BakeSchedule {
  stages: ScheduledStage[];
  startsAt: number;
  readyAt: number;
  /** The time asked for was too soon to fit: the plan starts now and is ready at `readyAt`. */
  tooSoon: boolean;
}

/** The stages one after another from `startsAt`. */
export function scheduleFrom(stages: readonly PlanStage[], startsAt: number): BakeSchedule {
  let at = startsAt;
  const timed = stages.map((stage) => {
    const startsAt = at;
    at += stage.seconds * 1000;
    return { ...stage, startsAt, endsAt: at };
  });
  return { stages: timed, startsAt, readyAt: at, tooSoon: false };
}

/**
 * The plan back from `readyAt`. When it would have to start before `now`, it starts now (at the
 * next whole minute) and says when it will be ready instead.
 */
export function scheduleBack(stages: readonly PlanStage[], readyAt: number, now: number): BakeSchedule {
  const start = readyAt - planSeconds(stages) * 1000;
  if (start >= now) return scheduleFrom(stages, start);
  return { ...scheduleFrom(stages, Math.ceil(now / 60_000) * 60_000), tooSoon: true };
}

/** The soonest a plan can be ready, on the next quarter hour: what the picker offers first. */
export function soonestReady(stages: readonly PlanStage[], now: number): number {
  const quarter = 15 * 60_000;
  return Math.ceil((now + planSeconds(stages) * 1000) / quarter) * quarter;
}

const steps = (stage: PlanStage) =>
  stage.steps.length === 1 ? `step ${stage.steps[0]}` : `steps ${stage.steps[0]}-${stage.steps.at(-1)}`;

/** What a stage is, after its start time: 'mix (steps 1-3, about 20 min)', 'first rise until 9:05 AM (step 4)'. */
export function stageWhat(stage: ScheduledStage, timeZone: string): string {
  if (stage.kind === 'hands-on') {
    const minutes = Math.round(stage.seconds / 60);
    return `${stage.label} (${steps(stage)}, ${stage.estimated ? 'about ' : ''}${minutes} min)`;
  }
  return `${stage.label} until ${clockTime(stage.endsAt, timeZone)} (${steps(stage)})`;
}

/** One stage as the baker reads it: '7:45 AM mix (steps 1-3, about 20 min)', '8:05 AM first rise until 9:05 AM (step 4)'. */
export function stageLine(stage: ScheduledStage, timeZone: string): string {
  return `${clockTime(stage.startsAt, timeZone)} ${stageWhat(stage, timeZone)}`;
}

/** 'Ready tomorrow at 9:00 AM', or, too soon: 'Start now and it will be ready today at 3:45 PM'. */
export function readyLine(schedule: BakeSchedule, now: number, timeZone: string): string {
  const when = `${dayName(schedule.readyAt, now, timeZone)} at ${clockTime(schedule.readyAt, timeZone)}`;
  return schedule.tooSoon ? `Start now and it will be ready ${when}` : `Ready ${when}`;
}
