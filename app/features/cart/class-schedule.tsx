import { useLiveQuery } from 'dexie-react-hooks';
import { formatClassDate } from '../../../shared/dates';
import { workshopListSchema } from '../../../shared/schemas/shop';
import { db } from '../../data/db';

export interface ClassSchedule {
  date: string;
  location: string;
  timeZone: string;
}

/**
 * When and where each class or workshop takes place (undefined while being read), from the device's copy of the shop's list
 * (read on every shop visit and on opening checkout), so the cart and checkout say it offline too.
 */
export function useClassSchedule(): Map<number, ClassSchedule> | undefined {
  const list = useLiveQuery(async () => (await db.shop.get('workshops'))?.value ?? null, []);
  // Still being read from the device: a screen that must not move waits for it.
  if (list === undefined) return undefined;
  const parsed = workshopListSchema.safeParse(list);
  const schedule = new Map<number, ClassSchedule>();
  if (parsed.success)
    for (const w of parsed.data) schedule.set(w.id, { date: w.date, location: w.location, timeZone: w.timeZone });
  return schedule;
}

/** A class line's date (in the bakery's time zone, the zone shown) and place. */
export function ClassWhenWhere({ schedule, className = '' }: { schedule?: ClassSchedule; className?: string }) {
  if (!schedule) return null;
  return (
    <p className={`text-sm text-cocoa ${className}`} data-testid="class-when-where">
      <span className="block">{formatClassDate(schedule.date, schedule.timeZone)}</span>
      <span className="block">{schedule.location}</span>
    </p>
  );
}
