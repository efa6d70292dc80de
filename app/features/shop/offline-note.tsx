import { useOnline } from '../offline';

/** '10:42 AM', or 'Nov 26, 10:42 AM' for a copy from another day. */
export function savedAtText(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (saved.toDateString() === new Date(now).toDateString()) return time;
  return `${saved.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * Offline, the Shop shows the lists this device saved (docs/product.md#offline-and-sync): when
 * they were read, and what needs a connection. Reserving puts a class in the cart on this device;
 * spots and payment are checked at checkout, which needs the connection. A 'Notify Me' or survey
 * sent offline waits on the device and goes when the connection is back.
 */
export function ShopOfflineNote({ savedAt, tab }: { savedAt: number | undefined; tab: 'videos' | 'workshops' }) {
  const online = useOnline();
  if (online) return null;
  const when = savedAt === undefined ? null : savedAtText(savedAt);
  return (
    <div
      role="note"
      aria-label="Offline shop"
      className="mt-6 rounded-2xl border border-oat bg-cream/70 px-4 py-3 text-[15px] text-cocoa"
      data-testid="shop-offline-note"
    >
      <p className="font-semibold text-ink">
        You are offline{when ? (tab === 'workshops' ? `. Spots as of ${when}.` : `. Saved at ${when}.`) : '.'}
      </p>
      {tab === 'workshops' && (
        <p className="mt-1">
          Reserve still adds a class to your cart on this device. Checkout needs a connection: spots are confirmed and
          payment is taken then. Notify Me and the survey are sent when you are back online.
        </p>
      )}
    </div>
  );
}
