import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';
import type { SiftDb } from '../data/db';
import { watchDevice } from '../data/device-db';
import { syncState } from '../data/sync-state';

/**
 * While a sync writes pages, a whole-catalog read is repeated at most once per this many ms.
 * A first sync of 10,000 recipes commits ten pages; reading every recipe back after each of
 * them costs more than the sync itself on a phone (issue 4).
 */
export const SYNC_REFRESH_MS = 3000;

/**
 * Like dexie-react-hooks' useLiveQuery (useDeviceQuery), at its own pace, for queries over the
 * recipes table (docs/decisions/023-react-router.md): Dexie's liveQuery tells of every change,
 * and reading the whole catalog again after each page a sync writes would cost more than the
 * sync. The queries read the whole of it (the Recipes page, the combiners, the admin's link
 * targets) or the part a screen leads with (the home page's featured recipes, a recipe page).
 * Any change to the table marks the result stale. Outside a sync it is read again at once; during a sync, once the previous read
 * is SYNC_REFRESH_MS old, and at once when the sync ends. A read in progress is never dropped
 * for a newer change: it finishes, shows, and the next read follows. Returns undefined until
 * the first read (or `initial`, like useLiveQuery's default); errors are thrown into the nearest
 * error boundary, as useLiveQuery does. With `same`, a read that finds what is shown (the same
 * recipes at the same versions) keeps it: no render at all.
 */
export function useCatalogQuery<T>(
  querier: () => Promise<T>,
  deps: DependencyList,
  { database, initial, same }: { database?: SiftDb; initial?: T; same?: (shown: T, read: T) => boolean } = {},
): T | undefined {
  // `initial` (the recipes the page's HTML carried) stands in until the first read answers.
  const [result, setResult] = useState<{ value: T } | { error: unknown } | undefined>(() =>
    initial === undefined ? undefined : { value: initial },
  );
  const shown = useRef<{ value: T } | undefined>(initial === undefined ? undefined : { value: initial });

  useEffect(() => {
    let stopped = false;
    let reading = false;
    let stale = false;
    let lastReadAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const syncing = () => syncState.getState().status === 'syncing';

    const schedule = () => {
      if (stopped || reading || !stale || timer !== undefined) return;
      const wait = syncing() && lastReadAt ? Math.max(0, lastReadAt + SYNC_REFRESH_MS - Date.now()) : 0;
      timer = setTimeout(read, wait);
    };
    const read = async () => {
      timer = undefined;
      reading = true;
      stale = false;
      try {
        const value = await querier();
        const unchanged = shown.current !== undefined && same?.(shown.current.value, value);
        if (!stopped && !unchanged) {
          shown.current = { value };
          // A transition: React renders a long list in slices and lets taps and scrolling in
          // between, where an urgent update would be one long task (the whole catalog's cards
          // replacing the page's first six).
          startTransition(() => setResult({ value }));
        }
      } catch (error) {
        if (!stopped) {
          shown.current = undefined;
          setResult({ error });
        }
      } finally {
        reading = false;
        lastReadAt = Date.now();
        schedule();
      }
    };

    // A count observes the whole table, so its live query runs again after every write to it;
    // its first answer starts the first read.
    const stopWatching = watchDevice((db) => (database ?? db).recipes.count(), {
      next: () => {
        stale = true;
        schedule();
      },
      error: (error: unknown) => {
        if (stopped) return;
        shown.current = undefined;
        setResult({ error });
      },
    });
    // The sync ended while a read was waiting for its turn: read now.
    const unsubscribeSync = syncState.subscribe(() => {
      if (!syncing() && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        schedule();
      }
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopWatching();
      unsubscribeSync();
    };
    // The caller's deps decide when the querier is a new query, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [database, ...deps]);

  if (result && 'error' in result) throw result.error;
  return result?.value;
}
