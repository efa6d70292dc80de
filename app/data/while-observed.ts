import type { StoreApi } from 'zustand/vanilla';

/**
 * Runs the source that feeds a zustand store only while someone subscribes to it: the first
 * subscriber starts it (`start` gets the store and returns the way to stop), the last one to
 * leave stops it, and the store keeps its last value for the next. It wraps the store's
 * `subscribe`, as zustand's own middlewares do. Each call is a subscription of its own, even for
 * a function already subscribed (React's useSyncExternalStore may subscribe one twice), and a
 * second call of the same unsubscribe changes nothing.
 */
export function whileObserved<T>(store: StoreApi<T>, start: (store: StoreApi<T>) => () => void): StoreApi<T> {
  const subscribe = store.subscribe;
  let observers = 0;
  let stop: (() => void) | null = null;
  store.subscribe = (listener) => {
    const unsubscribe = subscribe((state, previous) => listener(state, previous));
    observers += 1;
    if (observers === 1) stop = start(store);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      unsubscribe();
      observers -= 1;
      if (observers > 0) return;
      stop?.();
      stop = null;
    };
  };
  return store;
}
