import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../shared/money';
import type { LastAttemptState } from './use-last-attempt';
import { LAST_ATTEMPT_UNKNOWN } from './use-checkout';
import { SignInAgain } from './sign-in-again';

const LAST_ATTEMPT_CHECKING = 'Checking whether your last payment went through…';
const LAST_ATTEMPT_UNKNOWN_ONLINE =
  'Your last payment was sent but no answer came back, so it may already have gone through. Press Pay to find out: we ask our server first, so you are never charged twice.';

interface PaySectionProps {
  total: number | null;
  online: boolean;
  processing: boolean;
  lastAttempt: LastAttemptState;
  /** Set when the order was refused because the session had ended and nobody is signed in. */
  signedOutReason: string | null;
  signInAgain: (reason: string) => void;
  payRef: RefObject<HTMLButtonElement | null>;
  signInAgainRef: RefObject<HTMLButtonElement | null>;
}

/** Pay, and beside it whatever stands in its way (a session that ended, no connection, an unanswered payment). */
export function PaySection(props: PaySectionProps) {
  const { total, online, processing, lastAttempt, signedOutReason } = props;
  const note =
    lastAttempt === 'checking'
      ? LAST_ATTEMPT_CHECKING
      : lastAttempt === 'unknown'
        ? online
          ? LAST_ATTEMPT_UNKNOWN_ONLINE
          : LAST_ATTEMPT_UNKNOWN
        : null;
  return (
    <div>
      {/* Beside Pay, where the buyer is when the order is refused. */}
      {signedOutReason !== null && (
        <SignInAgain
          reason={signedOutReason}
          onSignIn={() => props.signInAgain(signedOutReason)}
          buttonRef={props.signInAgainRef}
        />
      )}
      {/* Why Pay is off, beside it: on a phone the alert at the top is out of view. Not live: the alert speaks. */}
      {!online && (
        <p id="pay-offline-reason" className="mb-3 text-center text-sm font-semibold text-ink">
          Connect to the internet to pay.
        </p>
      )}
      <p
        role="status"
        className={note ? 'mb-3 rounded-2xl border-2 border-butter bg-butter/30 p-3 text-sm' : 'sr-only'}
      >
        {note}
      </p>
      <button
        ref={props.payRef}
        type="submit"
        className="btn-accent w-full py-3 text-lg"
        disabled={processing || !online || lastAttempt === 'checking' || total === null}
        aria-describedby={!online ? 'pay-offline-reason' : undefined}
      >
        {processing ? 'Processing...' : total === null ? 'Pay' : `Pay ${formatPrice(total)}`}
      </button>
      <p className="mt-3 text-center text-sm text-cocoa">
        By placing your order you agree to our{' '}
        <Link to="/about#terms" className="font-semibold text-crust underline">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to="/shop?tab=workshops" className="font-semibold text-crust underline">
          cancellation policy
        </Link>
        .
      </p>
    </div>
  );
}
