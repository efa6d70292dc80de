import { useEffect, useMemo, useState } from 'react';
import { planSeconds, planStages, readyLine, scheduleBack } from '../../../shared/bake-schedule';
import { stepSections } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { clockTime, deviceTimeZone } from '../../../shared/zoned-time';
import { clearPlan, savePlan, type StoredPlan } from '../../data/kitchen';
import { unlockAudio } from './alarm';
import { useNow } from './kitchen-timers';
import { ReadyAtPicker } from './ready-at-picker';
import { PlanActions, PlanSchedule } from './ready-at-schedule';
import { stageTimer, startStage } from './use-bake-plan';
import { useMethodModule } from './use-method';

/**
 * The plan: when it will be ready, each stage at its clock time, 'Start the plan', the next
 * stage's timer offered at its time, and 'Add to calendar'. Closed, a kept plan shows its summary
 * and the next timer only.
 */
export function ReadyAtPanel({
  recipe,
  steps: stepsAtSize,
  plan,
  open,
  onOpen,
}: {
  recipe: Recipe;
  /** The steps at the page's size, whose bakes the method's advice may have lengthened or shortened. */
  steps: readonly string[];
  plan: StoredPlan | null;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const zone = useMemo(deviceTimeZone, []);
  const now = useNow(true);
  const steps = useMemo(() => stepSections(recipe.instructions).flatMap((s) => s.steps), [recipe.instructions]);
  // Planned as the baker will bake them: a much deeper batter's 'check after 45-60 minutes' is a
  // 45-minute bake (the method's module is loaded by the page that wrote that advice).
  const plannedStep = useMethodModule(true)?.plannedStep;
  const stages = useMemo(
    () =>
      planStages({
        instructions: plannedStep ? stepsAtSize.map(plannedStep) : recipe.instructions,
        prepTime: recipe.prepTime,
      }),
    [plannedStep, stepsAtSize, recipe.instructions, recipe.prepTime],
  );
  const [draft, setDraft] = useState<StoredPlan | null>(null);
  const shown = plan ?? draft;
  const started = (shown?.next ?? 0) > 0;
  const schedule = shown?.schedule;
  const target = { id: recipe.id, title: recipe.title, steps };

  const choose = (wantedAt: number) => {
    const next: StoredPlan = {
      recipeId: recipe.id,
      wantedAt,
      schedule: scheduleBack(stages, wantedAt, Date.now()),
      next: 0,
    };
    setDraft(next);
    void savePlan(next);
  };
  // A plan not yet started follows the page's size: the same ready time, the stages of the steps
  // shown now (once the method has read them, so a reload does not plan the written size first).
  const keptStages = schedule?.stages.map((stage) => stage.seconds).join();
  const shownStages = stages.map((stage) => stage.seconds).join();
  useEffect(() => {
    if (plannedStep && shown && !started && keptStages !== shownStages) choose(shown.wantedAt);
    // `choose` and `shown` are this render's; the plan is redone only when the stages differ.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plannedStep, keptStages, shownStages, started]);
  const start = (index: number) => {
    unlockAudio();
    if (shown) void startStage(shown, index, target);
  };

  // Not started and its start has passed: it can still start now, ready that much later.
  const late = schedule && !started && schedule.startsAt < now - 60_000;
  const summary = !schedule
    ? null
    : late
      ? readyLine({ ...schedule, tooSoon: true, readyAt: now + planSeconds(stages) * 1000 }, now, zone)
      : readyLine(schedule, now, zone);
  const nextStage = started && schedule ? schedule.stages[shown!.next] : undefined;

  return (
    <section aria-labelledby="ready-at-heading" className="no-print card mt-4 grid gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ready-at-heading" className="text-xl text-crust">
          Ready at
        </h3>
        <button
          type="button"
          className="btn-ghost min-h-11 px-3 text-sm"
          onClick={() => onOpen(!open)}
          aria-expanded={open}
        >
          {open ? 'Hide plan' : 'Show plan'}
        </button>
      </div>
      {open && !started && <ReadyAtPicker stages={stages} wantedAt={shown?.wantedAt} zone={zone} onChoose={choose} />}
      {summary && (
        <p className="font-semibold" data-testid="ready-line" aria-live="polite">
          {summary}
        </p>
      )}
      {open && schedule && (
        <PlanSchedule schedule={schedule} next={started ? shown!.next : null} now={now} zone={zone} />
      )}
      {nextStage && (
        <p className="flex flex-wrap items-center gap-3">
          <span>
            Next, at {clockTime(nextStage.startsAt, zone)}: {nextStage.label}
          </span>
          <button
            type="button"
            className={nextStage.startsAt <= now ? 'btn-accent' : 'btn-outline'}
            // The second tap of a double tap can land once this has become the next stage's
            // button: it does not start that stage too (`detail` counts a double tap's taps).
            onClick={(event) => event.detail < 2 && start(shown!.next)}
          >
            Start {stageTimer(nextStage, steps).label.replace(/^.*: /, '')} timer for {nextStage.label}
          </button>
        </p>
      )}
      {open && schedule && (
        <PlanActions
          recipe={recipe}
          steps={steps}
          schedule={schedule}
          started={started}
          onStart={() => start(0)}
          onClear={() => {
            setDraft(null);
            onOpen(false);
            void clearPlan(recipe.id);
          }}
        />
      )}
    </section>
  );
}
