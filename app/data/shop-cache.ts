import type { SiftDb } from './db';
import { deviceDb } from './device-db';

/**
 * The shop's lists as last read from the server, kept on the device (db.shop) so the shop
 * renders offline after one visit (docs/product.md#shop).
 */
export type ShopCacheKey = 'videos' | 'workshops';

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
