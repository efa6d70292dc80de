import { useEffect } from 'react';
import type { KitchenTimer } from '../../data/db';
import { notifyTimerDone, ring } from './alarm';
import { holdInWorker } from './hold-in-worker';
import { cancelTimer } from './kitchen-timers';
import { NotificationOffer } from './notification-offer';
import { endedAgo, formatCountdown } from './step-timers';

/** Timers that have rung on the page in view in this page's life: each rings once, however often the list re-renders. */
const rung = new Set<string>();
/** Timers whose notification this page has shown while hidden. */
const notified = new Set<string>();

/**
 * Rings every timer that has reached its end (docs/product.md#recipe-tools). On a hidden page it
 * shows a notification instead, and rings when the page is back, for every timer that ended
 * meanwhile. A timeout set for the next end fires on a hidden page too (throttled to about a
 * second), where the countdown's ticking slows to once a minute.
 */
export function useTimerAlarm(
  timers: readonly KitchenTimer[],
  now: number,
  pathOf: (timer: KitchenTimer) => string = () => window.location.pathname,
): void {
  useEffect(() => {
    const check = () => {
      const at = Date.now();
      const visible = document.visibilityState === 'visible';
      for (const timer of timers) {
        if (timer.endsAt > at || rung.has(timer.id)) continue;
        if (visible) {
          rung.add(timer.id);
          ring();
        } else if (!notified.has(timer.id)) {
          notified.add(timer.id);
          void notifyTimerDone({ id: timer.id, label: timer.label, url: pathOf(timer) });
        }
      }
    };
    check();
    const upcoming = timers.map((t) => t.endsAt).filter((end) => end > Date.now());
    const next = upcoming.length ? setTimeout(check, Math.min(...upcoming) - Date.now() + 20) : undefined;
    const onVisibility = () => {
      check();
      if (document.visibilityState === 'hidden') holdInWorker(timers, pathOf);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(next);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // `now` re-checks on the countdown's tick; pathOf is read when a timer ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timers, now]);
}

/** Running timers with their countdowns, and a 'Timer done' alert for each finished one. */
export function TimerTray({
  timers,
  now,
  large = false,
  offer = true,
}: {
  timers: readonly KitchenTimer[];
  now: number;
  large?: boolean;
  /** Whether the one-time offer of notifications shows here (one place on the page). */
  offer?: boolean;
}) {
  if (timers.length === 0) return null;
  return (
    <div className="grid gap-2">
      {offer && <NotificationOffer />}
      <ul className="grid gap-2" aria-label="Timers">
        {timers.map((timer) =>
          timer.endsAt <= now ? (
            <DoneTimer key={timer.id} timer={timer} now={now} large={large} />
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
    </div>
  );
}

function DoneTimer({ timer, now, large }: { timer: KitchenTimer; now: number; large: boolean }) {
  const ago = endedAgo(now - timer.endsAt);
  return (
    <li className="rounded-2xl bg-berry text-white shadow-lg">
      {/* The alert inside the list item: a list holds only list items (axe: list). */}
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <span className={large ? 'text-xl font-bold' : 'font-bold'}>
          Timer done: <span className="font-semibold">{timer.label}</span>
          {ago && <span className="block text-base font-normal">{ago}</span>}
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
  );
}
