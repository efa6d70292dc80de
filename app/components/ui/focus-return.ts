import { useMemo, useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened by something other than its own Dialog.Trigger (the
 * header's cart button, a heart, Sign In). Radix then has no trigger to go back to and drops
 * focus on <body>, so a keyboard user starts again from the top of the page. These remember
 * what had focus when the dialog opened and put focus back there when it closes, if it is still
 * on the page (after a login the Sign In button has gone; its owner decides then).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        // Runs before Radix moves focus into the dialog: this is still the opener.
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
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
