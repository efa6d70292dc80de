import type { Ref } from 'react';

/**
 * Shown at checkout when the server refused the order because the buyer's session had ended:
 * nothing was booked, the cart and the form are kept, and signing in again lets Pay go through
 * (for the same account, with the same Idempotency-Key).
 */
export function SignInAgain({
  reason,
  onSignIn,
  buttonRef,
}: {
  reason: string;
  onSignIn: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-2xl border-2 border-berry/40 bg-butter/30 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{reason}</p>
        <p className="text-[15px] text-cocoa">
          Your cart and the details you entered are still here: nothing has been charged.
        </p>
      </div>
      <button ref={buttonRef} type="button" className="btn-primary shrink-0" onClick={onSignIn}>
        Sign In
      </button>
    </div>
  );
}
