import { declineNotifications, notificationsDeclined } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Set when a timer starts on a device that has not been asked yet. */
const offered = createStore(() => false);

/**
 * Called when a timer starts (never on load): offers notifications once, for a timer that ends
 * with the screen off, if the browser has not been asked yet.
 */
export function offerNotifications(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') offered.setState(true);
}

/**
 * The one-line offer above the timers (docs/product.md#recipe-tools): 'Allow' asks the browser,
 * from the tap; 'No thanks' is kept and the offer never shows again; a browser's refusal is its own
 * answer, and never asked again either.
 */
export function NotificationOffer() {
  const shown = useStore(offered);
  const declined = useDeviceQuery(notificationsDeclined, [], true);
  if (!shown || declined || typeof Notification === 'undefined' || Notification.permission !== 'default') return null;
  const allow = () => {
    offered.setState(false);
    void Notification.requestPermission().catch(() => undefined);
  };
  const decline = () => {
    offered.setState(false);
    // 'No thanks' is kept on the device: never asked again.
    void declineNotifications().catch(() => undefined);
  };
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-cream px-4 py-2 text-sm text-ink">
      <span className="min-w-0 flex-1">Get a notification when a timer ends while the screen is off?</span>
      <span className="flex gap-2">
        <button type="button" className="btn-outline min-h-10 px-3 py-1 text-sm" onClick={allow}>
          Allow
        </button>
        <button type="button" className="btn-ghost min-h-10 px-3 py-1 text-sm" onClick={decline}>
          No thanks
        </button>
      </span>
    </p>
  );
}
