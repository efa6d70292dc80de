import { useCallback, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SURVEY_CLASS_OPTIONS, surveyPayload, validateSurvey } from '../../../shared/survey';
import { db } from '../../data/db';
import { SURVEY_MARKER_KEY } from '../../data/outbox-kinds';
import { toast } from '../../components/ui/toast-store';
import { useOutboxSend } from './use-outbox-send';

const surveyFailed = (message: string | undefined) =>
  toast({ title: 'Error', description: message || 'Failed to submit survey. Please try again.', variant: 'destructive' });

/** spec visitor 2 / 5 / 8: the Class Interest Survey; a thank-you card replaces it after success. */
export function ClassSurvey() {
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  // Set by the outbox at once (also offline), removed again if the server refuses the survey.
  const sent = useLiveQuery(async () => !!(await db.meta.get(SURVEY_MARKER_KEY)), []);
  const onLateFailure = useCallback((message: string | undefined) => surveyFailed(message), []);
  const send = useOutboxSend('workshop.survey', onLateFailure);

  const toggle = (option: string, on: boolean) => setChosen((list) => (on ? [...list, option] : list.filter((o) => o !== option)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSurvey({ email, classInterests: chosen });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      // Keep the spec's order of classes, whatever order they were ticked in.
      const classInterests = SURVEY_CLASS_OPTIONS.filter((o) => chosen.includes(o));
      const outcome = await send(surveyPayload({ email, classInterests, otherSuggestion: other }));
      if (outcome.status === 'failed') surveyFailed(outcome.message);
      else
        toast({
          title: 'Thank you!',
          description:
            outcome.status === 'sent'
              ? 'Your class ideas help plan the next season.'
              : outcome.offline
                ? "You're offline: your answers will be sent when you're back online."
                : "Saved on this device: we'll send your answers as soon as the server responds.",
          variant: 'success',
        });
    } catch {
      surveyFailed(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="survey-heading" className="mt-14 rounded-3xl bg-cream/80 p-6 sm:p-10">
      <h2 id="survey-heading" className="text-3xl">
        Class Interest Survey
      </h2>
      {sent ? (
        <div role="status" className="card mt-6 p-6 text-center sm:p-8">
          <p className="font-display text-2xl text-crust">Thank you for your feedback!</p>
          <p className="mt-2 text-cocoa">Your answers help decide which classes come next. Keep an eye on this page for new dates.</p>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-2">
          <p className="text-cocoa">Which classes would you love to take? Tick as many as you like and I will plan the next season around your answers.</p>
          <div className="mt-6 max-w-md">
            <label htmlFor="survey-email" className="label">
              Email
            </label>
            <input id="survey-email" type="email" autoComplete="email" className="input" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <fieldset className="mt-6">
            <legend className="label">Classes you're interested in</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {SURVEY_CLASS_OPTIONS.map((option) => (
                <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-oat bg-white px-3 py-2 text-[15px] has-[:checked]:border-crust has-[:checked]:bg-flour">
                  <input type="checkbox" className="h-5 w-5 shrink-0 accent-crust" checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
                  <span>{option}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6">
            <label htmlFor="survey-other" className="label">
              Other class ideas
            </label>
            <textarea id="survey-other" rows={3} maxLength={2000} className="input" placeholder="Croissants? Pizza night? Tell me!" value={other} onChange={(e) => setOther(e.target.value)} />
          </div>
          <button type="submit" className="btn-primary mt-6" disabled={busy}>
            Submit Feedback
          </button>
        </form>
      )}
    </section>
  );
}
