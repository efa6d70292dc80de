import { useEffect, useMemo, useState } from 'react';
import type { KitchenTimer } from '../../data/db';
import { deleteTimer, putTimerOnce, recipeTimers, type StepKitchenTimer } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { offerNotifications } from './notification-offer';
import { timerName } from './step-timers';

export type { StepKitchenTimer };

/**
 * Cook-mode timers run as end timestamps in db.timers (issue 5): a phone that sleeps, a reload or
 * closing cook mode loses nothing, and the countdown is just `endsAt - now`. A finished timer stays
 * until it is dismissed, so one that ended while the phone slept still rings when the page is back.
 */
export async function startTimer(
  recipe: { id: number; title: string },
  { label, seconds, step }: { label: string; seconds: number; step?: string },
  now = Date.now(),
): Promise<StepKitchenTimer> {
  offerNotifications();
  const timer: StepKitchenTimer = {
    id: typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${now}-${Math.random().toString(36).slice(2)}`,
    recipeId: recipe.id,
    recipeTitle: recipe.title,
    label,
    endsAt: now + seconds * 1000,
    durationMs: seconds * 1000,
    ...(step === undefined ? {} : { step }),
  };
  // Two taps on one button (or the plan and cook mode offering the same step) start one timer.
  return putTimerOnce(timer, now);
}

/** Timers named against the recipe's current steps (timerName), for every place that shows or rings them. */
export function namedTimers(timers: readonly StepKitchenTimer[], steps: readonly string[] | undefined): KitchenTimer[] {
  return timers.map((timer) => ({ ...timer, label: timerName(timer, steps) }));
}

export async function cancelTimer(id: string): Promise<void> {
  return deleteTimer(id);
}

const NO_TIMERS: KitchenTimer[] = [];

/** The recipe's timers, named against its steps as they are now. */
export function useRecipeTimers(recipe: { id: number; instructions: readonly string[] }): KitchenTimer[] {
  const stored = useDeviceQuery((db) => recipeTimers(db, recipe.id), [recipe.id]);
  return useMemo(() => (stored ? namedTimers(stored, recipe.instructions) : NO_TIMERS), [stored, recipe.instructions]);
}

/** The clock, ticking every second while `active` (the countdowns), still otherwise. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    // Back from sleep: show the right time at once, not after the next tick.
    const wake = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearInterval(tick);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [active]);
  return now;
}
