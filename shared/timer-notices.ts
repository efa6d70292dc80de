/**
 * What the page and the service worker agree on for a timer's notification
 * (docs/product.md#recipe-tools): the page shows it when a timer ends on a hidden page, the worker
 * when the page has been frozen meanwhile; both under the timer's tag, so it shows once.
 */
export const HOLD_TIMERS = 'HOLD_TIMERS';

/**
 * How far ahead the worker holds a timer: Chromium ends an event kept open longer than about five
 * minutes, and a worker cannot wake itself later.
 */
export const HOLD_MS = 4.5 * 60_000;

export interface TimerNotice {
  id: string;
  label: string;
  /** The recipe's page ('/recipes/one-bowl-white-bread'), focused or opened by a tap. */
  url: string;
}

export interface HeldTimer extends TimerNotice {
  endsAt: number;
}

export const timerTag = (id: string) => `timer-${id}`;

export const TIMER_DONE_TITLE = 'Timer done';

export function timerNotification(timer: TimerNotice): NotificationOptions {
  return { body: timer.label, tag: timerTag(timer.id), icon: '/icons/icon-192.png', data: { url: timer.url } };
}
