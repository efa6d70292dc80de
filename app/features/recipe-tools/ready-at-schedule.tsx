import { stageWhat, type BakeSchedule } from '../../../shared/bake-schedule';
import { planIcs } from '../../../shared/bake-plan-ics';
import type { Recipe } from '../../../shared/schemas/recipe';
import { clockTime, dayName } from '../../../shared/zoned-time';

/**
 * Each stage of the plan at its clock time, a day's name where the day changes; with the plan
 * started (`next`: the stage whose timer is offered next), the stage under way and those done.
 */
export function PlanSchedule({
  schedule,
  next,
  now,
  zone,
}: {
  schedule: BakeSchedule;
  next: number | null;
  now: number;
  zone: string;
}) {
  return (
    <ol className="grid gap-2" aria-label="Bake schedule">
      {schedule.stages.map((stage, i) => {
        const day = dayName(stage.startsAt, now, zone);
        const newDay = i === 0 ? day !== 'today' : day !== dayName(schedule.stages[i - 1]!.startsAt, now, zone);
        const state = next === null || i >= next ? 'to come' : i === next - 1 ? 'now' : 'done';
        return (
          <li
            key={i}
            className={`grid grid-cols-[5.5rem_1fr] gap-x-3 ${state === 'done' ? 'text-cocoa' : ''} ${state === 'now' ? 'font-semibold' : ''}`}
          >
            {newDay && (
              <span className="col-span-2 pt-1 text-xs font-bold tracking-wide text-cocoa uppercase">{day} </span>
            )}
            <span className="tabular-nums">{clockTime(stage.startsAt, zone)}</span>{' '}
            <span>
              {stageWhat(stage, zone)}
              {state === 'now' && <span className="ml-2 rounded-full bg-cream px-2 text-sm">now</span>}
              {state === 'done' && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** 'Start the plan' (until started), 'Add to calendar' and 'Clear plan'. */
export function PlanActions({
  recipe,
  steps,
  schedule,
  started,
  onStart,
  onClear,
}: {
  recipe: Recipe;
  steps: readonly string[];
  schedule: BakeSchedule;
  started: boolean;
  onStart: () => void;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {!started && (
        <button type="button" className="btn-primary" onClick={onStart}>
          Start the plan
        </button>
      )}
      <a
        className="btn-outline"
        download={`${recipe.slug}-bake-plan.ics`}
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(
          planIcs({
            recipeId: recipe.id,
            title: recipe.title,
            url: `${window.location.origin}/recipes/${recipe.slug}`,
            steps,
            schedule,
          }),
        )}`}
      >
        Add to calendar
      </a>
      <button type="button" className="btn-ghost" onClick={onClear}>
        Clear plan
      </button>
    </div>
  );
}
