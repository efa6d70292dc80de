import { useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { InDock } from '../../components/layout/bottom-dock';
import { IOS_HINT_DISMISSED_KEY, shouldShowIosHint } from './install-prompt';

/** iOS Safari has no install prompt: explain 'Add to Home Screen' until dismissed (remembered). */
export function IosInstallHint() {
  const [show, setShow] = useState(() => shouldShowIosHint());
  if (!show) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(IOS_HINT_DISMISSED_KEY, '1');
    } catch {
      // private mode: the hint stays hidden for this visit at least
    }
    setShow(false);
  };
  return (
    <InDock>
      <aside aria-label="Install this app" className="card p-4 shadow-lg">
        <p className="font-semibold text-ink">Install {BRAND}</p>
        <p className="mt-1 text-[15px] text-cocoa">
          Tap the Share button
          <svg
            aria-label="Share"
            role="img"
            viewBox="0 0 24 24"
            className="mx-1 inline h-5 w-5 align-text-bottom text-crust"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3v12m-4-8 4-4 4 4M6 11H5v10h14V11h-1" />
          </svg>
          then &ldquo;Add to Home Screen&rdquo; to keep every recipe on your phone, even offline.
        </p>
        <button type="button" className="btn-ghost mt-2 -ml-3" onClick={dismiss}>
          Got it
        </button>
      </aside>
    </InDock>
  );
}
