import { imageSources } from '../../shared/images';
import { db, type SiftDb } from './db';
import { CATALOG_IMAGE_CACHE, imagePrefetchState, type ImagePrefetchState } from './image-prefetch-state';

export { CATALOG_IMAGE_CACHE };
import { shopImageUrls } from './shop-cache';

/**
 * Every recipe's card-size picture kept on the device after the catalog sync
 * (docs/product.md#offline-and-sync), so a search or a recipe never opened shows its photo
 * offline. The service worker answers photo requests from this cache first (sw/sw.ts), and
 * offline it gives a page the nearest size it holds of the same photo.
 *
 * The budget: at most IMAGE_BUDGET_BYTES, and never more than FREE_SPACE_SHARE of the space the
 * browser says is free when the download starts or goes on; persistent storage has been asked
 * for before (app/start.ts). It runs after the page has been taken over and the sync is done,
 * two pictures at a time at low priority, so it never competes with the page's own photo.
 */
export const IMAGE_BUDGET_BYTES = 60 * 1024 * 1024;
export const FREE_SPACE_SHARE = 0.5;
/** The card-size variant (400 px wide): a card on a phone, the list's thumbnail. */
export const CARD_IMAGE_WIDTH = 400;
const CONCURRENCY = 2;
/** How often (in pictures) the free space is read again. */
const ESTIMATE_EVERY = 25;

export interface PrefetchOptions {
  database?: SiftDb;
  fetcher?: typeof fetch;
  cacheStorage?: CacheStorage;
  estimate?: () => Promise<StorageEstimate>;
  budgetBytes?: number;
}

let running: Promise<void> | null = null;

/** Runs one pass; a call during a pass shares it. Never throws: the outcome is in imagePrefetchState. */
export function prefetchCatalogImages(options: PrefetchOptions = {}): Promise<void> {
  running ??= runPrefetch(options)
    .catch((err: unknown) => {
      console.error('Saving recipe pictures failed', err);
      imagePrefetchState.setState((s) => ({ ...s, status: 'stopped' }));
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** The address of a picture's card-size variant (stored images), or the picture as given. */
export function cardImageUrl(imageUrl: string): string | null {
  return imageSources(imageUrl, CARD_IMAGE_WIDTH)?.src ?? null;
}

async function wantedUrls(database: SiftDb): Promise<string[]> {
  const recipes = await database.recipes.toArray();
  const urls = [...recipes.map((r) => r.imageUrl), ...(await shopImageUrls(database))];
  const cards = urls.flatMap((u) => {
    const card = u ? cardImageUrl(u) : null;
    return card ? [card] : [];
  });
  return [...new Set(cards)];
}

async function runPrefetch({
  database = db,
  fetcher = globalThis.fetch.bind(globalThis),
  cacheStorage = globalThis.caches,
  estimate = () => navigator.storage.estimate(),
  budgetBytes = IMAGE_BUDGET_BYTES,
}: PrefetchOptions): Promise<void> {
  if (!cacheStorage) return;
  const wanted = await wantedUrls(database);
  const cache = await cacheStorage.open(CATALOG_IMAGE_CACHE);
  const wantedSet = new Set(wanted.map((u) => new URL(u, location.origin).href));
  // Pictures of recipes deleted since, and what they took.
  let bytes = 0;
  const held = new Set<string>();
  for (const request of await cache.keys()) {
    if (!wantedSet.has(request.url)) {
      await cache.delete(request);
      continue;
    }
    held.add(request.url);
    const response = await cache.match(request);
    bytes += Number(response?.headers.get('X-Stored-Bytes') ?? 0);
  }
  const missing = wanted.filter((u) => !held.has(new URL(u, location.origin).href));
  const state = (patch: Partial<ImagePrefetchState>) => imagePrefetchState.setState((s) => ({ ...s, ...patch }));
  state({ status: missing.length ? 'saving' : 'done', saved: held.size, total: wanted.length, bytes, reason: null });
  if (!missing.length) return;

  let limit = await budget(estimate, budgetBytes, bytes);
  let stop: 'budget' | 'storage' | 'offline' | null = null;
  let next = 0;
  let sinceEstimate = 0;
  const worker = async () => {
    while (!stop && next < missing.length) {
      const url = missing[next++]!;
      if (++sinceEstimate >= ESTIMATE_EVERY) {
        sinceEstimate = 0;
        limit = await budget(estimate, budgetBytes, imagePrefetchState.getState().bytes);
      }
      const outcome = await saveOne(cache, fetcher, url, (size) => {
        // Counted before it is stored (synchronously), so two downloads cannot both take the last room.
        if (imagePrefetchState.getState().bytes + size > limit) return false;
        imagePrefetchState.setState((s) => ({ ...s, saved: s.saved + 1, bytes: s.bytes + size }));
        return true;
      });
      if (outcome !== 'saved' && outcome !== 'skip') stop = outcome;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  state({ status: stop ? 'stopped' : 'done', reason: stop });
}

/** The bytes the pictures may take in all: the stated budget, within the share of free space. */
async function budget(estimate: PrefetchOptions['estimate'], budgetBytes: number, used: number): Promise<number> {
  try {
    const { quota, usage } = await estimate!();
    if (quota === undefined || usage === undefined) return budgetBytes;
    return Math.min(budgetBytes, used + Math.max(0, quota - usage) * FREE_SPACE_SHARE);
  } catch {
    return budgetBytes;
  }
}

/**
 * Downloads and stores one picture if `take` finds room for its size: 'saved', 'skip' (refused,
 * or not a picture), or why to stop.
 */
async function saveOne(
  cache: Cache,
  fetcher: typeof fetch,
  url: string,
  take: (size: number) => boolean,
): Promise<'saved' | 'skip' | 'budget' | 'storage' | 'offline'> {
  let response: Response;
  let body: Blob;
  try {
    response = await fetcher(url, { credentials: 'same-origin', priority: 'low' } as RequestInit);
    if (!response.ok || !response.headers.get('Content-Type')?.startsWith('image/')) return 'skip';
    body = await response.blob();
  } catch {
    return 'offline';
  }
  if (!take(body.size)) return 'budget';
  const headers = new Headers(response.headers);
  headers.set('X-Stored-Bytes', String(body.size));
  try {
    await cache.put(url, new Response(body, { status: 200, headers }));
  } catch (err) {
    imagePrefetchState.setState((s) => ({ ...s, saved: s.saved - 1, bytes: s.bytes - body.size }));
    if ((err as { name?: string } | null)?.name === 'QuotaExceededError') return 'storage';
    throw err;
  }
  return 'saved';
}
