import { useEffect } from 'react';
import type { KitchenTimer } from '../../data/db';
import { ring } from './alarm';
import { cancelTimer } from './kitchen-timers';
import { formatCountdown } from './step-timers';

/** Timers that have rung in this page's life: each rings once, however often the list re-renders. */
const rung = new Set<string>();

/** Rings every timer that has reached its end (the recipe page owns this, so a timer rings once). */
export function useTimerAlarm(timers: readonly KitchenTimer[], now: number): void {
  useEffect(() => {
    for (const timer of timers) {
      if (timer.endsAt <= now && !rung.has(timer.id)) {
        rung.add(timer.id);
        ring(timer.label);
      }
    }
  }, [timers, now]);
}

/** Running timers with their countdowns, and a 'Timer done' alert for each finished one. */
export function TimerTray({
  timers,
  now,
  large = false,
}: {
  timers: readonly KitchenTimer[];
  now: number;
  large?: boolean;
}) {
  if (timers.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Timers">
      {timers.map((timer) =>
        timer.endsAt <= now ? (
          <li key={timer.id} className="rounded-2xl bg-berry text-white shadow-lg">
            {/* The alert inside the list item: a list holds only list items (axe: list). */}
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className={large ? 'text-xl font-bold' : 'font-bold'}>
                Timer done: <span className="font-semibold">{timer.label}</span>
              </span>
              <button
                type="button"
                className="btn bg-white text-berry-dark hover:bg-cream"
                onClick={() => void cancelTimer(timer.id)}
              >
                Dismiss
              </button>
            </div>
          </li>
        ) : (
          <li
            key={timer.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-oat bg-white px-4 py-2"
          >
            <span className={large ? 'text-lg' : ''}>{timer.label}</span>
            <span className="flex items-center gap-3">
              <span
                className={`font-mono font-bold tabular-nums text-crust ${large ? 'text-3xl' : 'text-xl'}`}
                role="timer"
                aria-label={`${timer.label} remaining`}
              >
                {formatCountdown(timer.endsAt - now)}
              </span>
              <button
                type="button"
                className="btn-ghost"
                onClick={() => void cancelTimer(timer.id)}
                aria-label={`Cancel timer ${timer.label}`}
              >
                Cancel
              </button>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
