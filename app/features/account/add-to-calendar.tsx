import { useMemo } from 'react';
import { classIcs } from '../../../shared/ics';

export interface CalendarClass {
  /** The order the seats were bought in: one calendar entry per class per order. */
  orderId: number;
  id: number;
  title: string;
  date: string;
  location: string;
  timeZone: string;
}

/**
 * 'Add to calendar': the class as an .ics file, written here in the browser, so it is there
 * offline too (the dashboard's orders are kept on the device once read).
 */
export function AddToCalendar({ booked, className = '' }: { booked: CalendarClass; className?: string }) {
  const href = useMemo(() => {
    const ics = classIcs({
      uid: `order-${booked.orderId}-class-${booked.id}@siftandstory`,
      title: booked.title,
      start: booked.date,
      location: booked.location,
      timeZone: booked.timeZone,
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [booked]);
  const fileName = `${
    booked.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'class'
  }.ics`;
  return (
    <a
      href={href}
      download={fileName}
      className={`btn-outline min-h-11 px-4 text-sm ${className}`}
      aria-label={`Add ${booked.title} to your calendar`}
    >
      Add to calendar
    </a>
  );
}
