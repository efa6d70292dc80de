import { syncState, type SyncState } from './sync-state';

/**
 * The page's handle on the recipe sync (app/data/sync.ts) and the Shop's lists
 * (app/data/shop-sync.ts), which run in a dedicated worker: a
 * first sync parses, validates and writes the whole catalog, work that would otherwise block
 * taps and scrolling on a phone for as long as it lasts. The worker reports every change of its
 * state, which lands in the page's `syncState`; the page's live queries see its writes through
 * Dexie's cross-context change events. Where no worker can start (or its script fails to load),
 * the sync runs on the page instead, the same code with the same result.
 */
export type SyncWorkerRequest = { id: number; task: SyncTask };
export type SyncWorkerReply = { type: 'state'; state: SyncState } | { type: 'done'; id: number };
type SyncTask = 'loadMeta' | 'sync' | 'freshSync' | 'shopLists';

/**
 * Loads the "complete" flag, so the UI can say 'available offline' after a reload. Like the
 * sync, never rejects: a failure is logged, and the sync's own outcome is in syncState.
 */
export const loadSyncMeta = () => run('loadMeta');
/**
 * Runs one sync; calls during a run share it. `fresh` after this device changed the catalog (an
 * admin save): its requests ask every cache on the way for a new answer
 * (docs/decisions/012-http-caching.md), so the change is on the device at once.
 */
export const syncRecipes = (options: { fresh?: boolean } = {}) => run(options.fresh ? 'freshSync' : 'sync');
/** Stores the Shop's lists on the device (app/data/shop-sync.ts); never rejects. */
export const saveShopLists = () => run('shopLists');

/** The worker once started; 'none' where it cannot start or has failed (not tried again). */
let worker: Worker | 'none' | undefined;
let nextId = 0;
const pending = new Map<number, { task: SyncTask; done: () => void }>();

function run(task: SyncTask): Promise<void> {
  worker ??= startWorker();
  if (worker === 'none') return onThisPage(task);
  const running = worker;
  const id = ++nextId;
  return new Promise((done) => {
    pending.set(id, { task, done });
    running.postMessage({ id, task } satisfies SyncWorkerRequest);
  });
}

function startWorker(): Worker | 'none' {
  if (typeof Worker === 'undefined') return 'none';
  let started: Worker;
  try {
    started = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'recipe-sync' });
  } catch {
    return 'none';
  }
  started.addEventListener('message', (event: MessageEvent<SyncWorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'state') syncState.setState(reply.state);
    else {
      pending.get(reply.id)?.done();
      pending.delete(reply.id);
    }
  });
  // The script did not load (or the worker died): what it was asked to do runs here.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    console.error('The recipe sync worker failed; syncing on the page instead');
    started.terminate();
    worker = 'none';
    const unanswered = [...pending.values()];
    pending.clear();
    for (const { task, done } of unanswered) void onThisPage(task).then(done);
  });
  return started;
}

async function onThisPage(task: SyncTask): Promise<void> {
  try {
    if (task === 'shopLists') {
      await (await import('./shop-sync')).syncShopLists();
      return;
    }
    const sync = await import('./sync');
    await (task === 'loadMeta' ? sync.loadSyncMeta() : sync.syncRecipes({ fresh: task === 'freshSync' }));
  } catch (err) {
    console.error('Sync task failed', err);
  }
}
