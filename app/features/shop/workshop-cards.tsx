import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Workshop } from '../../../shared/schemas/shop';
import { isSimpleEmail } from '../../../shared/survey';
import { isInterestSent } from '../../data/shop-markers';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { toast } from '../../components/ui/toast-store';
import { classDateText, type ShopList } from './shop-data';
import { focusFirstInvalid, TextField } from '../../components/form-field';
import { useOutboxSend } from './use-outbox-send';

/** docs/product.md#shop (Shop, Workshops): cards with 'Notify Me', 3 skeletons, the empty text. */
export function WorkshopCards({ workshops }: { workshops: ShopList<Workshop> }) {
  const list = workshops.data?.filter((w) => w.kind === 'workshop');
  if (workshops.isLoading) {
    return (
      <div className="grid gap-6 md:grid-cols-3" role="status" aria-busy="true" aria-label="Loading workshops">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="card overflow-hidden" aria-hidden="true" data-testid="workshop-skeleton">
            <div className="skeleton aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-5">
              <div className="skeleton h-6 w-3/4" />
              <div className="skeleton h-4 w-full" />
              <div className="skeleton h-11 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (workshops.isError)
    return (
      <p className="card p-6 text-cocoa">Workshops could not be loaded. Please check your connection and try again.</p>
    );
  if (!list?.length)
    return <p className="card p-6 text-center text-cocoa">No workshops scheduled at the moment. Check back soon!</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {list.map((w) => (
        <li key={w.id}>
          <WorkshopCard workshop={w} date={classDateText(w, workshops.classDates)} />
        </li>
      ))}
    </ul>
  );
}

const registrationFailed = (message: string | undefined) =>
  toast({ title: 'Registration failed', description: message || 'Please try again later.', variant: 'destructive' });

function WorkshopCard({ workshop, date }: { workshop: Workshop; date: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  // The outbox's optimistic marker: set at once (also offline), removed if the server refuses.
  const registered = useDeviceQuery((db) => isInterestSent(db, workshop.id), [workshop.id]);
  const onLateFailure = useCallback((message: string | undefined) => registrationFailed(message), []);
  const send = useOutboxSend('workshop-interest', onLateFailure);
  const inputId = `workshop-${workshop.id}-email`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed
      ? { title: 'Email required', description: 'Please enter your email address.' }
      : !isSimpleEmail(trimmed)
        ? { title: 'Invalid email', description: 'Please enter a valid email address.' }
        : null;
    if (problem) {
      // The message sits under the field too (as at checkout), on screen before the field takes focus.
      flushSync(() => setError(problem.description));
      toast({ ...problem, variant: 'destructive' });
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const outcome = await send({ email: trimmed, workshopId: workshop.id });
      if (outcome.status === 'failed') registrationFailed(outcome.message);
      else
        toast({
          title: 'Interest registered!',
          description:
            // Double opt-in (docs/decisions/030-mail-outbox-and-opt-in.md): the address confirms by a link first.
            outcome.status === 'sent'
              ? `Check ${trimmed} for a link to confirm, and we'll e-mail you when registration opens.`
              : outcome.offline
                ? "You're offline: we'll send it as soon as you're back online."
                : "Saved on this device: we'll send it as soon as the server answers.",
          variant: 'success',
        });
    } catch {
      registrationFailed(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="card flex h-full flex-col overflow-hidden" aria-labelledby={`workshop-${workshop.id}-title`}>
      <RecipeImage
        url={workshop.imageUrl}
        alt=""
        sizes="(min-width: 768px) 33vw, 92vw"
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wider text-berry uppercase">Workshop</p>
        <h3 id={`workshop-${workshop.id}-title`} className="mt-1 text-xl">
          {workshop.title}
        </h3>
        <p className="mt-2 text-[15px] text-cocoa">{workshop.description}</p>
        <p className="mt-3 text-[15px]">
          <span className="font-semibold text-cocoa">Date: </span>
          {date}
        </p>
        <p className="text-[15px]">
          <span className="font-semibold text-cocoa">Where: </span>
          {workshop.location}
        </p>
        <p className="mt-3 font-display text-xl font-semibold text-crust">$TBD per person</p>
        <div className="mt-auto pt-4">
          {registered ? (
            <p role="status" className="rounded-xl bg-sage/10 p-3 text-[15px] font-semibold text-sage">
              Thanks! You'll be notified when registration opens.
              <span className="mt-1 block font-normal">Please confirm with the link we e-mail you.</span>
            </p>
          ) : (
            <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
              <TextField
                id={inputId}
                label="Email me when registration opens"
                error={error}
                required
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
              <button
                type="submit"
                className="btn-accent"
                disabled={busy}
                aria-label={`Notify Me about ${workshop.title}`}
              >
                Notify Me
              </button>
            </form>
          )}
        </div>
      </div>
    </article>
  );
}
