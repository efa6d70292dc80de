import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiftDb } from './db';
import { CATALOG_IMAGE_CACHE, cardImageUrl, prefetchCatalogImages } from './image-prefetch';
import { imagePrefetchState } from './image-prefetch-state';
import { makeRecipe } from './recipe-fixture';

/** An in-memory Cache API (Node has none); the browser's own is used by the offline journey. */
class MemoryCache {
  entries = new Map<string, Response>();
  key = (r: RequestInfo | URL) =>
    new URL(typeof r === 'string' || r instanceof URL ? r : r.url, 'http://bakery.test').href;
  async match(r: RequestInfo | URL) {
    return this.entries.get(this.key(r))?.clone();
  }
  async put(r: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(r), response);
  }
  async delete(r: RequestInfo | URL) {
    return this.entries.delete(this.key(r));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
function memoryCaches() {
  const named = new Map<string, MemoryCache>();
  const open = async (name: string) => {
    if (!named.has(name)) named.set(name, new MemoryCache());
    return named.get(name)!;
  };
  return { caches: { open } as unknown as CacheStorage, cache: () => open(CATALOG_IMAGE_CACHE) };
}

/** A server of pictures: `bytes` per picture, every request remembered. */
function pictureServer(bytes = 1000, options: { offline?: boolean; notImage?: string } = {}) {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    if (options.offline) throw new TypeError('Failed to fetch');
    const type = url === options.notImage ? 'text/html' : 'image/webp';
    return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': type } });
  }) as typeof fetch;
  return { asked, fetcher };
}

const roomy = async () => ({ quota: 10_000_000_000, usage: 0 });
let database: SiftDb;
let n = 0;
beforeEach(async () => {
  (globalThis as { location?: unknown }).location ??= new URL('http://bakery.test/');
  database = new SiftDb(`prefetch-test-${++n}`);
  imagePrefetchState.setState({ status: 'idle', saved: 0, total: 0, bytes: 0, reason: null });
  await database.recipes.bulkPut([
    makeRecipe(1, { imageUrl: '/objects/abc1' }),
    makeRecipe(2, { imageUrl: '/objects/abc2' }),
    makeRecipe(3, { imageUrl: null }),
    makeRecipe(4, { imageUrl: '/images/demo/scones.webp' }),
  ]);
});

describe('saving every recipe picture for offline use', () => {
  it('stores the card-size picture of each recipe that has one, and reports the count and bytes', async () => {
    const { caches, cache } = memoryCaches();
    const { asked, fetcher } = pictureServer(1500);
    await prefetchCatalogImages({ database, cacheStorage: caches, fetcher, estimate: roomy });
    expect(asked.sort()).toEqual(['/images/demo/scones.webp', '/objects/abc1/400', '/objects/abc2/400']);
    expect((await (await cache()).keys()).length).toBe(3);
    expect(imagePrefetchState.getState()).toMatchObject({
      status: 'done',
      saved: 3,
      total: 3,
      bytes: 4500,
      reason: null,
    });
  });

  it('downloads only what is missing on the next pass, and drops the pictures of deleted recipes', async () => {
    const { caches, cache } = memoryCaches();
    await prefetchCatalogImages({ database, cacheStorage: caches, fetcher: pictureServer().fetcher, estimate: roomy });
    await database.recipes.delete(2);
    await database.recipes.put(makeRecipe(5, { imageUrl: '/objects/abc5' }));
    const second = pictureServer();
    await prefetchCatalogImages({ database, cacheStorage: caches, fetcher: second.fetcher, estimate: roomy });
    expect(second.asked).toEqual(['/objects/abc5/400']);
    const held = (await (await cache()).keys()).map((r) => new URL(r.url).pathname).sort();
    expect(held).toEqual(['/images/demo/scones.webp', '/objects/abc1/400', '/objects/abc5/400']);
    expect(imagePrefetchState.getState()).toMatchObject({ status: 'done', saved: 3, total: 3, bytes: 3000 });
  });

  it('stops at the storage budget, saying why', async () => {
    const { caches } = memoryCaches();
    await prefetchCatalogImages({
      database,
      cacheStorage: caches,
      fetcher: pictureServer(1000).fetcher,
      estimate: roomy,
      budgetBytes: 2500,
    });
    expect(imagePrefetchState.getState()).toMatchObject({ status: 'stopped', reason: 'budget', saved: 2, bytes: 2000 });
  });

  it('never takes more than half of the free space the browser reports', async () => {
    const { caches } = memoryCaches();
    await prefetchCatalogImages({
      database,
      cacheStorage: caches,
      fetcher: pictureServer(1000).fetcher,
      estimate: async () => ({ quota: 100_000, usage: 96_000 }),
    });
    expect(imagePrefetchState.getState()).toMatchObject({ status: 'stopped', reason: 'budget', saved: 2, bytes: 2000 });
  });

  it('offline, stops and keeps what it has; an answer that is not a picture is skipped', async () => {
    const { caches } = memoryCaches();
    await prefetchCatalogImages({
      database,
      cacheStorage: caches,
      fetcher: pictureServer(1000, { offline: true }).fetcher,
      estimate: roomy,
    });
    expect(imagePrefetchState.getState()).toMatchObject({ status: 'stopped', reason: 'offline', saved: 0 });
    const { fetcher } = pictureServer(1000, { notImage: '/objects/abc1/400' });
    await prefetchCatalogImages({ database, cacheStorage: caches, fetcher, estimate: roomy });
    expect(imagePrefetchState.getState()).toMatchObject({ status: 'done', saved: 2, total: 3 });
  });

  it('uses the 400 px variant of a stored image and any other picture as given', () => {
    expect(cardImageUrl('/objects/k9')).toBe('/objects/k9/400');
    expect(cardImageUrl('/images/demo/a.webp')).toBe('/images/demo/a.webp');
  });
});
