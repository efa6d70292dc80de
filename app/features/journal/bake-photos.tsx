import { useId, useState } from 'react';
import type { JournalEntry } from '../../../shared/journal';
import { BAKE_PHOTO_LIMITS } from '../../../shared/bake-photos';
import {
  addBakePhotos,
  BAKE_PHOTO_TYPES,
  BakePhotoError,
  removeBakePhoto,
  type BakePhotoShown,
} from '../../data/bake-photos';
import { usePhotoSource, useBakePhotos } from './use-bake-photos';

export const PHOTO_HINT =
  'Private: only you see them. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each; where a photo was taken and the camera’s details are removed when it is sent.';

/**
 * A bake's photos in the journal (docs/decisions/041-a-bake-becomes-a-review.md): up to 3, kept
 * on the device first and sent once online; each can be removed, more added while fewer than 3.
 */
export function BakePhotos({ entry }: { entry: JournalEntry }) {
  const id = useId();
  const photos = useBakePhotos(entry);
  const [error, setError] = useState('');
  const room = BAKE_PHOTO_LIMITS.perBake - photos.length;
  return (
    <div className="grid gap-2" data-testid="bake-photos">
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Photos of this bake">
          {photos.map((photo, i) => (
            <BakePhotoItem key={photo.id} photo={photo} n={i + 1} entryId={entry.id} onError={setError} />
          ))}
        </ul>
      )}
      {room > 0 && (
        <div>
          <label htmlFor={id} className="label">
            {photos.length ? 'Add more photos' : 'Add photos'} (up to {room})
          </label>
          <p id={`${id}-hint`} className="mb-2 text-sm text-cocoa">
            {PHOTO_HINT}
          </p>
          <input
            id={id}
            type="file"
            multiple
            accept={BAKE_PHOTO_TYPES.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="block w-full text-sm text-cocoa file:mr-3 file:min-h-11 file:rounded-full file:border-2 file:border-crust/30 file:bg-white file:px-4 file:font-semibold file:text-crust"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              setError('');
              addBakePhotos(entry.id, files).catch((err: unknown) =>
                setError(err instanceof BakePhotoError ? err.message : 'The photos could not be kept on this device.'),
              );
            }}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function BakePhotoItem({
  photo,
  n,
  entryId,
  onError,
}: {
  photo: BakePhotoShown;
  n: number;
  entryId: string;
  onError: (message: string) => void;
}) {
  const src = usePhotoSource(photo);
  return (
    <li className="grid w-32 gap-1" data-testid="bake-photo" data-state={photo.state}>
      {src ? (
        <img
          src={src}
          alt={`Photo ${n} of this bake`}
          className="aspect-square w-32 rounded-xl bg-cream object-cover"
        />
      ) : (
        <div className="skeleton aspect-square w-32 rounded-xl" aria-hidden="true" />
      )}
      {photo.state === 'waiting' && (
        <p className="text-xs text-cocoa">Kept on this device; sent once you are online.</p>
      )}
      {photo.state === 'refused' && <p className="text-xs font-semibold text-berry-dark">Not sent: {photo.refused}</p>}
      <button
        type="button"
        className="btn-ghost min-h-11 px-2 text-sm"
        aria-label={`Remove photo ${n}`}
        onClick={() => removeBakePhoto(entryId, photo).catch(() => onError('The photo could not be removed.'))}
      >
        Remove
      </button>
    </li>
  );
}
