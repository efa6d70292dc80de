import { lazy, Suspense } from 'react';
import { useBrowserValue } from '../../components/use-browser-value';
import { useStore } from 'zustand';
import { outboxState } from '../../data/outbox-state';
import { installPrompt, shouldShowIosHint } from './install-prompt';
import { OfflineBadge } from './offline-badge';
import { OfflineReadyMark } from './offline-ready-mark';
import { UpdatePrompt } from './update-prompt';
import { useOfflineNotices } from './use-offline-notices';
import { useOnline } from './use-online';

export { useOnline };

// Each loads once it has something to show: most visits never queue a change or see the
// browser offer installation.
const PendingChanges = lazy(() => import('./pending-changes').then((m) => ({ default: m.PendingChanges })));
const InstallButton = lazy(() => import('./install-button').then((m) => ({ default: m.InstallButton })));
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
  const iosHint = useBrowserValue(shouldShowIosHint, false);
  const waiting = useStore(outboxState, (s) => s.entries.length > 0);
  const installable = useStore(installPrompt, (prompt) => prompt !== null);
  return (
    <>
      <OfflineReadyMark online={online} compact={waiting} />
      {waiting && (
        <Suspense fallback={null}>
          <PendingChanges online={online} />
        </Suspense>
      )}
      {!online && !waiting && (
        <span role="status">
          <OfflineBadge />
        </span>
      )}
      {online && installable && (
        <Suspense fallback={null}>
          <InstallButton />
        </Suspense>
      )}
      <UpdatePrompt />
      {iosHint && (
        <Suspense fallback={null}>
          <IosInstallHint />
        </Suspense>
      )}
    </>
  );
}
