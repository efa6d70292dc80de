import { lazy, Suspense, useState } from 'react';
import { useStore } from '../../components/use-store';
import { outboxState } from '../../data/outbox-state';
import { shouldShowIosHint } from './install-prompt';
import { OfflineReadyMark } from './offline-ready-mark';
import { PendingChanges } from './pending-changes';
import { InstallButton } from './install-button';
import { UpdatePrompt } from './update-prompt';
import { useOfflineNotices } from './use-offline-notices';
import { useOnline } from './use-online';

export { useOnline };

// Only iPhones and iPads in Safari ever load the hint.
const IosInstallHint = lazy(() => import('./ios-install-hint').then((m) => ({ default: m.IosInstallHint })));

/**
 * The header's offline corner (issue 4): 'Available offline' once the catalog is on the
 * device (with first-sync progress), pending changes, the 'Offline' badge, 'Install', and the
 * update prompt and iOS install hint (fixed at the bottom of the screen).
 */
export function ConnectivityStatus() {
  const online = useOnline();
  useOfflineNotices();
  const [iosHint] = useState(() => shouldShowIosHint());
  const waiting = useStore(outboxState).entries.length > 0;
  return (
    <>
      <OfflineReadyMark online={online} compact={waiting} />
      <PendingChanges online={online} />
      {!online && !waiting && (
        <span role="status" className="rounded-full bg-cocoa px-3 py-1 text-xs font-bold text-white">
          Offline
        </span>
      )}
      {online && <InstallButton />}
      <UpdatePrompt />
      {iosHint && (
        <Suspense fallback={null}>
          <IosInstallHint />
        </Suspense>
      )}
    </>
  );
}
