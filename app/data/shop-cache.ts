import type { SiftDb } from './db';
import { deviceDb } from './device-db';

/**
 * The shop's lists as last read from the server, kept on the device (db.shop) so the shop
 * renders offline after one visit (docs/product.md#shop).
 */
export type ShopCacheKey = 'videos' | 'workshops';
export const SHOP_CACHE_KEYS: readonly ShopCacheKey[] = ['videos', 'workshops'];

/** The stored copy, unchecked (`database`: the caller's live query's). */
export async function cachedShopList(database: SiftDb, key: ShopCacheKey): Promise<unknown> {
  return (await database.shop.get(key))?.value ?? null;
}

/** The device's copy of a shop list with when it was read from the server, or null. */
export async function cachedShopEntry(
  database: SiftDb,
  key: ShopCacheKey,
): Promise<{ value: unknown; savedAt?: number } | null> {
  return (await database.shop.get(key)) ?? null;
}

export async function storeShopList(key: ShopCacheKey, list: unknown[]): Promise<void> {
  await (await deviceDb()).shop.put({ key, value: list, savedAt: Date.now() });
}

/**
 * The pictures of the stored Shop lists, for the image prefetch. Read without the lists' schemas,
 * which stay off the page's thread (the sync's worker stores a list once it passed them,
 * app/data/shop-sync.ts): an item without an `imageUrl` is passed over.
 */
export async function shopImageUrls(database: SiftDb): Promise<string[]> {
  const urls: string[] = [];
  for (const key of SHOP_CACHE_KEYS) {
    const list = await cachedShopList(database, key);
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      const url = (item as { imageUrl?: unknown } | null)?.imageUrl;
      if (typeof url === 'string' && url) urls.push(url);
    }
  }
  return urls;
}
