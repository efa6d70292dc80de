import { useId, useRef, useState } from 'react';
import { JOURNAL_LIMITS } from '../../../shared/journal-text';
import { formatCount } from '../../../shared/numbers';
import { addBakePhotos, BakePhotoError } from '../../data/bake-photos';
import { BakeTooLargeError, recordBake } from '../../data/journal';
import { ChosenPhotos } from './chosen-photos';
import { useAuth } from '../auth';
import { StarRatingInput } from '../reviews';
import { bakeSnapshot, type ShownRecipe } from './bake-snapshot';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * "I made this" (docs/product.md#recipes): keeps the recipe exactly as shown now (size, units,
 * tool, lines and steps) with a private note in the baker's journal, on the device first, so it
 * works offline. On the recipe page and at the end of cook mode.
 */
export function MadeThis({ shown, large = false }: { shown: ShownRecipe; large?: boolean }) {
  const id = useId();
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const { user, isLoading } = useAuth();
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setWriting(false);
    // The form goes: focus back where the baker started.
    setTimeout(() => opener.current?.focus(), 0);
  };
  const save = async () => {
    setState({ kind: 'saving' });
    try {
      const entry = await recordBake({ ...bakeSnapshot(shown, note), rating });
      // Kept on the device with the bake; sent once online (docs/decisions/041-a-bake-becomes-a-review.md).
      await addBakePhotos(entry.id, photos);
      setState({ kind: 'saved' });
      setNote('');
      setRating(null);
      setPhotos([]);
      close();
    } catch (error) {
      console.warn('The bake could not be kept on this device', error);
      setState({
        kind: 'failed',
        message:
          error instanceof BakeTooLargeError || error instanceof BakePhotoError
            ? error.message
            : 'Not saved: this device refused it.',
      });
    }
  };

  return (
    <div className={`no-print grid gap-3 ${large ? 'text-lg' : ''}`}>
      {!writing && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={opener}
            type="button"
            className="btn-primary"
            onClick={() => {
              setState({ kind: 'idle' });
              setWriting(true);
            }}
          >
            I made this
          </button>
          <span role="status" className="text-sm font-semibold text-sage" data-testid="made-this-status">
            {state.kind === 'saved' ? 'Saved to your journal' : ''}
          </span>
        </div>
      )}
      {writing && (
        <form
          className="grid gap-2 rounded-2xl border border-oat bg-cream/60 p-4"
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p id={`${id}-title`} className="font-display text-xl font-semibold">
            I made this
          </p>
          <p className="text-sm text-cocoa">
            Your journal keeps this bake as shown: {shown.sizeFacts}, {unitsLabel(shown.units)}.
            {!isLoading && !user && ' It stays on this device until you sign in.'}
          </p>
          <label htmlFor={`${id}-note`} className="label">
            Note (only you see it)
          </label>
          <textarea
            id={`${id}-note`}
            className="input min-h-24 resize-y leading-relaxed"
            value={note}
            maxLength={JOURNAL_LIMITS.noteChars}
            placeholder="Rose well; a little dark at 35 minutes"
            aria-describedby={`${id}-count`}
            autoFocus
            onChange={(event) => setNote(event.target.value.slice(0, JOURNAL_LIMITS.noteChars))}
          />
          <p id={`${id}-count`} className="text-right text-sm text-cocoa">
            {formatCount(note.length)} / {formatCount(JOURNAL_LIMITS.noteChars)}
          </p>
          <StarRatingInput legend="How did it turn out? (optional)" value={rating} onChange={setRating} />
          <ChosenPhotos photos={photos} onChange={setPhotos} />
          {state.kind === 'failed' && (
            <p role="alert" className="field-error">
              {state.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={state.kind === 'saving'}>
              {state.kind === 'saving' ? 'Saving…' : 'Save to my journal'}
            </button>
            <button type="button" className="btn-ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export const unitsLabel = (units: 'us' | 'metric') => (units === 'metric' ? 'metric' : 'US cups');
