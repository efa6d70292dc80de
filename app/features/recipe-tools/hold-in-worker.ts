import type { KitchenTimer } from '../../data/db';
import { HOLD_MS, HOLD_TIMERS, type HeldTimer } from '../../../shared/timer-notices';
import { notificationsAllowed } from './alarm';

/**
 * As the page is hidden: the timers that end within HOLD_MS go to the service worker too, which
 * shows their notification if the page has been frozen meanwhile (a locked phone). The two show
 * it under one tag, so it shows once.
 */
export function holdInWorker(timers: readonly KitchenTimer[], pathOf: (timer: KitchenTimer) => string): void {
  if (!notificationsAllowed()) return;
  const now = Date.now();
  const held: HeldTimer[] = timers
    .filter((t) => t.endsAt > now && t.endsAt - now <= HOLD_MS)
    .map((t) => ({ id: t.id, label: t.label, url: pathOf(t), endsAt: t.endsAt }));
  if (!held.length) return;
  navigator.serviceWorker?.controller?.postMessage({ type: HOLD_TIMERS, timers: held });
}
