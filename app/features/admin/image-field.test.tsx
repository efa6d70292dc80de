// @vitest-environment happy-dom
import type * as ImageUpload from './image-upload';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { ImageField } from './image-field';
import { UploadError } from './image-upload';

let finishUpload: { resolve: (path: string) => void; reject: (err: unknown) => void };
vi.mock('./image-upload', async (importOriginal) => {
  const actual = await importOriginal<typeof ImageUpload>();
  return {
    ...actual,
    // happy-dom cannot decode images: a text file fails as in a browser, any other file gives a small blob.
    downscaleImage: async (file: File) => {
      if (file.type === 'text/plain') throw new actual.UploadError('Failed to load image');
      return new Blob(['x'], { type: 'image/webp' });
    },
    // The upload is held open until the test finishes it.
    uploadImage: () => new Promise<string>((resolve, reject) => (finishUpload = { resolve, reject })),
  };
});

beforeEach(() => {
  toastStore.setState([], true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <MemoryRouter>
      <ImageField id="recipe-image" value={value} onChange={setValue} onBusyChange={() => undefined} />
    </MemoryRouter>
  );
}

/** A 6 MB photo: over the 5 MB notice threshold, under the 10 MB limit. */
const largePhoto = () => new File([new Uint8Array(6 * 1024 * 1024)], 'big-loaf.png', { type: 'image/png' });
const NOTICE = /Large image.*this photo is 6\.0 MB, so it will be resized before it uploads\./;
const notice = () => screen.queryByText((_, el) => el?.tagName === 'P' && NOTICE.test(el.textContent ?? ''));

async function chooseLargePhoto() {
  render(<Harness />);
  await act(async () =>
    fireEvent.change(screen.getByLabelText('Upload a photo'), { target: { files: [largePhoto()] } }),
  );
  expect(notice()).not.toBeNull();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
}

describe('the Large image notice', () => {
  it('shows while a large photo uploads and goes away once it is stored; Remove image leaves it gone', async () => {
    await chooseLargePhoto();
    await act(async () => finishUpload.resolve('/objects/upload-abc'));
    expect(screen.getByTestId('image-path').textContent).toBe('/objects/upload-abc');
    expect(notice()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByTestId('image-path')).toBeNull();
    expect(notice()).toBeNull();
  });

  it('goes away when the upload fails, leaving the error and Retry', async () => {
    await chooseLargePhoto();
    await act(async () => finishUpload.reject(new UploadError('Failed to get upload URL')));
    expect(screen.getByRole('alert').textContent).toContain('Failed to get upload URL');
    expect(notice()).toBeNull();
  });
});

describe('a new choice after a failed one', () => {
  it('replaces the old error and its Retry with the refusal of an image over 10 MB', async () => {
    render(<Harness />);
    const choose = (file: File) =>
      act(async () => fireEvent.change(screen.getByLabelText('Upload a photo'), { target: { files: [file] } }));
    await choose(new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toContain('Error processing image: Failed to load image');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    await choose(new File([new Uint8Array(Math.round(14.9 * 1024 * 1024))], 'huge-loaf.png', { type: 'image/png' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This image is 14.9 MB. The limit is 10 MB: please choose a smaller image.',
    ]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
