import { videoListSchema, workshopListSchema } from '../../shared/schemas/shop';
import { apiRequest } from './api';
import { db, type SiftDb } from './db';

/**
 * The Shop's lists kept on the device with the catalog sync (docs/product.md#offline-and-sync),
 * not only once the Shop was opened: offline, a first visit's Shop shows its videos, classes and
 * workshops, with when they were read (the `savedAt` the Shop shows as "Spots as of 10:42").
 * The Shop's own reads (app/features/shop/shop-data.ts) write the same rows. Run by the sync's
 * worker (app/data/sync-client.ts), so the lists' schemas never load on the page's thread for it.
 */
export const SHOP_LISTS = [
  { key: 'videos', url: '/api/shop/videos', schema: videoListSchema },
  { key: 'workshops', url: '/api/shop/workshops', schema: workshopListSchema },
] as const;

type Fetcher = (url: string) => Promise<unknown>;
const defaultFetcher: Fetcher = (url) => apiRequest('GET', url);

/**
 * Reads both lists and stores each that came back valid. Never throws: offline or refused, the
 * device keeps the copy it had. Resolves to how many lists were stored.
 */
export async function syncShopLists(database: SiftDb = db, fetcher: Fetcher = defaultFetcher): Promise<number> {
  const results = await Promise.all(
    SHOP_LISTS.map(async ({ key, url, schema }) => {
      try {
        const parsed = schema.safeParse(await fetcher(url));
        if (!parsed.success) return false;
        await database.shop.put({ key, value: parsed.data, savedAt: Date.now() });
        return true;
      } catch {
        return false;
      }
    }),
  );
  return results.filter(Boolean).length;
}
