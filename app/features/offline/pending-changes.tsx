import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { outboxState } from '../../data/outbox-state';
import { OfflineBadge } from './offline-badge';

// The list loads when first opened: it is not needed to paint any page.
const PendingPanel = lazy(() => import('./pending-panel').then((m) => ({ default: m.PendingPanel })));

/**
 * The 'pending changes' indicator (issue 4): how many changes wait on this device to be sent,
 * and a list of them, with the refused ones, their reason and a Dismiss button.
 */
export function PendingChanges({ online }: { online: boolean }) {
  const { entries, pending } = useStore(outboxState);
  const failed = entries.length - pending;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus was in the panel, which goes: back to the button that opened it.
      const inPanel = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (inPanel) rootRef.current?.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
    };
    const onPointer = (e: PointerEvent) => !rootRef.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  useEffect(() => {
    if (entries.length === 0) setOpen(false);
  }, [entries.length]);

  if (entries.length === 0) return null;
  const label = [
    pending ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to be sent` : '',
    failed ? `${failed} not saved` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const trigger = {
    'aria-expanded': open,
    'aria-controls': panelId,
    'aria-label': `Pending changes: ${label}`,
    title: label,
    onClick: () => setOpen((o) => !o),
  };
  const badge = (
    <span
      data-testid="pending-count"
      className={`absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-bold ${failed ? 'bg-berry text-white' : 'bg-butter text-ink'}`}
    >
      {failed ? '!' : pending}
    </span>
  );
  return (
    <div ref={rootRef} className="relative">
      {online ? (
        <button type="button" className="icon-btn relative" {...trigger}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 10a4 4 0 0 1-.5 8" />
            <path d="M12 20v-7m-3 3 3-3 3 3" />
          </svg>
          {badge}
        </button>
      ) : (
        // Offline, the 'Offline' badge itself opens the list: one control instead of two on a phone.
        <span role="status">
          <button type="button" className="relative inline-flex min-h-11 items-center rounded-full px-1" {...trigger}>
            <OfflineBadge withCount />
            {badge}
          </button>
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <PendingPanel id={panelId} online={online} headingRef={headingRef} />
        </Suspense>
      )}
    </div>
  );
}
