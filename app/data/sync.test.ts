import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncResponse } from '../../shared/schemas/recipe';
import { NetworkError } from './api';
import { SiftDb } from './db';
import { makeRecipe } from './recipe-fixture';
import { requestPersistentStorage } from './persistent-storage';
import { COMPLETE_KEY, CURSOR_KEY, loadSyncMeta, SYNC_MESSAGES, syncRecipes, syncState } from './sync';

let n = 0;
let database: SiftDb;
beforeEach(() => {
  database = new SiftDb(`sync-test-${++n}`);
  syncState.setState({
    status: 'idle',
    received: 0,
    total: null,
    lastSyncAt: null,
    error: null,
    errorKind: null,
    complete: false,
  });
});

const page = (p: Partial<SyncResponse> & { cursor: number }): SyncResponse => ({
  recipes: [],
  deleted: [],
  hasMore: false,
  ...p,
});

/** A fetcher that answers from a list of pages by the `since` it is asked for. */
function server(pages: Record<number, unknown>) {
  const asked: string[] = [];
  const fetcher = async (url: string) => {
    asked.push(url);
    const since = Number(new URL(url, 'http://x').searchParams.get('since'));
    const answer = pages[since];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected since=${since}`);
    return structuredClone(answer);
  };
  return { asked, fetcher };
}

describe('syncRecipes', () => {
  it('applies pages in order, remembers the cursor and marks the catalog complete, reporting progress', async () => {
    const progress: number[] = [];
    const stop = syncState.subscribe(() => progress.push(syncState.getState().received));
    const { asked, fetcher } = server({
      0: page({ recipes: [makeRecipe(1), makeRecipe(2)], cursor: 2, hasMore: true, remaining: 1, total: 3 }),
      2: page({ recipes: [makeRecipe(3)], cursor: 3, remaining: 0, total: 1 }),
    });
    await syncRecipes({ database, fetcher, pageSize: 2 });
    stop();
    expect(asked).toEqual(['/api/sync/recipes?since=0&limit=2', '/api/sync/recipes?since=2&limit=2']);
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await database.meta.get(CURSOR_KEY))?.value).toBe(3);
    expect((await database.meta.get(COMPLETE_KEY))?.value).toBe(true);
    expect(syncState.getState()).toMatchObject({ status: 'idle', complete: true, received: 3, total: 3, error: null });
    expect(progress).toContain(2);
  });

  it('drops recipes the server deleted (tombstones) and updates edited ones', async () => {
    await database.recipes.bulkPut([makeRecipe(1), makeRecipe(2), makeRecipe(3)]);
    await database.meta.put({ key: CURSOR_KEY, value: 3 });
    const { fetcher } = server({
      3: page({ recipes: [makeRecipe(1, { title: 'Edited', version: 5 })], deleted: [2], cursor: 5 }),
    });
    await syncRecipes({ database, fetcher });
    expect((await database.recipes.toArray()).map((r) => [r.id, r.title])).toEqual([
      [1, 'Edited'],
      [3, 'Recipe 3'],
    ]);
  });

  it('replaces everything on a reset page', async () => {
    await database.recipes.bulkPut([makeRecipe(1), makeRecipe(2)]);
    await database.meta.put({ key: CURSOR_KEY, value: 99 });
    const { fetcher } = server({ 99: page({ recipes: [makeRecipe(7)], cursor: 7, reset: true }) });
    await syncRecipes({ database, fetcher });
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([7]);
    expect((await database.meta.get(CURSOR_KEY))?.value).toBe(7);
  });

  it('gives a slug to its new id when a recipe was deleted and re-created', async () => {
    await database.recipes.put(makeRecipe(1, { slug: 'scones' }));
    const { fetcher } = server({ 0: page({ recipes: [makeRecipe(4, { slug: 'scones' })], cursor: 4 }) });
    await syncRecipes({ database, fetcher });
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([4]);
  });

  it('swaps slugs between two recipes in one page', async () => {
    await database.recipes.bulkPut([makeRecipe(1, { slug: 'x' }), makeRecipe(2, { slug: 'y' })]);
    const { fetcher } = server({
      0: page({
        recipes: [makeRecipe(1, { slug: 'y', version: 3 }), makeRecipe(2, { slug: 'x', version: 3 })],
        cursor: 3,
      }),
    });
    await syncRecipes({ database, fetcher });
    expect((await database.recipes.toArray()).map((r) => [r.id, r.slug])).toEqual([
      [1, 'y'],
      [2, 'x'],
    ]);
  });

  it('moves a slug deep inside a large page written in slices', async () => {
    await database.recipes.put(makeRecipe(1, { slug: 'late-slug' }));
    const many = Array.from({ length: 450 }, (_, i) => makeRecipe(i + 2));
    many[430] = makeRecipe(432, { slug: 'late-slug' });
    const { fetcher } = server({ 0: page({ recipes: many, cursor: 451 }) });
    await syncRecipes({ database, fetcher, pageSize: 1000 });
    expect(await database.recipes.count()).toBe(450);
    expect((await database.recipes.where('slug').equals('late-slug').first())?.id).toBe(432);
    expect(await database.recipes.get(1)).toBeUndefined();
  });

  it('downloads the next page while writing one, and keeps the written page when the next download fails', async () => {
    const { asked, fetcher } = server({
      0: page({ recipes: [makeRecipe(1), makeRecipe(2)], cursor: 2, hasMore: true }),
      2: new NetworkError(new TypeError('Failed to fetch')),
    });
    await syncRecipes({ database, fetcher, pageSize: 2 });
    expect(asked).toEqual(['/api/sync/recipes?since=0&limit=2', '/api/sync/recipes?since=2&limit=2']);
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([1, 2]);
    expect((await database.meta.get(CURSOR_KEY))?.value).toBe(2);
    expect(syncState.getState()).toMatchObject({ status: 'error', errorKind: 'offline', complete: false });
  });

  it('keeps the saved recipes and the cursor when an answer fails schema validation, and says so', async () => {
    await database.recipes.bulkPut([makeRecipe(1), makeRecipe(2)]);
    await database.meta.put({ key: CURSOR_KEY, value: 2 });
    const { fetcher } = server({ 2: { recipes: [{ id: 'x', title: 5 }], deleted: [], cursor: 9, hasMore: false } });
    await syncRecipes({ database, fetcher });
    expect(await database.recipes.count()).toBe(2);
    expect((await database.meta.get(CURSOR_KEY))?.value).toBe(2);
    expect(syncState.getState()).toMatchObject({ status: 'error', errorKind: 'invalid', error: SYNC_MESSAGES.invalid });
  });

  it('keeps the pages already saved when the disk fills up during a later page, and says what happened', async () => {
    const { fetcher } = server({
      0: page({ recipes: [makeRecipe(1), makeRecipe(2)], cursor: 2, hasMore: true }),
      2: page({ recipes: [makeRecipe(3), makeRecipe(4)], cursor: 4 }),
    });
    const real = database.recipes.bulkPut.bind(database.recipes);
    let calls = 0;
    vi.spyOn(database.recipes, 'bulkPut').mockImplementation(((...args: Parameters<typeof real>) => {
      calls += 1;
      if (calls === 2) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      return real(...args);
    }) as typeof real);
    await syncRecipes({ database, fetcher, pageSize: 2 });
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([1, 2]);
    expect((await database.meta.get(CURSOR_KEY))?.value).toBe(2);
    expect(syncState.getState()).toMatchObject({
      status: 'error',
      errorKind: 'storage',
      error: SYNC_MESSAGES.storage,
      complete: false,
    });
  });

  it('reports being offline quietly and keeps what is saved', async () => {
    await database.recipes.put(makeRecipe(1));
    const { fetcher } = server({ 0: new NetworkError(new TypeError('Failed to fetch')) });
    await syncRecipes({ database, fetcher });
    expect(await database.recipes.count()).toBe(1);
    expect(syncState.getState()).toMatchObject({ status: 'error', errorKind: 'offline' });
  });

  it('runs once more after a run in progress for the callers who came during it, and no more', async () => {
    // The baker saves recipe 2 while the device reads the catalog: the run under way has already
    // read past it, so the next run brings it.
    const pages: Record<number, unknown> = { 0: page({ recipes: [makeRecipe(1)], cursor: 1 }) };
    const { asked, fetcher } = server(pages);
    const first = syncRecipes({ database, fetcher });
    pages[1] = page({ recipes: [makeRecipe(2)], cursor: 2 });
    await Promise.all([first, syncRecipes({ database, fetcher }), syncRecipes({ database, fetcher })]);
    expect(asked).toEqual(['/api/sync/recipes?since=0&limit=1000', '/api/sync/recipes?since=1&limit=1000']);
    expect((await database.recipes.toArray()).map((r) => r.id)).toEqual([1, 2]);
  });

  it('restores the available-offline flag after a reload', async () => {
    await database.meta.put({ key: COMPLETE_KEY, value: true });
    await loadSyncMeta(database);
    expect(syncState.getState().complete).toBe(true);
  });
});

describe('requestPersistentStorage', () => {
  it('asks the browser once per device and remembers the answer', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
    try {
      expect(await requestPersistentStorage(database)).toBe(true);
      expect(await requestPersistentStorage(database)).toBe(true);
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a fresh sync (after this device changed the catalog)', () => {
  it('asks every cache on the way for a new answer; an ordinary sync does not', async () => {
    const sent: (string | null)[] = [];
    const fetchStub = vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Cache-Control'));
      return new Response(JSON.stringify(page({ cursor: 0 })), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchStub);
    try {
      await syncRecipes({ database, fresh: true });
      await syncRecipes({ database });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toEqual(['no-cache', null]);
  });

  it('is what the run after a run in progress is, when any caller during it asked for one', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(new Headers(init?.headers).get('Cache-Control'));
        return new Response(JSON.stringify(page({ cursor: 0 })), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    try {
      await Promise.all([syncRecipes({ database }), syncRecipes({ database }), syncRecipes({ database, fresh: true })]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toEqual([null, 'no-cache']);
  });
});
