import type { KeyboardEvent } from 'react';

/**
 * A keydown handler for a Radix dialog's Content that closes it on Escape when Radix did not.
 * Radix listens for Escape only in its top layer, and learns it is the top layer a render or
 * two after the dialog has taken focus; an Escape pressed in between, or while a toast shown
 * after the dialog opened is the top layer, was lost and the dialog stayed open. When Radix
 * did close it, it marked the key handled (`defaultPrevented`) and this does nothing.
 */
export function closeOnEscape(close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
}
