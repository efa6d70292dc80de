import { useEffect, useState } from 'react';
import { forgetAttempt, unansweredAttempt, type CheckoutAttempt } from './checkout-attempt';
import { lastAttemptOutcome, type CheckoutReceipt } from './checkout-api';

export type LastAttemptState = 'clear' | 'checking' | 'unknown';

/**
 * A payment sent earlier and never answered (a reload mid-payment, a dropped connection):
 * 'checking' while the server is asked what became of it, 'unknown' when it could not be asked.
 * The server keeps its key under the account it was sent for, so only that one can ask.
 */
export function useLastAttempt({
  accountId,
  authLoading,
  online,
  busy,
  orderPlaced,
}: {
  accountId: number | null;
  authLoading: boolean;
  online: boolean;
  /** The order is placed, or a payment is on its way: nothing to ask. */
  busy: () => boolean;
  orderPlaced: (receipt: CheckoutReceipt) => Promise<void>;
}) {
  const [state, setState] = useState<LastAttemptState>(() => (unansweredAttempt() ? 'checking' : 'clear'));

  /** Placed (finish as a success does), clear (forget it: pay anew), or unknown (ask again later). */
  const settle = async (
    attempt: CheckoutAttempt,
    cancelled: () => boolean = () => false,
  ): Promise<'placed' | 'clear' | 'unknown'> => {
    setState('checking');
    const outcome = await lastAttemptOutcome(attempt, cancelled);
    if (cancelled()) return outcome.state;
    if (outcome.state === 'placed') await orderPlaced(outcome.receipt);
    else if (outcome.state === 'clear') forgetAttempt();
    setState(outcome.state === 'unknown' ? 'unknown' : 'clear');
    return outcome.state;
  };

  useEffect(() => {
    if (authLoading || busy()) return;
    const attempt = unansweredAttempt();
    // Made for another account than the one here now: it can only be looked up from that one.
    if (!attempt || attempt.account !== accountId) return setState('clear');
    if (!online) return setState('unknown');
    let cancelled = false;
    void settle(attempt, () => cancelled);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again when the account or the connection changes
  }, [authLoading, accountId, online]);

  return { state, setState, settle };
}
