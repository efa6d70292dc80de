import type { DependencyList } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SiftDb } from '../data/db';
import { loadedDeviceDb } from '../data/device-db';

/**
 * dexie-react-hooks' useLiveQuery over the device database (decision 002): the database loads on
 * demand (app/hooks/late-dexie.ts), so the query gets it as its argument. `defaultResult` until
 * the first answer, then every later one; a change of `deps` starts a new query and keeps the
 * last answer until it replies; errors go to the nearest error boundary.
 */
export function useDeviceQuery<T>(query: (db: SiftDb) => T | Promise<T>, deps: DependencyList): T | undefined;
export function useDeviceQuery<T, D>(
  query: (db: SiftDb) => T | Promise<T>,
  deps: DependencyList,
  defaultResult: D,
): T | D;
export function useDeviceQuery<T, D>(
  query: (db: SiftDb) => T | Promise<T>,
  deps: DependencyList,
  defaultResult?: D,
): T | D | undefined {
  // The caller's deps decide when the query is a new one, as with useLiveQuery.
  return useLiveQuery(() => query(loadedDeviceDb()), deps as unknown[], defaultResult);
}
