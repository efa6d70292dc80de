import { createPath, parsePath, type Location, type Path } from './path';

/**
 * The list of visited addresses under the router: the browser's own (a page's address bar, Back
 * and Forward) or one kept in memory (the server's render, unit tests). Each entry the app makes
 * gets a random key, kept in history.state as React Router kept it, so an entry found again by
 * Back (or after a reload) is known by its key: the scroll position is stored by it.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** Calls `listener` when the visitor moves through the history (Back, Forward, go()); returns the unlisten. */
  listen(listener: (location: Location) => void): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function createBrowserHistory(win: Window = window): History {
  const history = win.history;
  const current = (): Location => {
    const { pathname, search, hash } = win.location;
    const entry = (history.state ?? {}) as EntryState;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  let action: NavigationType = 'POP';
  let index = ((history.state ?? {}) as EntryState).idx;
  if (index === undefined) {
    index = 0;
    history.replaceState({ ...(history.state as object | null), idx: 0 }, '');
  }
  const write = (how: 'pushState' | 'replaceState', to: Path, state: unknown) => {
    if (how === 'pushState') index = (index ?? 0) + 1;
    const entry: EntryState = { usr: state ?? null, key: createKey(), idx: index };
    try {
      history[how](entry, '', createPath(to));
    } catch {
      // Too many entries (iOS caps them): a full load keeps the visitor going.
      win.location.assign(createPath(to));
    }
  };
  return {
    get location() {
      return current();
    },
    get action() {
      return action;
    },
    push(to, state) {
      action = 'PUSH';
      write('pushState', to, state);
    },
    replace(to, state) {
      action = 'REPLACE';
      write('replaceState', to, state);
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      const onPop = () => {
        action = 'POP';
        index = ((history.state ?? {}) as EntryState).idx ?? index;
        listener(current());
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((entry, i) => ({
    pathname: '/',
    search: '',
    hash: '',
    ...parsePath(entry),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const listeners = new Set<(location: Location) => void>();
  const entry = (to: Path, state: unknown): Location => ({ ...to, state: state ?? null, key: createKey() });
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(to, state) {
      action = 'PUSH';
      entries.splice(index + 1, entries.length, entry(to, state));
      index += 1;
    },
    replace(to, state) {
      action = 'REPLACE';
      entries[index] = entry(to, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      for (const listener of [...listeners]) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
