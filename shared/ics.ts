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

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

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

/**
 * An 'Add to calendar' file for one booked class: a VCALENDAR with one VEVENT in UTC, which
 * every calendar shows at the right local time (docs/product.md#shop).
 */
export function classIcs(input: ClassIcsInput, now: Date = new Date()): string {
  const start = new Date(input.start);
  const end = new Date(start.getTime() + (input.durationMinutes ?? DEFAULT_CLASS_MINUTES) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND}//Classes//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(input.title)}`,
    `LOCATION:${escapeText(input.location)}`,
    ...(input.description ? [`DESCRIPTION:${escapeText(input.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
