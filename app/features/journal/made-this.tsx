import { lazy, Suspense, useRef, useState } from 'react';
import { BakeTooLargeError, recordBake } from '../../data/journal';
import { useAuth } from '../auth';
import { bakeSnapshot, type ShownRecipe } from './bake-snapshot';
import type { SaveState } from './made-this-form';

const loadForm = () => import('./made-this-form');
// The form (stars, photos, their checks) loads on the tap that opens it (decision 002).
const MadeThisForm = lazy(() => loadForm().then((m) => ({ default: m.MadeThisForm })));

/**
 * "I made this" (docs/product.md#recipes): keeps the recipe exactly as shown now (size, units,
 * tool, lines and steps) with a private note in the baker's journal, on the device first, so it
 * works offline. On the recipe page and at the end of cook mode.
 */
export function MadeThis({ shown, large = false }: { shown: ShownRecipe; large?: boolean }) {
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
      if (photos.length) await (await import('../../data/bake-photos')).addBakePhotos(entry.id, photos);
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
          error instanceof BakeTooLargeError || (error instanceof Error && error.name === 'BakePhotoError')
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
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
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
        <Suspense fallback={<div className="skeleton h-64 w-full rounded-2xl" aria-hidden="true" />}>
          <MadeThisForm
            shown={shown}
            note={note}
            onNote={setNote}
            rating={rating}
            onRating={setRating}
            photos={photos}
            onPhotos={setPhotos}
            state={state}
            signedOut={!isLoading && !user}
            onSave={() => void save()}
            onCancel={close}
          />
        </Suspense>
      )}
    </div>
  );
}
