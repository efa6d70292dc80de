import { useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../components/ui/toast-store';
import { isAuthFailure, toastSessionExpired } from './admin-api';
import { loginPathFor } from './admin-return';
import { downscaleImage, LARGE_IMAGE_BYTES, MAX_IMAGE_BYTES, UploadError, uploadImage } from './image-upload';

export type UploadState =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'uploading'; progress: number }
  | { step: 'error'; message: string; file: File };

export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * docs/product.md#admin: the image field's upload: a chosen file is checked, resized in the
 * browser and uploaded with progress; a failure offers a retry, an ended session goes to the
 * login (the form's draft is kept).
 */
export function useImageUpload({
  onChange,
  onBusyChange,
}: {
  onChange: (value: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [largeFile, setLargeFile] = useState<number | null>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = state.step === 'processing' || state.step === 'uploading';

  async function process(file: File) {
    // docs/product.md#admin: the 'Large image' notice is about this file while it is resized and sent.
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

  return { state, largeFile, tooBig, fileInput, busy, process, onFile, remove };
}
