import { useState } from 'react';
import { InDock } from '../../components/layout/bottom-dock';
import { useStore } from 'zustand';
import { updateReady } from '../../data/sw-registration';

/** 'A new version is ready' with 'Reload', when a new service worker waits (workbox-window). */
export function UpdatePrompt() {
  const reload = useStore(updateReady);
  const [later, setLater] = useState(false);
  if (!reload || later) return null;
  return (
    <InDock>
      <div role="status" className="card flex flex-wrap items-center gap-3 p-4 shadow-lg">
        <p className="flex-1 font-semibold text-ink">A new version is ready</p>
        <button type="button" className="btn-ghost" onClick={() => setLater(true)}>
          Later
        </button>
        <button type="button" className="btn-primary" onClick={reload}>
          Reload
        </button>
      </div>
    </InDock>
  );
}
