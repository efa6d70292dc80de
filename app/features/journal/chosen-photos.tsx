import { useEffect, useId, useState } from 'react';
import { BAKE_PHOTO_LIMITS } from '../../../shared/bake-photos';
import { BAKE_PHOTO_MAX_BYTES, BAKE_PHOTO_TYPES } from '../../data/bake-photos';
import { PHOTO_HINT } from './bake-photos';

/** 'I made this': up to 3 photos taken or chosen with the bake, checked before it is saved. */
export function ChosenPhotos({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const id = useId();
  const [error, setError] = useState('');
  const room = BAKE_PHOTO_LIMITS.perBake - photos.length;
  return (
    <div className="grid gap-2">
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Photos you chose">
          {photos.map((file, i) => (
            <li key={`${file.name}-${i}`} className="grid w-24 gap-1">
              <Thumbnail file={file} alt={`Photo ${i + 1} you chose`} />
              <button
                type="button"
                className="btn-ghost min-h-11 px-2 text-sm"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <>
          <label htmlFor={id} className="label">
            Photos (optional, up to {BAKE_PHOTO_LIMITS.perBake})
          </label>
          <p id={`${id}-hint`} className="text-sm text-cocoa">
            {PHOTO_HINT}
          </p>
          <input
            id={id}
            type="file"
            multiple
            accept={BAKE_PHOTO_TYPES.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="block w-full text-sm text-cocoa file:mr-3 file:min-h-11 file:rounded-full file:border-2 file:border-crust/30 file:bg-white file:px-4 file:font-semibold file:text-crust"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              const wrong = files.find((file) => !(BAKE_PHOTO_TYPES as readonly string[]).includes(file.type));
              const large = files.find((file) => file.size > BAKE_PHOTO_MAX_BYTES);
              if (wrong) return setError('Choose a JPEG, PNG, WebP, GIF or AVIF photo.');
              if (large) return setError('A photo is larger than 10 MB. Please choose a smaller one.');
              if (files.length > room) return setError(`A bake keeps at most ${BAKE_PHOTO_LIMITS.perBake} photos.`);
              setError('');
              onChange([...photos, ...files]);
            }}
          />
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <img src={url} alt={alt} className="aspect-square w-24 rounded-xl bg-cream object-cover" />
  ) : (
    <div className="skeleton aspect-square w-24 rounded-xl" aria-hidden="true" />
  );
}
