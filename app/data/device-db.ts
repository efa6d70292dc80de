import type { liveQuery, SiftDb } from './db';

/**
 * The device database (Dexie, about 30 KB gzip) is not part of the first-load JavaScript
 * (issue 7): it loads beside the app's first render instead of before it. Screens first render
 * from what the page's HTML carried, or from their defaults, as they did while the database
 * opened; their device reads and writes go through here and wait for it. Modules that load on
 * demand may import ./db directly (scripts/budgets.test.ts checks the first load).
 */
interface DeviceModule {
  db: SiftDb;
  liveQuery: typeof liveQuery;
}

let loading: Promise<DeviceModule> | undefined;
let loaded: DeviceModule | undefined;

/** The database module, loaded once; a failed load (a dropped connection) is tried again next time. */
export function loadDevice(): Promise<DeviceModule> {
  loading ??= import('./db').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The database, for a query that runs inside a live query from watchDevice: such a query only
 * runs once the database has loaded. Anywhere else, await deviceDb().
 */
export function loadedDeviceDb(): SiftDb {
  if (!loaded) throw new Error('The device database is read before it has loaded');
  return loaded.db;
}

export async function deviceDb(): Promise<SiftDb> {
  return (await loadDevice()).db;
}

export interface DeviceObserver<T> {
  next: (value: T) => void;
  error: (error: unknown) => void;
}

/** How long a live query waits before it tries again to load a database that failed to load. */
export const LOAD_RETRY_MS = 2000;

/**
 * Dexie's liveQuery over the device database, once it has loaded: `observer.next` gets the
 * query's answer, and again after every write that changes it; `observer.error` a failed query.
 * A database that could not be loaded (the network dropped on a first visit, before the
 * service worker held the app) is tried again every LOAD_RETRY_MS meanwhile, the screen keeping
 * its default: the header's cart or a heart is no reason for an error screen. Returns the way
 * to stop.
 */
export function watchDevice<T>(query: (db: SiftDb) => T | Promise<T>, observer: DeviceObserver<T>): () => void {
  let stopped = false;
  let stop = () => undefined as void;
  const start = () => {
    loadDevice().then(
      ({ db, liveQuery }) => {
        if (stopped) return;
        const subscription = liveQuery(() => query(db)).subscribe(observer);
        stop = () => subscription.unsubscribe();
      },
      (error: unknown) => {
        if (stopped) return;
        console.warn('The device database could not be loaded; trying again', error);
        const retry = setTimeout(start, LOAD_RETRY_MS);
        stop = () => clearTimeout(retry);
      },
    );
  };
  start();
  return () => {
    stopped = true;
    stop();
  };
}
