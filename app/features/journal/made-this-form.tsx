import { useId } from 'react';
import { JOURNAL_LIMITS } from '../../../shared/journal-text';
import { formatCount } from '../../../shared/numbers';
import { StarRatingInput } from '../../components/recipes/star-rating-input';
import type { ShownRecipe } from './bake-snapshot';
import { ChosenPhotos } from './chosen-photos';
import { unitsLabel } from './units-label';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** "I made this"'s form: the note, 'How did it turn out?', photos (docs/decisions/041-a-bake-becomes-a-review.md). */
export function MadeThisForm({
  shown,
  note,
  onNote,
  rating,
  onRating,
  photos,
  onPhotos,
  state,
  signedOut,
  onSave,
  onCancel,
}: {
  shown: ShownRecipe;
  note: string;
  onNote: (note: string) => void;
  rating: number | null;
  onRating: (rating: number) => void;
  photos: File[];
  onPhotos: (photos: File[]) => void;
  state: SaveState;
  signedOut: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <form
      className="grid gap-2 rounded-2xl border border-oat bg-cream/60 p-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <p id={`${id}-title`} className="font-display text-xl font-semibold">
        I made this
      </p>
      <p className="text-sm text-cocoa">
        Your journal keeps this bake as shown: {shown.sizeFacts}, {unitsLabel(shown.units)}.
        {signedOut && ' It stays on this device until you sign in.'}
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
        onChange={(event) => onNote(event.target.value.slice(0, JOURNAL_LIMITS.noteChars))}
      />
      <p id={`${id}-count`} className="text-right text-sm text-cocoa">
        {formatCount(note.length)} / {formatCount(JOURNAL_LIMITS.noteChars)}
      </p>
      <StarRatingInput legend="How did it turn out? (optional)" value={rating} onChange={onRating} />
      <ChosenPhotos photos={photos} onChange={onPhotos} />
      {state.kind === 'failed' && (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? 'Saving…' : 'Save to my journal'}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
