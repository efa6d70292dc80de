import { useSyncExternalStore } from 'react';
import type { Store } from '../data/store';

/**
 * A store's value, or with `select` one part of it: the component then renders again only when
 * that part changes. `select` must return a primitive or a reference the store keeps (not a new
 * object each call).
 */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const get: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, get, get);
}
