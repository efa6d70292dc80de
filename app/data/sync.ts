import { syncResponseSchema, type Recipe, type SyncResponse } from '../../shared/schemas/recipe';
import { ApiError, apiRequest, NetworkError } from './api';
import { db, type SiftDb } from './db';
import { isQuotaError } from './quota-error';
import { COMPLETE_KEY, syncState, type SyncState } from './sync-state';

export { COMPLETE_KEY, syncState };

/**
 * Pulls recipe changes from the API by cursor into Dexie (docs/architecture.md#data-flow). Each page is applied in
 * one transaction, cursor included, so an interrupted sync (offline, a full disk, a bad
 * answer) keeps every page before it and resumes where it stopped. Tombstones delete; a
 * `reset` page (the server's catalog was rebuilt) replaces the device's recipes.
 */
export const CURSOR_KEY = 'recipesCursor';

export const SYNC_MESSAGES = {
  invalid: 'The server sent recipes this app could not read. Your saved recipes are unchanged.',
  storage: 'This device is out of storage space, so new recipes could not be saved. Recipes already saved still work.',
  offline: 'You are offline. Recipes saved on this device still work.',
  server: 'Recipes could not be updated right now. Recipes saved on this device still work.',
} as const;

type Fetcher = (url: string) => Promise<unknown>;
const defaultFetcher: Fetcher = (url) => apiRequest('GET', url);
/** Asks the caches between here and the server for a new answer (docs/decisions/012-http-caching.md). */
const freshFetcher: Fetcher = (url) => apiRequest('GET', url, undefined, { headers: { 'Cache-Control': 'no-cache' } });

export interface SyncOptions {
  database?: SiftDb;
  fetcher?: Fetcher;
  pageSize?: number;
  /** After this device changed the catalog: past any shared cache (`freshFetcher`). */
  fresh?: boolean;
}

let running: Promise<void> | null = null;
let following: { run: Promise<void>; fresh: boolean } | null = null;

/**
 * Runs one sync. Never throws: see syncState. A call while a run is under way may be about a
 * change that run has already read past (the baker saved a recipe after its page came), so it
 * gets one more run after it; every call meanwhile shares that one, fresh if any asked for fresh.
 */
export function syncRecipes(options: SyncOptions = {}): Promise<void> {
  if (!running) {
    running = runSync(options).finally(() => {
      running = null;
    });
    return running;
  }
  if (following) {
    following.fresh ||= Boolean(options.fresh);
    return following.run;
  }
  const next = { run: Promise.resolve(), fresh: Boolean(options.fresh) };
  next.run = running.then(() => {
    following = null;
    return syncRecipes({ ...options, fresh: next.fresh });
  });
  following = next;
  return next.run;
}

async function runSync({
  database = db,
  fresh = false,
  fetcher = fresh ? freshFetcher : defaultFetcher,
  pageSize = 1000,
}: SyncOptions) {
  syncState.setState((s) => ({ ...s, status: 'syncing', received: 0, total: null, error: null, errorKind: null }));
  const fetchPage = async (since: number): Promise<SyncResponse> => {
    const parsed = syncResponseSchema.safeParse(await fetcher(`/api/sync/recipes?since=${since}&limit=${pageSize}`));
    if (!parsed.success) throw new SyncInvalidError();
    return parsed.data;
  };
  try {
    let next = fetchPage(await readCursor(database));
    for (;;) {
      const page = await next;
      // The next page downloads while this one is written. Its failure is met when it is
      // awaited, after this page is safely stored.
      if (page.hasMore) {
        next = fetchPage(page.cursor);
        next.catch(() => undefined);
      }
      await applyPage(database, page);
      const changes = page.recipes.length + page.deleted.length;
      syncState.setState((s) => ({ ...s, received: s.received + changes, total: s.total ?? page.total ?? null }));
      if (!page.hasMore) break;
    }
    await database.meta.put({ key: COMPLETE_KEY, value: true });
    syncState.setState((s) => ({ ...s, status: 'idle', lastSyncAt: Date.now(), complete: true }));
  } catch (err) {
    const errorKind = classify(err);
    if (errorKind !== 'offline') console.error('Recipe sync failed', err);
    syncState.setState((s) => ({ ...s, status: 'error', errorKind, error: SYNC_MESSAGES[errorKind] }));
  }
}

class SyncInvalidError extends Error {
  constructor() {
    super(SYNC_MESSAGES.invalid);
    this.name = 'SyncInvalidError';
  }
}

async function readCursor(database: SiftDb): Promise<number> {
  const value = (await database.meta.get(CURSOR_KEY))?.value;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0;
}

export async function applyPage(database: SiftDb, page: SyncResponse): Promise<void> {
  await database.transaction('rw', database.recipes, database.meta, async () => {
    if (page.reset) await database.recipes.clear();
    if (page.deleted.length) await database.recipes.bulkDelete(page.deleted);
    if (page.recipes.length) await putRecipes(database, page.recipes);
    await database.meta.put({ key: CURSOR_KEY, value: page.cursor });
  });
}

/**
 * Recipes per write request inside a page's transaction. Each put copies its recipe
 * synchronously, so a page of 1,000 in one call is a long task on a phone; in slices the
 * browser can paint and answer taps between them.
 */
const PUT_SLICE = 200;

/**
 * Writes a page of recipes. A slug can move to another id (a recipe deleted and re-created);
 * the unique slug index then refuses that one put, and only then is the stale holder looked up
 * and dropped (looking every slug up first costs more than the whole write).
 */
async function putRecipes(database: SiftDb, recipes: Recipe[]): Promise<void> {
  for (let start = 0; start < recipes.length; start += PUT_SLICE) {
    const slice = recipes.slice(start, start + PUT_SLICE);
    try {
      await database.recipes.bulkPut(slice);
    } catch (err) {
      const bulk = err as { name?: string; failuresByPos?: Record<number, { name?: string }> };
      const failures = Object.entries(bulk.failuresByPos ?? {});
      if (bulk.name !== 'BulkError' || !failures.length || failures.some(([, f]) => f?.name !== 'ConstraintError'))
        throw err;
      for (const [pos] of failures) {
        const recipe = slice[Number(pos)]!;
        const holder = await database.recipes.where('slug').equals(recipe.slug).first();
        if (holder && holder.id !== recipe.id) await database.recipes.delete(holder.id);
        await database.recipes.put(recipe);
      }
    }
  }
}

function classify(err: unknown): NonNullable<SyncState['errorKind']> {
  if (err instanceof SyncInvalidError || err instanceof SyntaxError) return 'invalid';
  if (isQuotaError(err)) return 'storage';
  if (err instanceof NetworkError) return 'offline';
  if (err instanceof ApiError) return 'server';
  return 'server';
}

/** Loads the "complete" flag so the UI can say 'available offline' after a reload. */
export async function loadSyncMeta(database: SiftDb = db): Promise<void> {
  const complete = (await database.meta.get(COMPLETE_KEY))?.value === true;
  syncState.setState((s) => ({ ...s, complete }));
}
