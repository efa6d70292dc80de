import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { ApiError, NetworkError } from '../../data/api';

type State =
  { step: 'ready' } | { step: 'sending' } | { step: 'done'; message: string } | { step: 'refused'; message: string };

/**
 * The page a workshop e-mail's link opens (docs/decisions/030-mail-outbox-and-opt-in.md): it says
 * what the button will do, and only the button acts. Opening the link (a person, a mail
 * scanner, a preview) changes nothing. The link's token comes from the address.
 */
export function NoticeLinkPage({
  title,
  intro,
  action,
  busy,
  send,
  back,
}: {
  title: string;
  intro: string;
  action: string;
  busy: string;
  /** The call; resolves with the server's words. */
  send: (token: string) => Promise<{ message: string }>;
  back: { to: string; label: string };
}) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'ready' });
  const outcome = useRef<HTMLParagraphElement>(null);

  const act = async () => {
    setState({ step: 'sending' });
    try {
      const { message } = await send(token);
      setState({ step: 'done', message });
    } catch (err) {
      const message =
        err instanceof NetworkError
          ? "You're offline. Connect to the internet and try again."
          : err instanceof ApiError && err.status < 500 && err.serverMessage
            ? err.serverMessage
            : 'Something went wrong on our side. Please try again in a moment.';
      setState({ step: 'refused', message });
    }
  };
  // The outcome is said where the button was: focus goes to it, so a screen reader hears it at once.
  useEffect(() => {
    if (state.step === 'done' || state.step === 'refused') outcome.current?.focus();
  }, [state]);

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {!token ? (
          <p role="alert" className="mt-4 text-cocoa">
            This link is incomplete. Open the link from the e-mail again.
          </p>
        ) : state.step === 'done' ? (
          <div className="mt-4">
            <p ref={outcome} tabIndex={-1} role="status" className="text-lg text-cocoa focus:outline-none">
              {state.message}
            </p>
            <Link to={back.to} className="btn-primary mt-6 w-full">
              {back.label}
            </Link>
          </div>
        ) : (
          <div className="mt-4">
            <p className="text-cocoa">{intro}</p>
            <p
              ref={outcome}
              tabIndex={-1}
              role="alert"
              className={
                state.step === 'refused'
                  ? 'mt-4 rounded-xl bg-berry/10 px-4 py-2 font-semibold text-berry-dark focus:outline-none'
                  : 'sr-only'
              }
            >
              {state.step === 'refused' ? state.message : ''}
            </p>
            <button
              type="button"
              className="btn-primary mt-6 w-full"
              disabled={state.step === 'sending'}
              onClick={() => void act()}
            >
              {state.step === 'sending' ? busy : action}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
