import { useRef } from 'react';
import { prefersReducedMotion } from '../../components/ui/motion';
import { useAuthDialog } from '../auth';

/** Where focus goes after a payment that did not go through: Pay, or the offer to sign in again. */
export function usePayFocus(onSignedIn: () => void) {
  const authDialog = useAuthDialog();
  const payRef = useRef<HTMLButtonElement>(null);
  const signInAgainRef = useRef<HTMLButtonElement>(null);

  /**
   * Pay was disabled while 'Processing...', which dropped focus to the page: after a failure it
   * goes back to Pay, in the middle of the screen so the toast at the bottom does not cover it.
   * Not when focus went somewhere on purpose (a field to fix).
   */
  const payAgain = () => {
    const pay = payRef.current;
    if (document.activeElement !== document.body || !pay?.isConnected || pay.disabled) return;
    pay.focus({ preventScroll: true });
    pay.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const signInAgain = (reason: string) =>
    authDialog.open({
      reason,
      onDone: (signedIn) => {
        if (signedIn) onSignedIn();
        // Once the dialog has let go of focus: to Pay when signed in, else to the offer to sign in.
        window.setTimeout(() => (signedIn ? payRef : signInAgainRef).current?.focus(), 0);
      },
    });

  return { payRef, signInAgainRef, payAgain, signInAgain };
}
