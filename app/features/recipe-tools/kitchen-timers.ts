import { useEffect, useState } from 'react';
import type { KitchenTimer } from '../../data/db';
import { deviceDb } from '../../data/device-db';
import { useDeviceQuery } from '../../data/use-device-query';

/**
 * Cook-mode timers run as end timestamps in db.timers (issue 5): a phone that sleeps, a reload or
 * closing cook mode loses nothing, and the countdown is just `endsAt - now`. A finished timer stays
 * until it is dismissed, so one that ended while the phone slept still rings when the page is back.
 */
export async function startTimer(recipe: { id: number; title: string }, label: string, seconds: number, now = Date.now()): Promise<KitchenTimer> {
  const timer: KitchenTimer = {
    id: typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${now}-${Math.random().toString(36).slice(2)}`,
    recipeId: recipe.id,
    recipeTitle: recipe.title,
    label,
    endsAt: now + seconds * 1000,
    durationMs: seconds * 1000,
  };
  await (await deviceDb()).timers.put(timer);
  return timer;
}

export async function cancelTimer(id: string): Promise<void> {
  return (await deviceDb()).timers.delete(id);
}

export function useRecipeTimers(recipeId: number): KitchenTimer[] {
  return useDeviceQuery((db) => db.timers.where('recipeId').equals(recipeId).sortBy('endsAt'), [recipeId]) ?? [];
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
