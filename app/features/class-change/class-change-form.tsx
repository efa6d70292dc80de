import { useId, useState } from 'react';
import { formatClassDate } from '../../../shared/dates';
import { formatPrice } from '../../../shared/money';
import type { ClassChangeOffer } from '../../../shared/schemas/class-change';

type Choice = { choice: 'refund' } | { choice: 'move'; classId: number };

const spotsWord = (n: number) => `${n} ${n === 1 ? 'spot' : 'spots'} left`;

/**
 * The one choice of a cancelled class's booking: each other date of the same class (one without
 * room for all the booking's seats is shown, but cannot be picked), or a full refund.
 */
export function ClassChangeForm({
  offer,
  sending,
  onChoose,
}: {
  offer: ClassChangeOffer;
  sending: boolean;
  onChoose: (choice: Choice) => void;
}) {
  const [picked, setPicked] = useState<string>('');
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const name = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!picked) return setMissing(true);
    onChoose(picked === 'refund' ? { choice: 'refund' } : { choice: 'move', classId: Number(picked) });
  };
  const option = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-oat px-4 py-3';

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="min-w-0" aria-describedby={missing ? errorId : undefined}>
        <legend className="mb-2 text-lg font-semibold text-ink">What would you like?</legend>
        <div className="space-y-2">
          {offer.dates.map((date) => {
            const fits = date.spotsLeft >= offer.seats;
            return (
              <label
                key={date.id}
                className={`${option} ${fits ? 'hover:border-crust' : 'cursor-not-allowed bg-flour text-cocoa/90'}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={String(date.id)}
                  className="mt-1 h-5 w-5 shrink-0 accent-crust"
                  disabled={!fits || sending}
                  checked={picked === String(date.id)}
                  onChange={() => {
                    setPicked(String(date.id));
                    setMissing(false);
                  }}
                />
                <span>
                  <span className="block font-semibold text-ink">
                    {offer.seats === 1 ? 'My seat' : `My ${offer.seats} seats`} on{' '}
                    {formatClassDate(date.date, date.timeZone)}
                  </span>
                  <span className="block text-sm">
                    {date.location} ·{' '}
                    {fits ? spotsWord(date.spotsLeft) : `Full for ${offer.seats} (${spotsWord(date.spotsLeft)})`}
                  </span>
                </span>
              </label>
            );
          })}
          <label className={`${option} hover:border-crust`}>
            <input
              type="radio"
              name={name}
              value="refund"
              className="mt-1 h-5 w-5 shrink-0 accent-crust"
              disabled={sending}
              checked={picked === 'refund'}
              onChange={() => {
                setPicked('refund');
                setMissing(false);
              }}
            />
            <span>
              <span className="block font-semibold text-ink">A full refund of {formatPrice(offer.amount)}</span>
              <span className="block text-sm">Back to your card ending {offer.cardLast4}</span>
            </span>
          </label>
        </div>
        {missing && (
          <p id={errorId} className="field-error" role="alert">
            Choose a date or a refund.
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn-primary mt-6 w-full" disabled={sending}>
        {sending ? 'Saving your choice...' : 'Confirm my choice'}
      </button>
    </form>
  );
}
