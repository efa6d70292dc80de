import { useId } from 'react';
import { dismissAlsoWritten, NOTE_MAX_LENGTH, saveNote } from '../../data/recipe-notes';
import { useAuth } from '../auth';
import { useRecipeNote } from './use-recipe-note';
import { formatCount } from '../../../shared/numbers';

const STATUS = { idle: '', saving: 'Saving…', saved: 'Saved', failed: 'Not saved: this device refused it' } as const;

/**
 * The baker's private note on a recipe (docs/product.md#recipe-tools): on the recipe page and in
 * cook mode, kept on the device, saved as she types. Texts the sync found written on another device
 * at the same time are shown with a way to keep either one.
 */
export function RecipeNoteField({ recipeId, large = false }: { recipeId: number; large?: boolean }) {
  const id = useId();
  const { text, stored, state, change, flush } = useRecipeNote(recipeId);
  const { user, isLoading } = useAuth();
  const near = text.length >= NOTE_MAX_LENGTH - 200;
  return (
    <div className="no-print grid max-w-3xl gap-2">
      <label htmlFor={id} className="font-display text-xl font-semibold">
        My notes
      </label>
      <p id={`${id}-help`} className="text-sm text-cocoa">
        Only you see these: what you changed, how your oven behaved.
        {!isLoading && !user && ' Notes stay on this device until you sign in.'}
      </p>
      <textarea
        id={id}
        className={`input min-h-28 resize-y leading-relaxed ${large ? 'text-lg' : ''}`}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        placeholder="Used 10% less sugar; 5 min longer in my oven"
        aria-describedby={`${id}-help ${id}-status`}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
      />
      <div className="flex justify-between gap-3 text-sm text-cocoa">
        <span id={`${id}-status`} role="status" data-testid="note-status">
          {STATUS[state]}
        </span>
        <span className={near ? 'font-semibold text-crust' : ''}>
          {formatCount(text.length)} / {formatCount(NOTE_MAX_LENGTH)}
        </span>
      </div>
      {stored?.alsoWritten?.map((other) => (
        <div key={`${other.device}-${other.at}`} className="rounded-2xl border border-oat bg-cream/60 p-4">
          <p className="text-sm font-semibold text-cocoa">
            Also written on {other.device} at {when(other.at)}
          </p>
          <p className="mt-2 whitespace-pre-wrap">{other.text}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline"
              onClick={() => void saveNote(recipeId, other.text).then(() => dismissAlsoWritten(recipeId))}
            >
              Keep this text
            </button>
            <button type="button" className="btn-ghost" onClick={() => void dismissAlsoWritten(recipeId)}>
              Keep mine
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}

const when = (at: number) =>
  new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
