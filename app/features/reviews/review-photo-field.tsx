import { useEffect, useId, useState } from 'react';

/** docs/product.md#reviews: one photo, at most 10 MB, of the kinds every upload takes. */
export const PHOTO_MAX_BYTES = 10_485_760;
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The photo chosen for a review: a new file, the one the review has, or none. */
export type PhotoChoice = { file: File } | { kept: string } | null;

export function ReviewPhotoField({
  photo,
  onChange,
  error,
}: {
  photo: PhotoChoice;
  onChange: (photo: PhotoChoice) => void;
  error?: string;
}) {
  const id = useId();
  const preview = usePreview(photo);
  return (
    <div>
      {preview ? (
        <p className="label">Your photo</p>
      ) : (
        <label htmlFor={id} className="label">
          Add a photo (optional)
        </label>
      )}
      <p id={`${id}-hint`} className="mb-2 text-sm text-cocoa">
        JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Where it was taken and the camera&apos;s details are removed.
      </p>
      {preview ? (
        <div className="flex flex-wrap items-end gap-3">
          <img src={preview} alt="The photo you chose" className="h-28 w-28 rounded-xl bg-cream object-cover" />
          <button type="button" className="btn-ghost" onClick={() => onChange(null)}>
            Remove photo
          </button>
        </div>
      ) : (
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm text-cocoa file:mr-3 file:min-h-11 file:rounded-full file:border-2 file:border-crust/30 file:bg-white file:px-4 file:font-semibold file:text-crust"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChange({ file });
          }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** An address to show the chosen photo at (a file's is revoked when it is replaced). */
function usePreview(photo: PhotoChoice): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return setUrl(null);
    if ('kept' in photo) return setUrl(`${photo.kept}/400`);
    const objectUrl = URL.createObjectURL(photo.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo]);
  return url;
}
