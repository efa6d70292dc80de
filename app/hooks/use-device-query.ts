import { startTransition, useEffect, useState, type DependencyList } from 'react';
import type { SiftDb } from '../data/db';
import { watchDevice } from '../data/device-db';

/**
 * dexie-react-hooks' useLiveQuery for screens on the first load, with the database loaded on
 * demand (device-db.ts): `defaultResult` until the first answer, then every later one. A change
 * of `deps` starts a new query and keeps the last answer until it replies, as useLiveQuery does;
 * errors go to the nearest error boundary.
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
  const [state, setState] = useState<{ value: T | D | undefined } | { error: unknown }>({ value: defaultResult });

  useEffect(
    () =>
      // Answers render as transitions: in slices, and on a page the server rendered without
      // forcing the rest of its hydration into one long task (decision 007).
      watchDevice(query, {
        next: (value) =>
          startTransition(() => setState((shown) => ('value' in shown && shown.value === value ? shown : { value }))),
        error: (error) => startTransition(() => setState({ error })),
      }),
    // The caller's deps decide when the query is a new one, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );

  if ('error' in state) throw state.error;
  return state.value;
}
