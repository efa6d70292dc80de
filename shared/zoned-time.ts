/**
 * Wall-clock times in a time zone, for plans a baker reads off the kitchen clock
 * (shared/bake-schedule.ts): the device's own zone by default, any IANA zone in tests. Instants
 * are epoch milliseconds, so a span of real time stays the same across a daylight-saving change
 * while the clock jumps.
 */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The zone the device's clock is in ('America/New_York'). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** What the clock on the wall reads at `ms` in `timeZone`. */
export function wallClock(ms: number, timeZone: string): WallClock {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
const offsetAt = (ms: number, timeZone: string) => asUtc(wallClock(ms, timeZone)) - Math.floor(ms / 60_000) * 60_000;
const DAY = 86_400_000;

/**
 * The instant the clock reads `clock` in `timeZone`. A time the clock skips (2:30 AM on the
 * spring-forward night) is taken as the same time after the jump (3:30 AM); a time it shows twice
 * (1:30 AM on the fall-back night) as the first of the two.
 */
export function zonedInstant(clock: WallClock, timeZone: string): number {
  const utc = asUtc(clock);
  const candidates = [...new Set([offsetAt(utc - DAY, timeZone), offsetAt(utc + DAY, timeZone)])].map((o) => utc - o);
  const matching = candidates.filter((t) => asUtc(wallClock(t, timeZone)) === utc);
  if (matching.length) return Math.min(...matching);
  // In the gap: the offset from before the jump lands past it, where the baker's clock now is.
  return utc - offsetAt(utc - DAY, timeZone);
}

/** The calendar day `days` after the one the clock shows at `ms` (0 today, 1 tomorrow), at hour:minute. */
export function dayAt(ms: number, days: number, hour: number, minute: number, timeZone: string): number {
  const today = wallClock(ms, timeZone);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return zonedInstant(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute },
    timeZone,
  );
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '7:45 AM' in the zone (plain spaces, whatever the ICU version puts before AM/PM). */
export function clockTime(ms: number, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormats.set(timeZone, format);
  }
  return format.format(ms).replace(/[\u202f\u00a0]/g, ' ');
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** How many calendar days the kitchen clock moves from `now` to `ms` (0 the same day, 1 the next, -1 the one before). */
export function daysAfter(ms: number, now: number, timeZone: string): number {
  const a = wallClock(now, timeZone);
  const b = wallClock(ms, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);
}

/** 'today', 'tomorrow', 'yesterday', else the weekday and date ('Sat, Nov 28'), as the kitchen clock sees `ms` from `now`. */
export function dayName(ms: number, now: number, timeZone: string): string {
  const days = daysAfter(ms, now, timeZone);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    weekdayFormats.set(timeZone, format);
  }
  return format.format(ms);
}
