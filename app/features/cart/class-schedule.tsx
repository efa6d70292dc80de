import { DEFAULT_BAKERY_TIME_ZONE, formatClassDate } from '../../../shared/dates';
import { cachedShopList } from '../../data/shop-cache';
import { useDeviceQuery } from '../../hooks/use-device-query';

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
  // Through the hook that loads the database on demand: the cart sits in the header, on the first
  // load of every page, which must not carry the database code (decision 002).
  const list = useDeviceQuery((db) => cachedShopList(db, 'workshops'), []);
  // Still being read from the device: a screen that must not move waits for it.
  if (list === undefined) return undefined;
  const schedule = new Map<number, ClassSchedule>();
  // The copy was checked against the shop's schema when it was stored (shop-data.ts, shop-sync.ts);
  // here only its shape is checked, without the schema library, which the first load leaves out.
  for (const entry of Array.isArray(list) ? (list as unknown[]) : []) {
    const w = entry as Partial<Record<'id' | 'date' | 'location' | 'timeZone', unknown>> | null;
    if (!w || typeof w.id !== 'number' || typeof w.date !== 'string' || typeof w.location !== 'string') continue;
    const timeZone = typeof w.timeZone === 'string' ? w.timeZone : DEFAULT_BAKERY_TIME_ZONE;
    schedule.set(w.id, { date: w.date, location: w.location, timeZone });
  }
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
