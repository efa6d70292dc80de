import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isSimpleEmail, SURVEY_CLASS_OPTIONS, surveyPayload, validateSurvey } from '../../../shared/survey';
import { isSurveySent } from '../../data/shop-markers';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { toast } from '../../components/ui/toast-store';
import {
  FieldError,
  focusFirstInvalid,
  describedBy,
  RequiredMark,
  RequiredNote,
  TextField,
} from '../../components/form-field';
import { useOutboxSend } from './use-outbox-send';

const surveyFailed = (message: string | undefined) =>
  toast({
    title: 'Error',
    description: message || 'Failed to submit survey. Please try again.',
    variant: 'destructive',
  });

/** docs/product.md#shop: the survey's messages, each shown under its field and as its toast's description. */
const SURVEY_FIELD_MESSAGES = {
  email: 'Please enter a valid email address.',
  classes: "Please select at least one class you're interested in.",
} as const;
type SurveyErrors = Partial<Record<keyof typeof SURVEY_FIELD_MESSAGES, string>>;

/** Every rule the answers break, by field (the toast names only the first, validateSurvey). */
function surveyErrors(email: string, chosen: readonly string[]): SurveyErrors {
  return {
    email: isSimpleEmail(email) ? undefined : SURVEY_FIELD_MESSAGES.email,
    classes: chosen.length ? undefined : SURVEY_FIELD_MESSAGES.classes,
  };
}

/** docs/product.md#shop: the Class Interest Survey; a thank-you card replaces it after success. */
export function ClassSurvey() {
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SurveyErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Set by the outbox at once (also offline), removed again if the server refuses the survey.
  const sent = useDeviceQuery(isSurveySent, []);
  const onLateFailure = useCallback((message: string | undefined) => surveyFailed(message), []);
  const send = useOutboxSend('workshop-survey', onLateFailure);

  // docs/product.md#shop (as at checkout): a field's message clears when the field is edited.
  const toggle = (option: string, on: boolean) => {
    setChosen((list) => (on ? [...list, option] : list.filter((o) => o !== option)));
    setErrors((e) => (e.classes ? { ...e, classes: undefined } : e));
  };
  const editEmail = (value: string) => {
    setEmail(value);
    setErrors((e) => (e.email ? { ...e, email: undefined } : e));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSurvey({ email, classInterests: chosen });
    if (problem) {
      // The messages are on screen before the first field to fix takes focus, so it is read out with its message.
      flushSync(() => setErrors(surveyErrors(email, chosen)));
      toast({ ...problem, variant: 'destructive' });
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      // Keep the order of docs/product.md#shop's 25 classes (shared/survey.ts), whatever order they were ticked in.
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
          <p className="mt-2 text-cocoa">
            Your answers help decide which classes come next. Keep an eye on this page for new dates.
          </p>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-2">
          <p className="text-cocoa">
            Which classes would you love to take? Tick as many as you like and I will plan the next season around your
            answers.
          </p>
          <RequiredNote className="mt-3" />
          <TextField
            id="survey-email"
            label="Email"
            error={errors.email}
            required
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => editEmail(e.target.value)}
            className="mt-6 max-w-md"
          />
          <fieldset className="mt-6">
            <legend className="label">
              Classes you're interested in
              <RequiredMark />
              <span className="font-normal"> (choose at least one)</span>
            </legend>
            {/* Each box is described by the message, so it is heard on whichever box the visitor is. */}
            <FieldError fieldId="survey-classes" error={errors.classes} />
            <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {SURVEY_CLASS_OPTIONS.map((option) => (
                <label
                  key={option}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3 py-2 text-[15px] has-[:checked]:border-crust has-[:checked]:bg-flour ${errors.classes ? 'border-berry' : 'border-oat'}`}
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-crust"
                    checked={chosen.includes(option)}
                    onChange={(e) => toggle(option, e.target.checked)}
                    {...describedBy('survey-classes', { error: errors.classes })}
                  />
                  <span>{option}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6">
            <label htmlFor="survey-other" className="label">
              Other class ideas <span className="font-normal">(optional)</span>
            </label>
            <textarea
              id="survey-other"
              rows={3}
              maxLength={2000}
              className="input"
              placeholder="Croissants? Pizza night? Tell me!"
              value={other}
              onChange={(e) => setOther(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary mt-6" disabled={busy}>
            Submit Feedback
          </button>
        </form>
      )}
    </section>
  );
}
