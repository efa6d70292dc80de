import { isImageUrl } from '../../../shared/recipe-form';
import { ImagePreview, UploadProgress } from './image-field-parts';
import { megabytes, useImageUpload } from './use-image-upload';

interface ImageFieldProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** The edit form also takes an image URL (docs/product.md#admin). */
  allowUrl?: boolean;
  error?: string;
}

/** docs/product.md#admin: one image, resized in the browser, uploaded with progress; preview and remove. */
export function ImageField({ id, value, onChange, onBusyChange, allowUrl = false, error }: ImageFieldProps) {
  const { state, largeFile, tooBig, fileInput, busy, process, onFile, remove } = useImageUpload({
    onChange,
    onBusyChange,
  });

  const fileId = `${id}-file`;
  return (
    <fieldset className="min-w-0">
      <legend className="label">Recipe image</legend>
      {value && isImageUrl(value) && <ImagePreview url={value} onRemove={remove} busy={busy} />}

      <label htmlFor={fileId} className="mb-1 block text-[15px] text-ink">
        {value ? 'Replace with a new photo' : 'Upload a photo'}
      </label>
      <input
        ref={fileInput}
        id={fileId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="block w-full text-[15px] text-cocoa file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-cream file:px-4 file:font-semibold file:text-crust hover:file:bg-oat"
        onChange={onFile}
        disabled={busy}
        aria-describedby={`${fileId}-hint`}
      />
      <p id={`${fileId}-hint`} className="mt-1 text-sm text-cocoa">
        One JPEG, PNG, WebP, GIF or AVIF image, up to 10 MB. It is resized to 1200 px on its longest side.
      </p>

      {largeFile !== null && (
        <p role="status" className="mt-2 rounded-xl bg-butter/40 px-3 py-2 text-sm text-ink">
          <strong>Large image</strong>: this photo is {megabytes(largeFile)} MB, so it will be resized before it
          uploads.
        </p>
      )}
      {tooBig && (
        <p role="alert" className="field-error">
          {tooBig}
        </p>
      )}
      {state.step === 'processing' && (
        <p role="status" className="mt-2 text-sm text-cocoa">
          Processing image…
        </p>
      )}
      {state.step === 'uploading' && <UploadProgress progress={state.progress} />}
      {state.step === 'error' && (
        <div
          role="alert"
          className="mt-2 flex flex-wrap items-center gap-3 rounded-xl border border-berry/40 bg-berry/5 px-3 py-2 text-sm text-berry-dark"
        >
          <span className="flex-1">{state.message}</span>
          <button type="button" className="btn-outline min-h-11 px-4" onClick={() => void process(state.file)}>
            Retry
          </button>
        </div>
      )}

      {allowUrl && (
        <div className="mt-4">
          <label htmlFor={`${id}-url`} className="label">
            Or image URL
          </label>
          <input
            id={`${id}-url`}
            className="input"
            inputMode="url"
            placeholder="https://… or /objects/…"
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value || null)}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
