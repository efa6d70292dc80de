import { useSyncExternalStore } from 'react';
import { syncState } from '../../data/sync-state';
import { useStore } from '../../components/use-store';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The header's offline badge, and a quiet mark once the whole catalog is on the device. */
export function ConnectivityStatus() {
  const online = useOnline();
  const sync = useStore(syncState);
  return (
    <>
      {sync.complete && (
        <span data-testid="offline-ready" className="sr-only">
          Available offline
        </span>
      )}
      {!online && (
        <span role="status" className="rounded-full bg-cocoa px-3 py-1 text-xs font-bold text-white">
          Offline
        </span>
      )}
    </>
  );
}
