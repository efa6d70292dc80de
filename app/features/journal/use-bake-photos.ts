import { useEffect, useState } from 'react';
import type { JournalEntry } from '../../../shared/journal';
import { waitingBakePhotos, type BakePhotoShown } from '../../data/bake-photos';
import { useDeviceQuery } from '../../hooks/use-device-query';

/** A bake's photos: the sent ones (the entry names them), then this device's waiting ones. */
export function useBakePhotos(entry: JournalEntry): BakePhotoShown[] {
  // Only the journal's own: a signed-out baker's waiting photos are kept for her, never shown to the next.
  const waiting = useDeviceQuery((db) => waitingBakePhotos(db, entry.id), [entry.id], [] as BakePhotoShown[]);
  const sent = (entry.photos ?? []).map((id) => ({ id, state: 'sent' as const }));
  return [...sent, ...waiting];
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
