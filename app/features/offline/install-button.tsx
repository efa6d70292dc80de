import { useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { InDock } from '../../components/layout/bottom-dock';
import { useStore } from 'zustand';
import { updateReady } from '../../data/sw-registration';
import { installPrompt, promptInstall } from './install-prompt';

const DOWNLOAD_ICON = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-5 w-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M12 4v11m-4-4 4 4 4-4M5 20h14" />
  </svg>
);

/**
 * 'Install' while the browser offers installation (beforeinstallprompt): a button in the header
 * on wider screens; on a phone, where the header has no room, a card at the bottom of the
 * screen that can be put away for this visit.
 */
export function InstallButton() {
  const available = useStore(installPrompt);
  const [notNow, setNotNow] = useState(false);
  // The update prompt takes the same corner: it goes first.
  const updating = useStore(updateReady) !== null;
  if (!available) return null;
  return (
    <>
      <button
        type="button"
        className="btn-outline hidden min-h-11 gap-1.5 px-4 text-sm sm:inline-flex"
        onClick={() => void promptInstall()}
      >
        {DOWNLOAD_ICON}
        Install
      </button>
      {!notNow && !updating && (
        <InDock>
          <aside
            aria-label="Install this app"
            className="card flex flex-wrap items-center justify-end gap-2 p-4 shadow-lg sm:hidden"
          >
            <p className="basis-full text-[15px] text-cocoa">
              <span className="block font-semibold text-ink">Install {BRAND}</span>
              Every recipe on your home screen, even offline.
            </p>
            <button type="button" className="btn-ghost px-3" onClick={() => setNotNow(true)}>
              Not now
            </button>
            <button type="button" className="btn-primary px-4" onClick={() => void promptInstall()}>
              {DOWNLOAD_ICON}
              Install
            </button>
          </aside>
        </InDock>
      )}
    </>
  );
}
