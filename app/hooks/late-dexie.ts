import { startTransition } from 'react';
import { watchDevice } from '../data/device-db';

/**
 * What dexie-react-hooks gets when it imports 'dexie' (scripts/late-dexie-plugin.ts puts it
 * there, in the builds and the tests): the one thing its useLiveQuery takes from Dexie,
 * `Dexie.liveQuery`, as Dexie's own liveQuery over the device database once that has loaded
 * (app/data/device-db.ts). Dexie, about 30 KB gzip, thus stays out of the first load
 * (docs/decisions/002-first-load-budget.md, 023-react-router.md) while screens read the device
 * with the library's hook: its default until the first answer, a new query on new deps keeping
 * the last answer until its own, errors thrown to the nearest error boundary.
 *
 * Answers reach the hook in a transition: on a page the server rendered, an answer that reaches
 * a part React has not hydrated yet would otherwise hydrate it in one long task (decision 007).
 */

interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
}

function liveQuery<T>(querier: () => T | Promise<T>) {
  return {
    /** An observer, or its `next` and `error` apart (dexie-react-hooks passes them apart). */
    subscribe(observer: Observer<T> | ((value: T) => void), onError?: (error: unknown) => void) {
      const { next, error } = typeof observer === 'function' ? { next: observer, error: onError } : observer;
      const unsubscribe = watchDevice(() => querier(), {
        next: (value) => startTransition(() => next?.(value)),
        error: (failure) => startTransition(() => error?.(failure)),
      });
      return { unsubscribe };
    },
    // No answer yet when the hook asks (nor on the server): it shows its default.
    hasValue: () => false,
  };
}

export const Dexie = { liveQuery };
