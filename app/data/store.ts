/**
 * The app's one mechanism for small shared state: a tiny observable value, with no React (app/data/
 * has none). Components read it with useStore (app/components/use-store.ts), which uses React's
 * useSyncExternalStore; plain code with get and subscribe.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store holding `initial`. With `whileObserved`, a source that feeds it runs only while someone
 * subscribes: it is started by the first subscriber and stopped (its returned call) when the last one
 * leaves; the store keeps its last value for the next.
 */
export function createStore<T>(initial: T, whileObserved?: (store: Store<T>) => () => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  let stopSource: (() => void) | null = null;
  const store: Store<T> = {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      // A function subscribed twice is two subscriptions (useSyncExternalStore may do that).
      const entry = () => listener();
      listeners.add(entry);
      if (listeners.size === 1 && whileObserved) stopSource = whileObserved(store);
      return () => {
        if (!listeners.delete(entry) || listeners.size > 0) return;
        stopSource?.();
        stopSource = null;
      };
    },
  };
  return store;
}
