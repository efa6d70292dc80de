import { once } from './once';

const dateFormat = once(
  () => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
);
const timeFormat = once(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

/**
 * When a class or workshop starts, in the visitor's time zone: 'Saturday, January 16, 2027 at
 * 10:00 AM'. The shop and the dashboard's booked classes say it the same way.
 */
export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${dateFormat().format(date)} at ${timeFormat().format(date)}`;
}

/**
 * The demo bakery's zone: the demo classes start at 10:00 or 11:00 AM there (their UTC times in
 * api/seed/shop.ts). BAKERY_TIME_ZONE sets the real one.
 */
export const DEFAULT_BAKERY_TIME_ZONE = 'America/New_York';

const classFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a class starts, in the bakery's time zone with the zone named: 'Sat, Jan 16, 2027,
 * 10:00 AM EST'. A class happens at one place, so its time is the same for every visitor
 * whatever their own zone (docs/product.md#shop). The narrow spaces some ICU versions put before
 * AM/PM become plain ones, so the server's e-mails and the browser's pages read alike.
 */
export function formatClassDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = classFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    classFormats.set(timeZone, format);
  }
  return format.format(date).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Whether a class or workshop dated `date` (ISO) has not started at `now`. The server's lists and
 * checkout read it by the server's clock; the device's saved copy of the Shop, offline, by the
 * device's (docs/product.md#shop: one that has started leaves the shop).
 */
export const stillToCome = (date: string, now: Date = new Date()): boolean => Date.parse(date) > now.getTime();

/** The key of a class's start in a page's `classDates` (classDates below). */
export const classDateKey = (iso: string, timeZone: string) => `${iso} ${timeZone}`;

/**
 * Each class's start as formatClassDate says it, by classDateKey: the Shop's page carries them
 * in its data, so the browser's first render writes the dates the server wrote without building
 * a time-zone formatter, tens of milliseconds on a slow phone (docs/quality.md#the-apps-start).
 */
export function classDates(items: readonly { date: string; timeZone: string }[]): Record<string, string> {
  return Object.fromEntries(
    items.map((item) => [classDateKey(item.date, item.timeZone), formatClassDate(item.date, item.timeZone)]),
  );
}

/** Whether `timeZone` is an IANA zone this runtime knows ('America/New_York'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
