import { useLocation } from '../../router';
import { classDateKey, formatClassDate } from '../../../shared/dates';
import { pageData } from '../../data/page-data';

/**
 * When a class starts, as the Shop's cards say it (formatClassDate). On the Shop the server
 * rendered, the page's data carries the server's words for each class (classDates in
 * shared/dates.ts): the first render uses them, and the browser builds no time-zone formatter
 * while it takes the page over. Any other date, or after a move inside the app, is formatted here.
 */
export function useClassDate(iso: string, timeZone: string): string {
  const { pathname } = useLocation();
  const given = pageData(pathname, 'shop')?.classDates as Record<string, unknown> | undefined;
  const text = given?.[classDateKey(iso, timeZone)];
  return typeof text === 'string' ? text : formatClassDate(iso, timeZone);
}
