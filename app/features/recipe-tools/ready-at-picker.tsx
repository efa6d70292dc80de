import { useEffect, useState } from 'react';
import { soonestReady, type PlanStage } from '../../../shared/bake-schedule';
import { dayAt, dayName, daysAfter, wallClock } from '../../../shared/zoned-time';

const two = (n: number) => String(n).padStart(2, '0');

/** How many days ahead a bake can be planned: long enough for a cold-retarded dough or a panettone. */
const PLAN_DAYS_AHEAD = 6;

/** The day (0 today, 1 tomorrow ... PLAN_DAYS_AHEAD) and 'HH:MM' the clock shows at `ms`, as the picker holds them. */
function pick(ms: number, now: number, zone: string): { day: number; time: string } {
  const at = wallClock(ms, zone);
  const day = Math.min(PLAN_DAYS_AHEAD, Math.max(0, daysAfter(ms, now, zone)));
  return { day, time: `${two(at.hour)}:${two(at.minute)}` };
}

/** 'Today', 'Tomorrow', then 'Sun, Nov 29' (the weekday and date at noon of that day, as the kitchen clock reads it). */
function dayOptions(now: number, zone: string): string[] {
  return Array.from({ length: PLAN_DAYS_AHEAD + 1 }, (_, day) => {
    const name = dayName(dayAt(now, day, 12, 0, zone), now, zone);
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

/**
 * When the bake should be ready: a day this week (today, tomorrow or up to six days ahead) and a time. It starts at the plan kept on
 * the device, else at the soonest the recipe can be ready, which it plans at once.
 */
export function ReadyAtPicker({
  stages,
  wantedAt,
  zone,
  onChoose,
}: {
  stages: readonly PlanStage[];
  wantedAt: number | undefined;
  zone: string;
  onChoose: (wantedAt: number) => void;
}) {
  const [value, setValue] = useState(() => pick(wantedAt ?? soonestReady(stages, Date.now()), Date.now(), zone));
  useEffect(() => {
    if (wantedAt === undefined) onChoose(dayAt(Date.now(), value.day, ...hm(value.time), zone));
    // Once, on opening without a plan: the soonest ready time is the first plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const change = (next: { day: number; time: string }) => {
    setValue(next);
    if (/^\d\d:\d\d$/.test(next.time)) onChoose(dayAt(Date.now(), next.day, ...hm(next.time), zone));
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm font-semibold">
        Day
        <select
          className="min-h-11 rounded-xl border border-oat bg-white px-3 text-base font-normal"
          value={value.day}
          onChange={(e) => change({ ...value, day: Number(e.target.value) })}
        >
          {dayOptions(Date.now(), zone).map((label, day) => (
            <option key={day} value={day}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Ready by
        <input
          type="time"
          className="min-h-11 rounded-xl border border-oat bg-white px-3 text-base font-normal"
          value={value.time}
          onChange={(e) => change({ ...value, time: e.target.value })}
        />
      </label>
    </div>
  );
}

const hm = (time: string): [number, number] => {
  const [h, m] = time.split(':').map(Number);
  return [h ?? 0, m ?? 0];
};
