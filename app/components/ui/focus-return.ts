import { useMemo, useRef } from 'react';

/** The controls Radix would focus first in a dialog (links aside), in document order. */
const CONTROLS =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the dialog's first visible control (or the dialog), unless focus is in it already. */
function focusFirstIn(dialog: HTMLElement) {
  if (!dialog.isConnected || dialog.contains(document.activeElement)) return;
  const first = [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].find((el) => el.getClientRects().length > 0);
  (first ?? dialog).focus({ preventScroll: true });
}

/**
 * Runs `task` in a task of its own, right after this one. A message, not a timer or an animation
 * frame: those wait for a frame or a clock (a hidden tab's, a test's fake one), a keyboard user's
 * keys would not.
 */
function nextTask(task: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * Focus handlers for a Radix dialog opened by something other than its own Dialog.Trigger (the
 * header's cart button, a heart, Sign In).
 * - Radix then has no trigger to go back to and drops focus on <body>, so a keyboard user starts
 *   again from the top of the page. These remember what had focus when the dialog opened and put
 *   focus back there when it closes, if it is still on the page (after a login the Sign In button
 *   has gone; its owner decides then).
 * - Focus moves into the dialog in the task after the one that puts it on the page: focusing
 *   makes the browser work out the whole page's style and layout there and then, a third of
 *   that task (the sign-in dialog on a slow phone: 45 of 150 ms), which one long task made the
 *   page wait for.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: (event: Event) => {
        // Runs before Radix moves focus into the dialog: this is still the opener.
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        const dialog = event.target;
        if (!(dialog instanceof HTMLElement)) return;
        event.preventDefault();
        nextTask(() => focusFirstIn(dialog));
      },
      onCloseAutoFocus: (event: Event) => {
        const target = opener.current;
        opener.current = null;
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [],
  );
}
