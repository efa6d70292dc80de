import { useStore } from 'zustand';
import { imagePrefetchState, type ImagePrefetchState } from '../../data/image-prefetch-state';
import { syncState } from '../../data/sync-state';
import { workerControlsPage } from '../../data/sw-registration';
import { formatCount } from '../../../shared/numbers';

const DETAIL = 'Every recipe is saved on this device, so the whole catalog works without a connection.';

/**
 * How far the recipe pictures are (app/data/image-prefetch.ts): 'pictures 12 of 41' while they
 * download, and why some are missing when it stopped short; nothing before it starts or once all are here.
 */
export function picturesText(p: ImagePrefetchState): string | null {
  if (p.total === 0 || p.status === 'idle') return null;
  const figures = `${formatCount(p.saved)} of ${formatCount(p.total)}`;
  if (p.status === 'saving') return `saving pictures ${figures}`;
  if (p.saved >= p.total) return null;
  const why =
    p.reason === 'budget' || p.reason === 'storage'
      ? 'the rest would take more space than this device can spare'
      : 'the rest come when you are back online';
  return `pictures ${figures} saved; ${why}`;
}

/**
 * The 'available offline' state (issue 4): a check-mark cloud once the whole catalog is on the
 * device and a service worker controls the page (the app itself is cached: a reload with no
 * network opens it), with its words beside it on the widest screens (a signed-in header at 1280 px has no room for them) and as its label and tooltip on phones.
 * No side padding on a phone, where the header row is full (at 320 px it ran past the screen).
 * On a phone with changes waiting it steps aside (still read out) to leave room for them.
 * While the first sync of a large catalog runs, a progress bar along the header's bottom edge.
 */
export function OfflineReadyMark({ online, compact }: { online: boolean; compact: boolean }) {
  const sync = useStore(syncState);
  const appCached = useStore(workerControlsPage);
  const pictures = picturesText(useStore(imagePrefetchState));
  const label = pictures ? `Available offline, ${pictures}` : 'Available offline';
  const progress =
    sync.status === 'syncing' && sync.total && sync.total >= 100 ? Math.min(1, sync.received / sync.total) : null;
  return (
    <>
      {sync.complete && appCached && (
        <span
          data-testid="offline-ready"
          title={pictures ? `${DETAIL} Recipe ${pictures}.` : DETAIL}
          className={`items-center gap-1.5 rounded-full py-1 text-sm font-semibold text-sage sm:px-1.5 ${!online ? 'sr-only' : compact ? 'sr-only sm:not-sr-only sm:inline-flex' : 'inline-flex'}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 10a4 4 0 0 1-.5 8H7z" />
            <path d="m9.5 13.5 2 2 3.5-3.5" />
          </svg>
          <span className="sr-only 2xl:not-sr-only">{label}</span>
        </span>
      )}
      {progress !== null && (
        <div
          className="absolute inset-x-0 bottom-0 h-1 bg-oat/60"
          role="progressbar"
          aria-label="Saving recipes for offline use"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="h-full bg-sage transition-[width]" style={{ width: `${progress * 100}%` }} />
          <p className="absolute top-2 right-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-cocoa shadow-sm">
            Saving recipes for offline use: {formatCount(sync.received)} of {formatCount(sync.total!)}
          </p>
        </div>
      )}
    </>
  );
}
