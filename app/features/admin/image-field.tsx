import { useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isImageUrl } from '../../../shared/recipe-form';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { toast } from '../../components/ui/toast-store';
import { isAuthFailure, toastSessionExpired } from './admin-api';
import { loginPathFor } from './admin-return';
import { downscaleImage, LARGE_IMAGE_BYTES, MAX_IMAGE_BYTES, UploadError, uploadImage } from './image-upload';

type UploadState =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'uploading'; progress: number }
  | { step: 'error'; message: string; file: File };

interface ImageFieldProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** The edit form also takes an image URL (spec admin 2). */
  allowUrl?: boolean;
  error?: string;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** spec admin 2, 4, 5 and 7: one image, resized in the browser, uploaded with progress; preview and remove. */
export function ImageField({ id, value, onChange, onBusyChange, allowUrl = false, error }: ImageFieldProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [largeFile, setLargeFile] = useState<number | null>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = state.step === 'processing' || state.step === 'uploading';

  async function process(file: File) {
    // spec admin 5: the 'Large image' notice is about this file while it is resized and sent.
    setLargeFile(file.size > LARGE_IMAGE_BYTES ? file.size : null);
    onBusyChange(true);
    setState({ step: 'processing' });
    toast({ title: 'Processing Image', description: 'Resizing your image for the web before it uploads.' });
    let blob: Blob;
    try {
      blob = await downscaleImage(file);
    } catch (err) {
      const message = err instanceof UploadError ? err.message : 'Failed to process image';
      toast({ title: 'Error processing image', description: message, variant: 'destructive' });
      setState({ step: 'error', message: `Error processing image: ${message}`, file });
      setLargeFile(null);
      onBusyChange(false);
      return;
    }
    try {
      setState({ step: 'uploading', progress: 0 });
      const objectPath = await uploadImage(blob, (progress) => setState({ step: 'uploading', progress }));
      onChange(objectPath);
      setState({ step: 'idle' });
      toast({
        title: 'Image Uploaded',
        description: 'The image is stored and will show on the recipe.',
        variant: 'success',
      });
    } catch (err) {
      if (isAuthFailure(err)) {
        // The form's draft is kept (form-draft.ts); logging in again comes back here with it.
        toastSessionExpired();
        navigate(loginPathFor(pathname), { replace: true });
        return;
      }
      const message = err instanceof UploadError ? err.message : 'The upload failed. Please try again.';
      console.error('Image upload failed', err);
      toast({ title: 'Upload failed', description: message, variant: 'destructive' });
      setState({ step: 'error', message, file });
    } finally {
      setLargeFile(null);
      onBusyChange(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setTooBig(null);
    setLargeFile(null);
    if (!file) return;
    setState({ step: 'idle' }); // a new choice replaces the last one's error and its Retry
    if (file.size > MAX_IMAGE_BYTES) {
      const message = `This image is ${megabytes(file.size)} MB. The limit is 10 MB: please choose a smaller image.`;
      setTooBig(message);
      toast({ title: 'Image too large', description: message, variant: 'destructive' });
      event.target.value = '';
      return;
    }
    void process(file);
  }

  function remove() {
    setLargeFile(null);
    onChange(null);
  }

  const fileId = `${id}-file`;
  return (
    <fieldset className="min-w-0">
      <legend className="label">Recipe image</legend>
      {value && isImageUrl(value) && (
        <div className="mb-3 flex flex-wrap items-start gap-4 rounded-xl border border-oat bg-flour p-3">
          <RecipeImage
            url={value}
            alt="Image preview"
            sizes="160px"
            className="aspect-[4/3] w-28 shrink-0 rounded-lg sm:w-40"
          />
          <div className="min-w-0 flex-1 text-sm text-cocoa">
            <p className="font-semibold text-ink">Current image</p>
            <p className="mt-1 break-all">
              Stored at <code data-testid="image-path">{value}</code>
            </p>
            <button
              type="button"
              className="btn-ghost mt-2 -ml-3 whitespace-nowrap text-berry-dark"
              onClick={remove}
              disabled={busy}
            >
              Remove image
            </button>
          </div>
        </div>
      )}

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
      {state.step === 'uploading' && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-oat"
          >
            <div
              className="h-full rounded-full bg-crust transition-[width]"
              style={{ width: `${Math.round(state.progress * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-sm text-cocoa">Uploading… {Math.round(state.progress * 100)}%</p>
        </div>
      )}
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
