/// <reference lib="webworker" />
import { db } from '../app/data/db';
import { HOLD_MS, TIMER_DONE_TITLE, timerNotification, timerTag, type HeldTimer } from '../shared/timer-notices';

declare const self: ServiceWorkerGlobalScope;

/** Timers this worker is holding, so a second message for one does not hold it twice. */
const holding = new Set<string>();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A timer the page handed over as it was hidden (docs/product.md#recipe-tools): the worker stays
 * up until it ends (an event may be kept open about five minutes) and shows its notification,
 * unless a page in view rings it itself, the baker cancelled it, or it has been shown already.
 */
export async function holdTimer(timer: HeldTimer): Promise<void> {
  if (holding.has(timer.id) || timer.endsAt - Date.now() > HOLD_MS) return;
  holding.add(timer.id);
  try {
    await wait(timer.endsAt - Date.now());
    if (!(await db.timers.get(timer.id))) return;
    const windows = await self.clients.matchAll({ type: 'window' });
    if (windows.some((w) => w.visibilityState === 'visible')) return;
    if ((await self.registration.getNotifications({ tag: timerTag(timer.id) })).length) return;
    await self.registration.showNotification(TIMER_DONE_TITLE, timerNotification(timer));
  } finally {
    holding.delete(timer.id);
  }
}

/** A tap on a timer's notification: back to its recipe, in the window already open if there is one. */
export async function openFromNotification(notification: Notification): Promise<void> {
  notification.close();
  const path = typeof notification.data?.url === 'string' ? (notification.data.url as string) : '/';
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => new URL(w.url).pathname === url.pathname) ?? windows[0];
  if (same) {
    const focused = await same.focus();
    if (new URL(focused.url).pathname !== url.pathname) await focused.navigate(url.href).catch(() => null);
    return;
  }
  await self.clients.openWindow(url.href);
}
