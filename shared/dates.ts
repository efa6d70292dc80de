const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * When a class or workshop starts, in the visitor's time zone: 'Saturday, January 16, 2027 at
 * 10:00 AM'. The shop and the dashboard's booked classes say it the same way.
 */
export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${dateFormat.format(date)} at ${timeFormat.format(date)}`;
}
