import { useEffect, useState } from 'react';
import { bakePhotoIds } from '../../../shared/bake-photos';
import type { JournalEntry } from '../../../shared/journal';
import { bakePhotosShown, type BakePhotoShown } from '../../data/bake-photos';
import { useDeviceQuery } from '../../hooks/use-device-query';

/**
 * A bake's photos: the sent ones (the entry names them), then this device's waiting ones, in one
 * read of the device so a photo just sent is not shown both ways. Only the journal's own: a
 * signed-out baker's waiting photos are kept for her, never shown to the next.
 */
export function useBakePhotos(entry: JournalEntry): BakePhotoShown[] {
  const untilRead = bakePhotoIds(entry).map((id) => ({ id, state: 'sent' as const }));
  return useDeviceQuery((db) => bakePhotosShown(db, entry.id), [entry.id], untilRead);
}

/** Where to show a photo: the owner's private address for a sent one, the Blob's for a waiting one. */
export function usePhotoSource(photo: BakePhotoShown, width: 400 | 800 = 400): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.blob) return setObjectUrl(null);
    const url = URL.createObjectURL(photo.blob);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.blob]);
  return photo.state === 'sent' ? `/api/me/bake-photos/${photo.id}/${width}` : objectUrl;
}
