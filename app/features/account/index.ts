export { AddToCalendar, type CalendarClass } from './add-to-calendar';
