import { useEffect, useState, type ComponentType } from 'react';
import { pageTakenOver } from './page-taken-over';

/**
 * The header's offline corner (app/features/offline: 'Available offline', changes waiting, the
 * 'Offline' badge, Install, the update prompt), loaded once the app has taken the page over.
 * The first paint has nothing to show there (the server cannot know the device's catalog or its
 * service worker), so its code stays out of the first load (docs/decisions/023-react-router.md),
 * and the server's render and the hydration both show the corner empty.
 */
export function OfflineCorner() {
  const [Status, setStatus] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void pageTakenOver
      .then(() => import('../features/offline/connectivity-status'))
      .then(
        (m) => mounted && setStatus(() => m.ConnectivityStatus),
        // Its chunk could not be fetched (offline before it was cached): the corner stays empty.
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, []);
  return Status ? <Status /> : null;
}
