import { objectPathResponseSchema, uploadUrlResponseSchema } from '../../../shared/schemas/admin';
import { AdminTokenMissing, adminRequest, isAuthFailure } from './admin-api';

/** docs/product.md#admin: one file of at most 10 MB; a notice above 5 MB; 1200 px longest side at quality 0.85. */
export const MAX_IMAGE_BYTES = 10_485_760;
export const LARGE_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_SIDE = 1200;
export const QUALITY = 0.85;

/** An upload failure with a message meant for the admin. */
export class UploadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadError';
  }
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new UploadError('Failed to read file'));
    reader.onerror = () => reject(new UploadError('Failed to read file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new UploadError('Failed to load image'));
    image.src = src;
  });
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/**
 * Downscales so the longest side is at most 1200 px and re-encodes at quality 0.85: WebP
 * where the browser can encode it, JPEG otherwise. The server re-encodes again with sharp.
 */
export async function downscaleImage(file: File): Promise<Blob> {
  const image = await loadImage(await readFile(file));
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new UploadError('Failed to get canvas context');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const webp = await toBlob(canvas, 'image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg');
  if (!blob) throw new UploadError('Failed to process image');
  return blob;
}

/** PUT with upload progress (fetch cannot report it). */
function putWithProgress(url: string, blob: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', blob.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = `Failed request with status: ${xhr.status}`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // not JSON
      }
      reject(new UploadError(message));
    };
    xhr.onerror = () =>
      reject(new UploadError('Could not upload the image. Please check your connection and try again.'));
    xhr.send(blob);
  });
}

/** The three calls of docs/product.md#admin: upload URL, PUT the bytes, set-policy -> '/objects/{key}'. */
export async function uploadImage(blob: Blob, onProgress: (fraction: number) => void): Promise<string> {
  let uploadURL: string;
  try {
    uploadURL = uploadUrlResponseSchema.parse(await adminRequest('POST', '/api/objects/upload')).uploadURL;
  } catch (err) {
    if (err instanceof AdminTokenMissing)
      throw new UploadError('Admin token not found. Please make sure you are logged in as admin.', { cause: err });
    if (isAuthFailure(err)) throw err;
    throw new UploadError('Failed to get upload URL', { cause: err });
  }
  await putWithProgress(uploadURL, blob, onProgress);
  onProgress(1);
  return objectPathResponseSchema.parse(await adminRequest('PUT', '/api/objects/set-policy', { uploadURL })).objectPath;
}
