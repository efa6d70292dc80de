import { BRAND } from './brand';

/** A class is two hours unless said otherwise (the demo classes' length). */
export const DEFAULT_CLASS_MINUTES = 120;

export interface ClassIcsInput {
  /** Unique and stable for the booking ('order-12-class-3@siftandstory'). */
  uid: string;
  title: string;
  /** ISO date-time of the start. */
  start: string;
  durationMinutes?: number;
  location: string;
  description?: string;
  /** The bakery's IANA zone: named in the description, times themselves are UTC. */
  timeZone: string;
}

/** 20270116T150000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * RFC 5545 3.3.11: backslash, semicolon and comma escaped, every line break (CRLF, LF and a bare
 * CR, which calendar programs also end a line on) as \n, and the other control characters, which
 * TEXT may not hold, dropped. A line break left raw would end the property and let the text
 * write properties of its own (`DTSTART:...`).
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** RFC 5545 3.1: lines of at most 75 octets, continued with CRLF and one space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One event of a calendar file; times are instants, written in UTC. */
export interface IcsEvent {
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location?: string;
  description?: string;
  /** A reminder the calendar shows when the event starts, with these words. */
  alarm?: string;
}

function eventLines(event: IcsEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.alarm
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.alarm)}`, 'TRIGGER:PT0S', 'END:VALARM']
      : []),
    'END:VEVENT',
  ];
}

/** A VCALENDAR of `events`, each line folded, with CRLF line ends (RFC 5545). */
export function calendarIcs(product: string, events: readonly IcsEvent[], now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND}//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * An 'Add to calendar' file for one booked class: a VCALENDAR with one VEVENT in UTC, which
 * every calendar shows at the right local time (docs/product.md#shop).
 */
export function classIcs(input: ClassIcsInput, now: Date = new Date()): string {
  const start = new Date(input.start);
  const end = new Date(start.getTime() + (input.durationMinutes ?? DEFAULT_CLASS_MINUTES) * 60_000);
  return calendarIcs(
    'Classes',
    [
      {
        uid: input.uid,
        title: input.title,
        start,
        end,
        location: input.location,
        ...(input.description ? { description: input.description } : {}),
      },
    ],
    now,
  );
}
