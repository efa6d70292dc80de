import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { NetworkError } from './api';
import { SiftDb } from './db';
import { shopImageUrls } from './shop-cache';
import { syncShopLists } from './shop-sync';

const video = { id: 1, title: 'Laminating dough', description: 'Butter blocks', imageUrl: '/objects/v1' };
const workshop = {
  id: 2,
  kind: 'class',
  title: 'Sourdough Basics',
  description: 'Bring an apron',
  date: '2026-12-05T10:00:00.000Z',
  location: 'The bakery',
  price: 6500,
  imageUrl: null,
  spotsAvailable: 4,
  timeZone: 'America/New_York',
};
let n = 0;

describe('keeping the Shop on the device with the catalog', () => {
  it('stores both lists with when they were read, and lists their pictures', async () => {
    const database = new SiftDb(`shop-sync-${++n}`);
    const before = Date.now();
    const stored = await syncShopLists(database, async (url) => (url.endsWith('/videos') ? [video] : [workshop]));
    expect(stored).toBe(2);
    const videos = await database.shop.get('videos');
    expect(videos?.value).toEqual([video]);
    expect(videos!.savedAt).toBeGreaterThanOrEqual(before);
    expect((await database.shop.get('workshops'))?.value).toEqual([workshop]);
    expect(await shopImageUrls(database)).toEqual(['/objects/v1']);
  });

  it('lists the pictures of the stored lists, passing over an item without one', async () => {
    const database = new SiftDb(`shop-sync-${++n}`);
    await database.shop.put({ key: 'videos', value: [video, { ...video, id: 3, imageUrl: null }, null], savedAt: 1 });
    await database.shop.put({ key: 'workshops', value: [{ ...workshop, imageUrl: '/objects/w2' }], savedAt: 1 });
    expect(await shopImageUrls(database)).toEqual(['/objects/v1', '/objects/w2']);
  });

  it('offline or given a list it cannot read, keeps the copy it had', async () => {
    const database = new SiftDb(`shop-sync-${++n}`);
    await database.shop.put({ key: 'videos', value: [video], savedAt: 1 });
    const stored = await syncShopLists(database, async (url) => {
      if (url.endsWith('/videos')) throw new NetworkError(new TypeError('Failed to fetch'));
      return [{ ...workshop, spotsAvailable: -1 }];
    });
    expect(stored).toBe(0);
    expect(await database.shop.get('videos')).toEqual({ key: 'videos', value: [video], savedAt: 1 });
    expect(await database.shop.get('workshops')).toBeUndefined();
  });
});
