import { useEffect, useRef } from 'react';

/** docs/product.md#messages: F8 focuses the notification region. The name is Radix's, for this hotkey. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_NAME = `Notifications (${TOAST_HOTKEY})`;

/**
 * The empty notification region until the first toast brings the toast code (lazy-toaster.tsx):
 * the same region Radix renders, so F8 reaches it from the first page load.
 */
export function EmptyToastRegion({ onFocusChange }: { onFocusChange(focused: boolean): void }) {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The stand-in sits at the end of the page: focusing it must not scroll there.
      if (event.code === TOAST_HOTKEY) viewport.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div role="region" aria-label={TOAST_REGION_NAME} tabIndex={-1}>
      <ol
        ref={viewport}
        tabIndex={-1}
        data-toast-viewport=""
        // Empty and out of sight, as Radix's is with no toast: only a screen reader has something to say.
        className="outline-none"
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
    </div>
  );
}
