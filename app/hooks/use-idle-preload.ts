import { useEffect } from 'react';

/**
 * A module the page needs only when the visitor acts (a form's zod schema, issue 34): loaded once,
 * shared by every caller, and asked for again after a failed load (offline before the service
 * worker had it).
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

/**
 * Starts loading such a module once the browser is idle after the page has shown, so the first
 * load stays without it (the budgets of issue 23) and a submit rarely waits for it.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }, [load]);
}
