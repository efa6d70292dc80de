import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '../../components/use-store';
import { updateReady } from '../../sw-registration';

/** 'A new version is ready' with 'Reload', when a new service worker waits (workbox-window). */
export function UpdatePrompt() {
  const reload = useStore(updateReady);
  const [later, setLater] = useState(false);
  if (!reload || later) return null;
  // Outside the header: its backdrop blur would make `fixed` relative to the header.
  return createPortal(
    <div role="status" className="card fixed inset-x-3 bottom-3 z-50 flex flex-wrap items-center gap-3 p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md">
      <p className="flex-1 font-semibold text-ink">A new version is ready</p>
      <button type="button" className="btn-ghost" onClick={() => setLater(true)}>
        Later
      </button>
      <button type="button" className="btn-primary" onClick={reload}>
        Reload
      </button>
    </div>,
    document.body,
  );
}
