import { useCallback, useEffect, useRef, useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { CLASS_CHANGE_MESSAGES } from '../../../shared/class-change';
import { classChangeApi } from '../../../shared/contracts/class-change';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { formatClassDate } from '../../../shared/dates';
import { formatPrice } from '../../../shared/money';
import {
  classChangeOfferSchema,
  type ClassChangeChoice,
  type ClassChangeDone,
  type ClassChangeOffer,
} from '../../../shared/schemas/class-change';
import { usePageTitle } from '../../components/layout/use-page-title';
import { ApiError, NetworkError, apiRequest } from '../../data/api';
import { Link, useSearchParams } from 'react-router-dom';
import { ClassChangeForm } from './class-change-form';

type State =
  | { step: 'loading' }
  | { step: 'closed'; message: string }
  | { step: 'offer'; offer: ClassChangeOffer; refused?: string }
  | { step: 'sending'; offer: ClassChangeOffer }
  | { step: 'done'; message: string };

const OFFLINE = "You're offline. Connect to the internet and try again.";
const messageOf = (err: unknown) =>
  err instanceof NetworkError
    ? OFFLINE
    : err instanceof ApiError && err.status < 500 && err.serverMessage
      ? err.serverMessage
      : 'Something went wrong on our side. Please try again in a moment.';

const readOffer = async (token: string) =>
  classChangeOfferSchema.parse(
    await apiRequest(classChangeApi.offer.method, `${classChangeApi.offer.path}?token=${encodeURIComponent(token)}`),
  );

/**
 * /class-change?token=…, the link of the e-mail a customer gets when the bakery cancels their
 * class (docs/product.md#shop, docs/decisions/036-a-cancelled-class-asks-each-customer.md): it
 * shows the choices (reading them changes nothing, so a mail scanner opening the link does no
 * harm), and only its button acts, once. Not rendered on the server: it is one customer's page.
 */
export function ClassChangePage() {
  usePageTitle('Your cancelled class');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { step: 'loading' } : { step: 'closed', message: '' });
  const outcome = useRef<HTMLParagraphElement>(null);

  const load = useCallback(
    async (refused?: string) => {
      try {
        const offer = await readOffer(token);
        setState({ step: 'offer', offer, refused });
      } catch (err) {
        setState({ step: 'closed', message: messageOf(err) });
      }
    },
    [token],
  );
  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  const choose = async (offer: ClassChangeOffer, choice: ClassChangeChoice) => {
    setState({ step: 'sending', offer });
    try {
      const done = await apiRequest<ClassChangeDone>(classChangeApi.choose.method, classChangeApi.choose.path, choice);
      setState({ step: 'done', message: done.message });
    } catch (err) {
      // The date filled up meanwhile: nothing changed; the dates are read again, the rest offered.
      if (err instanceof ApiError && err.code === ERROR_CODES.classDateFull) return void load(messageOf(err));
      if (err instanceof ApiError && (err.status === 409 || err.status === 410))
        return setState({ step: 'closed', message: messageOf(err) });
      setState({ step: 'offer', offer, refused: messageOf(err) });
    }
  };

  // The outcome is said where the choices were: focus goes to it, so a screen reader hears it at once.
  useEffect(() => {
    if (state.step === 'done' || state.step === 'closed' || (state.step === 'offer' && state.refused))
      outcome.current?.focus();
  }, [state]);

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-xl p-6 sm:p-8">
        <h1 className="text-3xl sm:text-4xl">Your cancelled class</h1>
        {state.step === 'loading' ? (
          <p role="status" className="mt-4 text-cocoa">
            Loading your booking...
          </p>
        ) : state.step === 'closed' || state.step === 'done' ? (
          <div className="mt-4">
            <p
              ref={outcome}
              tabIndex={-1}
              role={state.step === 'done' ? 'status' : 'alert'}
              className="text-lg text-cocoa focus:outline-none"
            >
              {state.step === 'closed' && !state.message ? CLASS_CHANGE_MESSAGES.incompleteLink : state.message}
            </p>
            <Link to="/dashboard" className="btn-primary mt-6 w-full">
              See your orders
            </Link>
            <Link to="/" className="btn-ghost mt-2 w-full">
              Back to {BRAND}
            </Link>
          </div>
        ) : (
          <Offer
            offer={state.offer}
            refused={state.step === 'offer' ? state.refused : undefined}
            sending={state.step === 'sending'}
            outcome={outcome}
            onChoose={(choice) => void choose(state.offer, { token, ...choice } as ClassChangeChoice)}
          />
        )}
      </div>
    </div>
  );
}

function Offer({
  offer,
  refused,
  sending,
  outcome,
  onChoose,
}: {
  offer: ClassChangeOffer;
  refused: string | undefined;
  sending: boolean;
  outcome: React.RefObject<HTMLParagraphElement | null>;
  onChoose: (choice: { choice: 'refund' } | { choice: 'move'; classId: number }) => void;
}) {
  const { cancelled, seats } = offer;
  const when = formatClassDate(cancelled.date, cancelled.timeZone);
  return (
    <div className="mt-4 space-y-4 text-cocoa">
      <p>Hello {offer.name},</p>
      <p>
        We&apos;re sorry: we have had to cancel <strong className="text-ink">{cancelled.title}</strong> on {when} at{' '}
        {cancelled.location}. You booked {seats} {seats === 1 ? 'seat' : 'seats'} (order #{offer.orderId},{' '}
        {formatPrice(offer.amount)}).
      </p>
      <p>
        Choose a full refund or a seat at another date, by {formatClassDate(offer.chooseBy, cancelled.timeZone)}. If you
        have not chosen by then, we will refund you in full.
      </p>
      <p
        ref={outcome}
        tabIndex={-1}
        role="alert"
        className={
          refused ? 'rounded-xl bg-berry/10 px-4 py-2 font-semibold text-berry-dark focus:outline-none' : 'sr-only'
        }
      >
        {refused ?? ''}
      </p>
      <ClassChangeForm offer={offer} sending={sending} onChoose={onChoose} />
    </div>
  );
}
