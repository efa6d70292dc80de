import { createStore } from 'zustand/vanilla';

/** The cache the catalog's card-size pictures are kept in (image-prefetch.ts); the service worker reads it first. */
export const CATALOG_IMAGE_CACHE = 'catalog-images';

/**
 * The catalog pictures' download for offline use (image-prefetch.ts), for the 'Available
 * offline' status. Kept apart from the download's code so the header loads it cheaply.
 */
export interface ImagePrefetchState {
  status: 'idle' | 'saving' | 'done' | 'stopped';
  /** Pictures of the catalog on the device, and how many the catalog has. */
  saved: number;
  total: number;
  /** Bytes those pictures take. */
  bytes: number;
  /** Why it stopped short: the storage budget or the device's free space is used up, or the network went. */
  reason: 'budget' | 'storage' | 'offline' | null;
}

export const imagePrefetchState = createStore<ImagePrefetchState>(() => ({
  status: 'idle',
  saved: 0,
  total: 0,
  bytes: 0,
  reason: null,
}));
